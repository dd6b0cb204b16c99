/// Even lines: once the size is chosen, the breaks that make a wrapped message's lines as
/// even as possible without adding a line.
///
/// Greedy filling (`LineWrapper`) gives the fewest lines but can leave a lone last word, or
/// a lone last kana (`会議中で / す`). The narrowest width that still wraps into no more
/// lines than greedy filling did makes the widest line as short as it can be, which moves
/// words (or ideographs) down from fuller lines; the size is unchanged, and every line is
/// no wider than before, so the block still fits where it was measured to fit.
enum LineBalancer {
    /// The balanced lines for `paragraphs`, given the greedy lines at the chosen size (words
    /// kept whole: a narrower width would otherwise cut words that fit whole).
    /// - Complexity: O(n log w) for n clusters and a widest line w font units wide.
    static func balanced(_ paragraphs: [LineWrapper.Paragraph], greedy: [WrappedLine]) -> [WrappedLine] {
        guard greedy.count > paragraphs.count, var upper = greedy.map(\.width).max() else { return greedy }
        var lower = 0
        while lower < upper {
            let middle = (lower + upper) / 2
            if let lines = LineWrapper.wrap(paragraphs, maxWidth: middle, breakWords: false),
                lines.count <= greedy.count
            {
                upper = middle
            } else {
                lower = middle + 1
            }
        }
        return LineWrapper.wrap(paragraphs, maxWidth: upper, breakWords: false) ?? greedy
    }
}
