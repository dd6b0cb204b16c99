/// One piece of a text panel's content, before it is wrapped to the window.
public enum PanelBlock: Sendable, Equatable {
    /// A section heading.
    case heading(String)
    /// A paragraph of body text.
    case paragraph(String)
    /// A quieter paragraph (notes, examples).
    case note(String)
    /// A key and what it does, in two columns.
    case key(String, String)
    /// An empty row.
    case blank
}

/// How a run of text on a panel row is painted; `TextPanel` maps roles to `ScreenColors`.
public enum PanelRole: Sendable, Equatable {
    /// Body text.
    case body
    /// Quieter text.
    case quiet
    /// A heading.
    case heading
    /// A key name.
    case key
}

/// One wrapped row of a panel: runs of text, each at its column.
public struct PanelRow: Sendable, Equatable {
    /// A run of text starting at `column`.
    public struct Run: Sendable, Equatable {
        /// The first column.
        public var column: Int
        /// The text (one line, already fitted to the width).
        public var text: String
        /// How it is painted.
        public var role: PanelRole

        /// A run of `text` at `column` painted as `role`.
        public init(column: Int, text: String, role: PanelRole) {
            self.column = column
            self.text = text
            self.role = role
        }
    }

    /// The runs, left to right.
    public var runs: [Run]

    /// A row of runs.
    public init(_ runs: [Run]) { self.runs = runs }

    /// An empty row.
    public static let empty = PanelRow([])
}
