/// The edit buffer as readline holds it after a key: what Home draws.
public struct HomeEdit: Sendable, Equatable {
    /// The message being typed.
    public var text: String
    /// The edit position, in characters from the start.
    public var cursor: Int
    /// The history search in progress (Ctrl-R), if any.
    public var search: HistorySearch?
    /// Whether the text is an earlier message recalled unchanged (Up, Ctrl-R):
    /// keeping it again must not copy it.
    public var isRecalled: Bool

    /// Creates an edit state.
    public init(text: String = "", cursor: Int = 0, search: HistorySearch? = nil, isRecalled: Bool = false) {
        self.text = text
        self.cursor = cursor
        self.search = search
        self.isRecalled = isRecalled
    }
}

/// The incremental search of earlier messages (Ctrl-R) as Home shows it.
public struct HistorySearch: Sendable, Equatable {
    /// What is searched for.
    public var query: String
    /// Whether nothing matches.
    public var failed: Bool

    /// Creates a search state.
    public init(query: String, failed: Bool) {
        self.query = query
        self.failed = failed
    }
}
