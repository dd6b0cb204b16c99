import OrbitingTerminal
import OrbitingText

extension ScreenBuffer {
    /// Writes `text` on one row from the panel inset, cut with "…" to the columns between
    /// the insets: a title, a description, a status row.
    mutating func writeInsetRow(_ text: String, row: Int, style: CellStyle) {
        let columns = width - 2 * PanelLayout.inset
        write(TextFitter.fitted(text, columns: columns), row: row, column: PanelLayout.inset, style: style)
    }
}
