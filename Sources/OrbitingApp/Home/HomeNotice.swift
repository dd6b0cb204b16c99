import OrbitingCore

/// A short message in Home's status row, shown for a few seconds: a hint after a keep or a
/// clear, or a problem (a save that failed).
public struct HomeNotice: Sendable, Equatable {
    /// What the notice says.
    public enum Content: Sendable, Equatable {
        /// A hint, by its catalogue key (drawn in the language in use then).
        case hint(String)
        /// A problem, already in words.
        case problem(String)
        /// A hint by its catalogue key, with the values its placeholders take.
        case hintWith(String, [String: String])
    }

    /// What it says.
    public var content: Content
    /// When it goes away, on the session's clock.
    public var until: Duration

    /// Creates a notice.
    public init(_ content: Content, until: Duration) {
        self.content = content
        self.until = until
    }

    /// The words to show.
    public func text(_ l10n: Localizer) -> String {
        switch content {
        case .hint(let key): l10n(key)
        case .problem(let text): text
        case .hintWith(let key, let arguments): l10n(key, arguments)
        }
    }

    /// Whether it is a hint (hidden as soon as typing starts).
    public var isHint: Bool {
        if case .hint = content { return true }
        if case .hintWith = content { return true }
        return false
    }
}
