/// A message shaped for fitting: its paragraphs of glyphs, cropped to the rows that have ink.
///
/// Fonts leave room above and below for accents and descenders that most messages do not
/// use. Cropping every glyph of a message to the band of rows its glyphs (and a capital
/// "H", so lone punctuation keeps a sensible size) actually ink, plus one blank row above
/// and below, makes the letters that much bigger in the same box. The crop is part of
/// shaping, so the measure and the drawing both see it.
struct ShapedText {
    /// The message's paragraphs (text between explicit line breaks).
    var paragraphs: [LineWrapper.Paragraph]
    /// The height of every cropped glyph, in font pixels.
    var lineHeight: Int

    /// Shapes `text` with `shaper`.
    init(_ text: String, shaper: GlyphShaper) {
        let clean = TextSanitizer.sanitize(text).precomposedForDisplay
        let shaped: [[ShapedCluster]] = clean.isEmpty ? [] :
            clean.split(separator: "\n", omittingEmptySubsequences: false).map { $0.map(shaper.shape) }
        let fontHeight = shaper.font.height
        var band = ShapedText.inkRows(of: shaper.font.glyph(for: "H")) ?? 0..<fontHeight
        for cluster in shaped.joined() {
            if let rows = ShapedText.inkRows(of: cluster.bitmap) {
                band = min(band.lowerBound, rows.lowerBound)..<max(band.upperBound, rows.upperBound)
            }
        }
        let top = band.lowerBound - 1, height = band.count + 2
        paragraphs = shaped.map { clusters in
            LineWrapper.Paragraph(clusters.map { ShapedText.crop($0, top: top, height: height) })
        }
        lineHeight = height
    }

    /// The rows of `bitmap` that have ink, or nil when it is blank (or absent).
    static func inkRows(of bitmap: Bitmap?) -> Range<Int>? {
        guard let bitmap else { return nil }
        var first: Int?, last = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] {
                if first == nil { first = y }
                last = y
                break
            }
        }
        return first.map { $0..<(last + 1) }
    }

    private static func crop(_ cluster: ShapedCluster, top: Int, height: Int) -> ShapedCluster {
        var cropped = Bitmap(width: cluster.bitmap.width, height: height)
        cropped.overlay(cluster.bitmap, atX: 0, y: -top)
        return ShapedCluster(character: cluster.character, bitmap: cropped, breakClass: cluster.breakClass,
                             isMissing: cluster.isMissing)
    }
}
