import OrbitingText

/// A message shaped for fitting: its paragraphs of glyphs and the band of font rows drawn.
///
/// Fonts leave room above and below for accents and descenders that most messages do not
/// use. Only the band of rows that the message's glyphs (and a capital "H", so lone
/// punctuation keeps a sensible size) actually ink is drawn, plus a blank margin above and
/// below, which makes the letters that much bigger in the same box. Because the band covers
/// every glyph's ink, marks above Devanagari's headline and Bengali descenders are never
/// cut. The band is part of shaping, so the measure and the drawing both see it.
struct ShapedText {
    /// The message's paragraphs (text between explicit line breaks).
    var paragraphs: [LineWrapper.Paragraph]
    /// The height of a text line in font rows (pixels of a bitmap font, units of outline
    /// fonts): the band plus a blank margin above and below.
    var lineHeight: Int
    /// The font row drawn at the top of a line (for outline fonts, units below the
    /// baseline, so negative).
    var top: Int
    /// The smallest size at which the text is drawn as glyphs.
    var minimumSize: Int

    /// Shapes `text` with `shaper`.
    init(_ text: String, shaper: TextShaper) {
        let clean = TextSanitizer.sanitize(text).precomposedForDisplay
        let pieces = clean.isEmpty ? [] : clean.split(separator: "\n", omittingEmptySubsequences: false)
        let shaped: [[ShapedCluster]]
        let reference: Range<Int>
        let margin: Int
        switch shaper {
        case .bitmap(let glyphs):
            shaped = pieces.map { $0.map(glyphs.shape) }
            reference = glyphs.shape("H").inkRows ?? 0..<glyphs.font.height
            margin = 1
        case .outline(let outline):
            shaped = pieces.map(outline.shape)
            reference = outline.shape("H")?.inkRows ?? (-OutlineFace.unitsPerEm * 3 / 4)..<0
            margin = OutlineFace.unitsPerEm / 16
        }
        var band = reference
        for cluster in shaped.joined() {
            if let rows = cluster.inkRows {
                band = min(band.lowerBound, rows.lowerBound)..<max(band.upperBound, rows.upperBound)
            }
        }
        paragraphs = shaped.map(LineWrapper.Paragraph.init)
        top = band.lowerBound - margin
        lineHeight = band.count + 2 * margin
        switch shaper {
        case .bitmap: minimumSize = BigTextEngine.minimumSize(lineHeight: lineHeight)
        case .outline: minimumSize = ScriptLegibility.minimumSize(shaped, general: OutlineShaper.minimumSize)
        }
    }
}

/// Where a message's glyphs come from: one bitmap font, or outline fonts shaped by HarfBuzz.
enum TextShaper: Sendable {
    /// Cluster by cluster from a bitmap font.
    case bitmap(GlyphShaper)
    /// Shaped runs of outline fonts (bitmap fallback for what they do not cover).
    case outline(OutlineShaper)
}
