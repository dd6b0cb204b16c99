/// Whether a typed text is kept, and why not: the one rule set for every way of saving
/// (Enter, idle, quit, `orbiting history add`).
public enum SaveRules {
    /// The largest text kept, in UTF-8 bytes (64 KiB).
    public static let maximumBytes = 64 * 1024

    /// What to do with a text.
    public enum Decision: Sendable, Equatable {
        /// Keep it.
        case save
        /// Nothing to keep: empty or only whitespace.
        case empty
        /// The same text as the message kept just before.
        case duplicate(of: Message)
        /// Too long: `bytes` UTF-8 bytes, over `maximumBytes`.
        case tooLong(bytes: Int)
    }

    /// Decides whether `text` is kept, given the message kept just before it (if any).
    /// - Complexity: O(n) in the length of `text`.
    public static func decide(_ text: String, after previous: Message?) -> Decision {
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }) {
            return .empty
        }
        let bytes = text.utf8.count
        if bytes > maximumBytes { return .tooLong(bytes: bytes) }
        if let previous, previous.text == text { return .duplicate(of: previous) }
        return .save
    }
}
