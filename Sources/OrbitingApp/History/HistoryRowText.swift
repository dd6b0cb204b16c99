import OrbitingCore
import OrbitingTerminal

/// A message as one row of the History list.
enum HistoryRowText {
    /// `text` on one line: line breaks and tabs as visible marks (`⏎`, `⇥`), controls and
    /// escapes as symbols, cut with "…" to `columns` display columns (wide characters count 2).
    ///
    /// Only the start of a long text is looked at, so a row costs the same for any length.
    static func line(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        let limit = columns * 2 + 8
        let head = text.prefix(limit)
        let line = StatusRow.fitted(DisplayLine.sanitized(String(head)), columns: columns)
        guard head.endIndex != text.endIndex, !line.hasSuffix("…") else { return line }
        // More text follows than was looked at, yet the start fitted: mark the cut.
        var cut = Substring(line)
        while !cut.isEmpty && DisplayWidth.of(cut) > columns - 1 { cut = cut.dropLast() }
        return cut + "…"
    }

    /// The end of `text` that fits in `columns` display columns, so the search field shows
    /// what is being typed.
    static func tail(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        var result = "", width = 0
        for character in text.reversed() {
            let next = DisplayWidth.of(character)
            if width + next > columns { break }
            result.insert(character, at: result.startIndex)
            width += next
        }
        return result
    }
}
