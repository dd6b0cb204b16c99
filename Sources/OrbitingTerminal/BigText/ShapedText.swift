import OrbitingText

/// A message shaped for fitting: its paragraphs of glyphs and the band of font rows drawn.
///
/// Fonts leave room above and below for accents and descenders that most messages do not
/// use. Only the band of rows that the message's glyphs (and a capital "H", so lone
/// punctuation keeps a sensible size) actually ink is drawn, plus one blank row above and
/// below, which makes the letters that much bigger in the same box. The band is part of
/// shaping, so the measure and the drawing both see it.
struct ShapedText {
    /// The message's paragraphs (text between explicit line breaks).
    var paragraphs: [LineWrapper.Paragraph]
    /// The height of a text line in font pixels: the band plus a blank row above and below.
    var lineHeight: Int
    /// The font row drawn at the top of a line (one above the band, so it may be -1).
    var top: Int

    /// Shapes `text` with `shaper`.
    init(_ text: String, shaper: GlyphShaper) {
        let clean = TextSanitizer.sanitize(text).precomposedForDisplay
        let shaped: [[ShapedCluster]] = clean.isEmpty ? [] :
            clean.split(separator: "\n", omittingEmptySubsequences: false).map { $0.map(shaper.shape) }
        var band = shaper.shape("H").inkRows ?? 0..<shaper.font.height
        for cluster in shaped.joined() {
            if let rows = cluster.inkRows {
                band = min(band.lowerBound, rows.lowerBound)..<max(band.upperBound, rows.upperBound)
            }
        }
        paragraphs = shaped.map(LineWrapper.Paragraph.init)
        top = band.lowerBound - 1
        lineHeight = band.count + 2
    }
}
