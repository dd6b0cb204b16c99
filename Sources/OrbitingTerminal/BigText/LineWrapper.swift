/// One wrapped line: a run of a paragraph's clusters.
public struct WrappedLine: Sendable, Equatable {
    /// Which paragraph (text between explicit line breaks) the line belongs to.
    public var paragraph: Int
    /// The clusters drawn on this line (indices into the paragraph), trailing spaces excluded.
    public var clusters: Range<Int>
    /// The line's width in font pixels.
    public var width: Int
}

/// Greedy line breaking over shaped clusters, in font pixels.
///
/// Lines break at spaces (which are dropped at the break) and where `LineBreakClass`
/// allows (between ideographs). With `breakWords`, a unit wider than the line is cut
/// between clusters; without it such a unit makes the wrap fail.
///
/// Greedy filling gives the fewest lines for a width, so the line count never grows when
/// the width grows: what the binary search in `BigTextFitter` relies on.
struct LineWrapper {
    /// A paragraph's clusters and the positions where a line may start.
    struct Paragraph {
        var clusters: [ShapedCluster]
        /// `units[k]` runs from `starts[k]` to `starts[k + 1]`; each may end in spaces.
        var starts: [Int]

        init(_ clusters: [ShapedCluster]) {
            self.clusters = clusters
            var starts = [0]
            for index in clusters.indices.dropFirst() {
                let before = clusters[index - 1].breakClass, after = clusters[index].breakClass
                if (before == .space && after != .space) || LineBreakClass.canBreak(between: before, and: after) {
                    starts.append(index)
                }
            }
            self.starts = starts
        }
    }

    /// Wraps every paragraph to `maxWidth` font pixels; nil when a unit does not fit and
    /// `breakWords` is false.
    /// - Complexity: O(n) in the number of clusters.
    static func wrap(_ paragraphs: [Paragraph], maxWidth: Int, breakWords: Bool) -> [WrappedLine]? {
        var lines: [WrappedLine] = []
        for (number, paragraph) in paragraphs.enumerated() {
            guard wrap(paragraph, number: number, maxWidth: maxWidth, breakWords: breakWords, into: &lines) else {
                return nil
            }
        }
        return lines
    }

    private static func wrap(
        _ paragraph: Paragraph, number: Int, maxWidth: Int, breakWords: Bool, into lines: inout [WrappedLine]
    ) -> Bool {
        let clusters = paragraph.clusters
        guard !clusters.isEmpty else {
            lines.append(WrappedLine(paragraph: number, clusters: 0..<0, width: 0))
            return true
        }
        var line: WrappedLine?
        var pendingGap = 0  // width of the spaces after the line's last unit
        for (k, start) in paragraph.starts.enumerated() {
            let end = k + 1 < paragraph.starts.count ? paragraph.starts[k + 1] : clusters.count
            var contentEnd = end
            while contentEnd > start && clusters[contentEnd - 1].breakClass == .space { contentEnd -= 1 }
            // A unit of only spaces (leading spaces of the paragraph) counts as content.
            if contentEnd == start && (k == 0) { contentEnd = end }
            let content = clusters[start..<contentEnd].reduce(0) { $0 + $1.width }
            let gap = clusters[contentEnd..<end].reduce(0) { $0 + $1.width }
            if var current = line, current.width + pendingGap + content <= maxWidth {
                current.width += pendingGap + content
                current.clusters = current.clusters.lowerBound..<contentEnd
                line = current
                pendingGap = gap
                continue
            }
            if let finished = line { lines.append(finished) }
            if content <= maxWidth {
                line = WrappedLine(paragraph: number, clusters: start..<contentEnd, width: content)
                pendingGap = gap
                continue
            }
            guard breakWords else { return false }
            // Cut the unit between clusters, at least one cluster a line.
            var pieceStart = start, pieceWidth = 0
            for index in start..<contentEnd {
                let width = clusters[index].width
                if pieceWidth + width > maxWidth && index > pieceStart {
                    lines.append(WrappedLine(paragraph: number, clusters: pieceStart..<index, width: pieceWidth))
                    pieceStart = index
                    pieceWidth = 0
                }
                pieceWidth += width
            }
            line = WrappedLine(paragraph: number, clusters: pieceStart..<contentEnd, width: pieceWidth)
            pendingGap = gap
        }
        if let finished = line { lines.append(finished) }
        return true
    }
}
