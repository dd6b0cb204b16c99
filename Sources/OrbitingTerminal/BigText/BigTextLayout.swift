/// A message fitted to a box: everything needed to draw it, and to explain it.
public struct BigTextLayout: Sendable {
    /// How the lines are drawn.
    public enum Mode: Sendable, Equatable {
        /// Block-letter glyphs in a pixel style.
        case glyphs(PixelStyle)
        /// Plain terminal text, the last step of the ladder.
        case text
        /// A picture in a graphics terminal's real pixels (cells of that many pixels).
        case picture(CellPixels)

        /// The pixels the glyphs are drawn on; nil for plain text.
        public var grid: PixelGrid? {
            switch self {
            case .glyphs(let style): return style.grid
            case .picture(let cell): return PixelGrid(cell: cell)
            case .text: return nil
            }
        }
    }

    /// Glyphs or plain text.
    public var mode: Mode
    /// Pixel rows a text line (1 for plain text).
    public var size: Int
    /// The fonts' names (`"unifont"`, `"builtin"`, or the outline families joined by ", ").
    public var fontName: String
    /// The height of a text line in font pixels (the message's band of inked rows plus a
    /// blank row above and below).
    public var fontHeight: Int
    /// The font row drawn at the top of each line.
    public var glyphTop: Int
    /// The wrapped lines.
    public var lines: [WrappedLine]
    /// The shaped paragraphs the lines point into.
    public var paragraphs: [[ShapedCluster]]
    /// Whether the block fits the box.
    public var fits: Bool
    /// Clusters drawn as a box because the font had no glyph.
    public var missing: Int
    /// Whether a word had to be cut between lines because no glyph size fit it whole.
    public var wordsBroken: Bool
    /// Whether plain text was cut (with an ellipsis) because even it did not fit.
    public var truncated: Bool
    /// The block's width in cells.
    public var columns: Int
    /// The block's height in cells.
    public var rows: Int
    /// The box's usable area: its size less the margin.
    public var inner: (width: Int, height: Int?)
    /// The margin actually kept.
    public var margin: Int
    /// Horizontal placement of lines.
    public var alignment: Alignment
    /// The font families the clusters come from, in order of first use (`"Noto Sans"`,
    /// `"Noto Sans Devanagari"`, or `"unifont"` for the pixel look).
    public var families: [String] = []
    /// The outline fonts the glyphs are drawn from; nil for a bitmap font.
    public var outlineFonts: OutlineFonts?

    /// Whether glyph edges carry each pixel's coverage (smooth cells and pictures).
    public var antialiased = false

    /// How far words are moved right so that word gaps stay wider than letter gaps.
    var wordSpacing = WordSpacing.none

    /// Whether the text was shaped with outline fonts (HarfBuzz), not drawn from a bitmap font.
    public var shaped: Bool { outlineFonts != nil }

    /// The target pixels line `number` covers at `scale`: its advances, and the widened word gaps.
    func pixelWidth(line number: Int, scale: GlyphScale) -> Int {
        scale.pixels(forFontWidth: lines[number].width) + wordSpacing.extra(line: number)
    }

    /// The text of each wrapped line, in order (trailing spaces at a break excluded), so the
    /// wrapping can be checked from outside.
    public var lineTexts: [String] {
        lines.map { line in
            guard paragraphs.indices.contains(line.paragraph) else { return "" }
            let clusters = paragraphs[line.paragraph]
            let range = line.clusters.clamped(to: clusters.indices)
            return String(clusters[range].map(\.character))
        }
    }
}
