/// One wrapped line of a paragraph: a run of its clusters and the run's width.
public struct LineSpan: Sendable, Equatable {
    /// The clusters on the line (indices into the paragraph), trailing spaces excluded.
    public var clusters: Range<Int>
    /// The line's width, in the unit of the widths it was wrapped with.
    public var width: Int

    /// A line of `clusters`, `width` wide.
    public init(clusters: Range<Int>, width: Int) {
        self.clusters = clusters
        self.width = width
    }
}

/// Greedy line breaking of one paragraph, generic over the width measure: the one wrapper.
///
/// The big text wraps shaped clusters in font units; panels wrap characters in terminal
/// columns; both break the same way. Lines break at spaces (dropped at the break) and where
/// `LineBreakClass` allows (between ideographs and kana, not inside a Korean word; never before closing
/// punctuation or after an opening bracket). Leading spaces of a paragraph stay (an indent).
/// With `breakWords`, a unit wider than the line is cut between clusters (at least one a
/// line); without it such a unit makes the wrap fail.
///
/// Greedy filling gives the fewest lines for a width, so the line count never grows when
/// the width grows: what a binary search over sizes relies on.
public struct GreedyWrapper: Sendable, Equatable {
    /// Each cluster's break class.
    public let classes: [LineBreakClass]
    /// `starts[k]` is where the k-th unbreakable unit begins; each unit may end in spaces.
    public let starts: [Int]

    /// The break opportunities of a paragraph whose clusters have these classes.
    ///
    /// - Complexity: O(n).
    public init(classes: [LineBreakClass]) {
        self.classes = classes
        var starts = [0]
        for index in classes.indices.dropFirst() {
            let before = classes[index - 1], after = classes[index]
            if (before == .space && after != .space) || LineBreakClass.canBreak(between: before, and: after) {
                starts.append(index)
            }
        }
        self.starts = starts
    }

    /// The break opportunities of `characters`.
    public init(characters: some Sequence<Character>) {
        self.init(classes: characters.map(LineBreakClass.init))
    }

    /// The lines of the paragraph no wider than `maxWidth`, where `widths[i]` is cluster i's
    /// width; one empty line for an empty paragraph; nil when a unit does not fit and
    /// `breakWords` is false.
    ///
    /// - Complexity: O(n) in the number of clusters.
    @inlinable
    public func wrap<Widths: RandomAccessCollection>(
        widths: Widths, maxWidth: Int, breakWords: Bool
    ) -> [LineSpan]? where Widths.Element == Int, Widths.Index == Int {
        var lines: [LineSpan] = []
        return wrap(widths: widths, maxWidth: maxWidth, breakWords: breakWords, into: &lines) ? lines : nil
    }

    /// Appends the lines of the paragraph to `lines`; false (with `lines` partly filled)
    /// when a unit does not fit and `breakWords` is false.
    @inlinable
    public func wrap<Widths: RandomAccessCollection>(
        widths: Widths, maxWidth: Int, breakWords: Bool, into lines: inout [LineSpan]
    ) -> Bool where Widths.Element == Int, Widths.Index == Int {
        let count = classes.count
        let base = widths.startIndex
        guard count > 0 else {
            lines.append(LineSpan(clusters: 0..<0, width: 0))
            return true
        }
        var line: LineSpan?
        var pendingGap = 0  // width of the spaces after the line's last unit
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : count
            var contentEnd = end
            while contentEnd > start && classes[contentEnd - 1] == .space { contentEnd -= 1 }
            // A unit of only spaces (the paragraph's leading spaces) counts as content.
            if contentEnd == start && k == 0 { contentEnd = end }
            var content = 0, gap = 0
            for index in start..<contentEnd { content += widths[base + index] }
            for index in contentEnd..<end { gap += widths[base + index] }
            if var current = line, current.width + pendingGap + content <= maxWidth {
                current.width += pendingGap + content
                current.clusters = current.clusters.lowerBound..<contentEnd
                line = current
                pendingGap = gap
                continue
            }
            if let finished = line { lines.append(finished) }
            if content <= maxWidth {
                line = LineSpan(clusters: start..<contentEnd, width: content)
                pendingGap = gap
                continue
            }
            guard breakWords else { return false }
            var pieceStart = start, pieceWidth = 0
            for index in start..<contentEnd {
                let width = widths[base + index]
                if pieceWidth + width > maxWidth && index > pieceStart {
                    lines.append(LineSpan(clusters: pieceStart..<index, width: pieceWidth))
                    pieceStart = index
                    pieceWidth = 0
                }
                pieceWidth += width
            }
            line = LineSpan(clusters: pieceStart..<contentEnd, width: pieceWidth)
            pendingGap = gap
        }
        if let finished = line { lines.append(finished) }
        return true
    }
}

/// Wraps plain text (help pages, descriptions) to a number of terminal columns with the
/// one wrapper, measured by `DisplayWidth`.
public enum ColumnWrapper {
    /// The lines of `text` no wider than `columns` (explicit line breaks kept, text
    /// sanitized); at least one line, empty for empty text. A single cluster wider than
    /// `columns` gets a line of its own (the buffer then clips it).
    ///
    /// - Complexity: O(n) in the number of grapheme clusters.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        let width = max(1, columns)
        let paragraphs = TextSanitizer.sanitize(text, mode: .lines)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var result: [String] = []
        for paragraph in paragraphs {
            let characters = Array(paragraph)
            let wrapper = GreedyWrapper(characters: characters)
            let spans = wrapper.wrap(widths: characters.map(DisplayWidth.of), maxWidth: width, breakWords: true) ?? []
            result += spans.map { String(characters[$0.clusters]) }
        }
        return result
    }
}
