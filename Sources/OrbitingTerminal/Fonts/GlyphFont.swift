/// A bitmap font the big-text engine can draw with.
///
/// All glyphs of a font share one height. Widths vary (Unifont: 8 or 16 pixels).
public protocol GlyphFont: Sendable {
    /// A short name for reports (`"unifont"`, `"builtin"`).
    var name: String { get }
    /// The height of every glyph, in font pixels.
    var height: Int { get }
    /// The glyph for `scalar`, or nil when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> Bitmap?
    /// For a combining mark, the horizontal offset at which it overlays the glyph before it
    /// (relative to that glyph's right edge, usually negative); nil for spacing characters.
    func combiningOffset(for scalar: Unicode.Scalar) -> Int?
}
