import OrbitingCore

/// What a browser screen shows: the message and how, as the typist's side hands it over.
///
/// Cheap to make and compare, so that the typist's side hands one over on every keystroke
/// without work; the server resolves colours and words and encodes it on its own thread.
public struct WebScreen: Sendable, Equatable {
    /// Whether the typist is there.
    public enum State: String, Sendable, Equatable {
        /// The typist is there.
        case live
        /// The typist quit: the last kept message stays, with the "left" note.
        case left
        /// Nothing shown yet (a room with no message).
        case waiting
    }

    /// The message (sanitized again before it is sent).
    public var text: String
    /// Whether the message is kept (Enter), not being typed.
    public var kept: Bool
    /// Whether the typist is there.
    public var state: State
    /// The typist's theme's name (`neon`).
    public var theme: String
    /// The typist's scheme, `light` or `dark` (nil: dark).
    public var scheme: String?
    /// The language code of the words and of the page (`en`, `zh_TW`).
    public var language: String
    /// How lines sit: `center` or `left`.
    public var align: AlignmentSetting

    /// Creates a screen.
    public init(
        text: String, kept: Bool, state: State, theme: String, scheme: String?, language: String,
        align: AlignmentSetting = .center
    ) {
        self.text = text
        self.kept = kept
        self.state = state
        self.theme = theme
        self.scheme = scheme
        self.language = language
        self.align = align
    }

    /// Nothing shown yet, in `language`.
    public static func waiting(language: String) -> WebScreen {
        WebScreen(text: "", kept: false, state: .waiting, theme: Theme.defaultName, scheme: nil, language: language)
    }

    /// The same screen after the typist left: the kept message stays (a message still being
    /// typed is not kept, so it goes).
    public func left(keeping kept: String?) -> WebScreen {
        var screen = self
        screen.state = .left
        screen.text = kept ?? (self.kept ? text : "")
        screen.kept = screen.text.isEmpty ? false : true
        return screen
    }
}
