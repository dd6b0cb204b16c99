/// Fits text on one terminal row: the one ellipsis fitter.
///
/// Text is sanitized in `.singleLine` mode (line breaks show as `⏎`, controls as symbols)
/// and measured with `DisplayWidth`, so what it returns is exactly as wide on screen as it
/// says. Only the start of a long text is looked at, so a row costs the same for any length.
public enum TextFitter {
    /// `text` on one row of at most `columns` columns, ending in `…` when cut; widths as
    /// `model` says (the one in use, `DisplayWidth.model`, by default).
    ///
    /// - Complexity: O(`columns`), whatever the length of `text`.
    public static func fitted(_ text: String, columns: Int, model: WidthModel? = nil) -> String {
        let measure: (Character) -> Int = model.map { model in { model.width(of: $0) } } ?? { DisplayWidth.of($0) }
        guard columns > 0 else { return "" }
        let (head, isWhole) = start(of: text, columns: columns)
        let line = TextSanitizer.sanitize(String(head), mode: .singleLine)
        var result = "", used = 0
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let width = measure(character)
            if used + width > columns { break }
            result.append(character)
            used += width
            index = line.index(after: index)
        }
        if index == line.endIndex && isWhole { return result }
        // Cut: make room for the ellipsis.
        while used > columns - 1, let last = result.last {
            result.removeLast()
            used -= measure(last)
        }
        return result + "…"
    }

    /// The end of `text` that fits in `columns` columns, sanitized for one row: a search
    /// field shows what is being typed.
    public static func tail(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        let line = TextSanitizer.sanitize(text, mode: .singleLine)
        var start = line.endIndex, used = 0
        while start > line.startIndex {
            let before = line.index(before: start)
            let width = DisplayWidth.of(line[before])
            if used + width > columns { break }
            used += width
            start = before
        }
        return String(line[start...])
    }

    /// The part of `text` that could show in `columns` columns (every cluster takes at
    /// least one), and whether it is the whole text.
    private static func start(of text: String, columns: Int) -> (Substring, Bool) {
        var index = text.startIndex, count = 0
        while index < text.endIndex && count <= columns {
            index = text.index(after: index)
            count += 1
        }
        return (text[..<index], index == text.endIndex)
    }
}
