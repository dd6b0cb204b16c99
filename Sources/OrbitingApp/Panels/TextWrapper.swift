import OrbitingTerminal

/// Wraps plain text (help pages, descriptions) to a number of terminal columns.
///
/// Widths come from `DisplayWidth`, so wide CJK characters take two columns. Lines break at
/// spaces and where `LineBreakClass` allows (between ideographs, so Chinese and Japanese
/// wrap without spaces); a word wider than the line is cut between clusters. Text is
/// sanitized first: nothing from a catalogue reaches the terminal raw.
public enum TextWrapper {
    /// The lines of `text` no wider than `columns` (explicit line breaks kept); at least one
    /// line, which is empty for empty text. A single cluster wider than `columns` gets a line
    /// of its own (the buffer then clips it).
    ///
    /// - Complexity: O(n) in the number of grapheme clusters.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        let width = max(1, columns)
        let paragraphs = TextSanitizer.sanitize(text, keepNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return paragraphs.flatMap { wrapParagraph(Array($0), columns: width) }
    }

    /// A run of clusters that must stay on one line, followed by the spaces after it.
    private struct Unit {
        var content: [Character] = []
        var gap: [Character] = []
    }

    private static func wrapParagraph(_ clusters: [Character], columns: Int) -> [String] {
        var lines: [String] = []
        var line = "", lineWidth = 0, pendingGap = ""
        for unit in units(of: clusters) {
            let contentWidth = DisplayWidth.of(String(unit.content))
            let gapWidth = DisplayWidth.of(pendingGap)
            if !line.isEmpty, lineWidth + gapWidth + contentWidth <= columns {
                line += pendingGap + String(unit.content)
                lineWidth += gapWidth + contentWidth
            } else {
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                for character in unit.content {
                    let next = DisplayWidth.of(character)
                    if lineWidth + next > columns, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += next
                }
            }
            pendingGap = String(unit.gap)
        }
        lines.append(line)
        return lines
    }

    /// Splits a paragraph where a line may break.
    private static func units(of clusters: [Character]) -> [Unit] {
        var units: [Unit] = []
        var current = Unit()
        var previous: LineBreakClass?
        for character in clusters {
            let kind = LineBreakClass(character)
            if kind == .space {
                if current.content.isEmpty && units.isEmpty {
                    current.content.append(character)  // leading spaces indent the paragraph
                } else {
                    current.gap.append(character)
                }
            } else {
                let breaksHere = !current.gap.isEmpty
                    || (previous.map { LineBreakClass.canBreak(between: $0, and: kind) } ?? false)
                if breaksHere, !current.content.isEmpty {
                    units.append(current)
                    current = Unit()
                }
                current.content.append(character)
            }
            previous = kind
        }
        if !current.content.isEmpty || !current.gap.isEmpty { units.append(current) }
        return units
    }
}
