import OrbitingText

/// One wrapped line: a run of a paragraph's clusters.
public struct WrappedLine: Sendable, Equatable {
    /// Which paragraph (text between explicit line breaks) the line belongs to.
    public var paragraph: Int
    /// The clusters drawn on this line (indices into the paragraph), trailing spaces excluded.
    public var clusters: Range<Int>
    /// The line's width in font pixels.
    public var width: Int
}

/// Line breaking of shaped clusters in font pixels: the one `GreedyWrapper` over the
/// clusters' advances.
struct LineWrapper {
    /// A paragraph's clusters and where its lines may break.
    struct Paragraph {
        let clusters: [ShapedCluster]
        /// Each cluster's advance, kept apart: the fit wraps a paragraph at every size it
        /// tries, and reading plain integers spares it copying each cluster every time.
        let widths: [Int]
        var breaks: GreedyWrapper

        init(_ clusters: [ShapedCluster]) {
            self.clusters = clusters
            widths = clusters.map(\.width)
            breaks = GreedyWrapper(classes: clusters.map(\.breakClass))
        }
    }

    /// Wraps every paragraph to `maxWidth` font pixels; nil when a unit does not fit and
    /// `breakWords` is false.
    /// - Complexity: O(n) in the number of clusters.
    static func wrap(_ paragraphs: [Paragraph], maxWidth: Int, breakWords: Bool) -> [WrappedLine]? {
        // Room for a few lines from the start: a fit wraps the text at a dozen widths or more,
        // and growing both arrays from empty each time cost about as much as the wrapping.
        var lines: [WrappedLine] = []
        var spans: [LineSpan] = []
        lines.reserveCapacity(8)
        spans.reserveCapacity(8)
        for (number, paragraph) in paragraphs.enumerated() {
            spans.removeAll(keepingCapacity: true)
            guard
                paragraph.breaks.wrap(
                    widths: paragraph.widths, maxWidth: maxWidth,
                    breakWords: breakWords, into: &spans)
            else { return nil }
            for span in spans {
                lines.append(WrappedLine(paragraph: number, clusters: span.clusters, width: span.width))
            }
        }
        return lines
    }
}
