import OrbitingText

/// The last step of the ladder: the message as ordinary terminal text, wrapped to the box
/// and, when even that overflows, cut with an ellipsis.
enum PlainTextLayout {
    /// Lays out `text` one terminal row a line, widths in columns.
    static func layout(
        _ text: String, area: InnerArea, alignment: Alignment, fontName: String,
        fontHeight: Int
    ) -> BigTextLayout {
        let clean = TextSanitizer.sanitize(text)
        let paragraphs: [LineWrapper.Paragraph] =
            clean.isEmpty
            ? []
            : clean.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                LineWrapper.Paragraph(
                    line.map { character in
                        ShapedCluster(
                            character: character,
                            bitmap: Bitmap(width: DisplayWidth.of(character), height: 0),
                            breakClass: LineBreakClass(character), isMissing: false)
                    })
            }
        var lines = LineWrapper.wrap(paragraphs, maxWidth: area.width, breakWords: true) ?? []
        var truncated = false
        if let height = area.height, lines.count > height {
            truncated = true
            lines.removeSubrange(height...)
            // Make room for the ellipsis on the last line kept.
            if var last = lines.popLast() {
                let clusters = paragraphs[last.paragraph].clusters
                var end = last.clusters.upperBound
                while end > last.clusters.lowerBound && last.width + 1 > area.width {
                    end -= 1
                    last.width -= clusters[end].width
                }
                last.clusters = last.clusters.lowerBound..<end
                last.width += 1
                lines.append(last)
            }
        }
        let fits = !truncated && lines.allSatisfy { $0.width <= area.width }
        return BigTextLayout(
            mode: .text, size: 1, fontName: fontName, fontHeight: fontHeight, glyphTop: 0, lines: lines,
            paragraphs: paragraphs.map(\.clusters), fits: fits, missing: 0, wordsBroken: false,
            truncated: truncated,
            columns: lines.map(\.width).max() ?? 0, rows: lines.count,
            inner: (area.width, area.height), margin: area.margin, alignment: alignment, families: [fontName])
    }
}
