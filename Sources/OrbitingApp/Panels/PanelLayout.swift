import OrbitingTerminal
import OrbitingText

/// Wraps panel blocks into rows for a window width.
public enum PanelLayout {
    /// Columns left empty at each side of the content.
    public static let inset = 1

    /// The rows of `blocks` wrapped to `width` columns.
    ///
    /// Keys sit in a column as wide as the widest key (at most a third of the width) with
    /// their description wrapped beside it; when the window is too narrow for two columns the
    /// description goes under its key.
    public static func rows(_ blocks: [PanelBlock], width: Int) -> [PanelRow] {
        let columns = max(1, width - 2 * inset)
        let keyColumn = keyColumnWidth(blocks, columns: columns)
        var rows: [PanelRow] = []
        for block in blocks {
            switch block {
            case .heading(let text):
                rows += lines(text, columns: columns, role: .heading)
            case .paragraph(let text):
                rows += lines(text, columns: columns, role: .body)
            case .note(let text):
                rows += lines(text, columns: columns, role: .quiet)
            case .blank:
                rows.append(.empty)
            case .key(let key, let text):
                rows += keyRows(key, text, keyColumn: keyColumn, columns: columns)
            }
        }
        return rows
    }

    private static func lines(_ text: String, columns: Int, role: PanelRole, column: Int = inset) -> [PanelRow] {
        ColumnWrapper.wrap(text, columns: columns).map { PanelRow([.init(column: column, text: $0, role: role)]) }
    }

    private static func keyColumnWidth(_ blocks: [PanelBlock], columns: Int) -> Int {
        let widest = blocks.reduce(0) { widest, block in
            if case .key(let key, _) = block { return max(widest, DisplayWidth.of(TextSanitizer.sanitize(key))) }
            return widest
        }
        return min(widest, columns / 3)
    }

    private static func keyRows(_ key: String, _ text: String, keyColumn: Int, columns: Int) -> [PanelRow] {
        let gap = 2
        let textColumns = columns - keyColumn - gap
        let keyLines = ColumnWrapper.wrap(key, columns: max(1, keyColumn))
        guard textColumns >= 8 else {
            return lines(key, columns: columns, role: .key)
                + lines(text, columns: max(1, columns - gap), role: .body, column: inset + gap)
        }
        let textLines = ColumnWrapper.wrap(text, columns: textColumns)
        return (0..<max(keyLines.count, textLines.count)).map { index in
            var runs: [PanelRow.Run] = []
            if index < keyLines.count { runs.append(.init(column: inset, text: keyLines[index], role: .key)) }
            if index < textLines.count {
                runs.append(.init(column: inset + keyColumn + gap, text: textLines[index], role: .body))
            }
            return PanelRow(runs)
        }
    }
}
