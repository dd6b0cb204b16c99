import OrbitingCore
import OrbitingTerminal

/// What the run loop needs from outside the session: the stores, how settings look, the
/// block-letter engine for a font, the words for a store error, and the room Home is published to.
public struct SessionServices: Sendable {
    /// Where messages are kept.
    public var messages: MessageStore
    /// Where settings are kept.
    public var settings: SettingsStore
    /// The colours, words, fit and render mode for some settings.
    public var looks: any LookSource
    /// A store error in words, in the language of `Localizer`.
    public var describe: @Sendable (StoreError, Localizer) -> String
    /// The block-letter engine for a value of the `font` setting and a language code (whose
    /// Han characters the fallback fonts are chosen for); nil keeps the engine in use.
    public var engine: @Sendable (_ font: String, _ language: String) -> BigTextEngine?
    /// The room Home is published to (`--room`), if any.
    public var room: SessionRoom?
    /// The browser screen Home is served to (`--web`), if any.
    public var web: SessionWeb?
    /// Creates the services, the look for some settings made by `look`.
    public init(
        messages: MessageStore, settings: SettingsStore,
        look: @escaping @Sendable (Settings) -> SessionLook,
        describe: @escaping @Sendable (StoreError, Localizer) -> String,
        engine: @escaping @Sendable (String, String) -> BigTextEngine? = { _, _ in nil },
        room: SessionRoom? = nil
    ) {
        self.init(
            messages: messages, settings: settings, looks: SettingsLook(look), describe: describe, engine: engine,
            room: room)
    }

    /// Creates the services, the look for some settings from `looks`.
    public init(
        messages: MessageStore, settings: SettingsStore, looks: any LookSource,
        describe: @escaping @Sendable (StoreError, Localizer) -> String,
        engine: @escaping @Sendable (String, String) -> BigTextEngine? = { _, _ in nil },
        room: SessionRoom? = nil
    ) {
        self.messages = messages
        self.settings = settings
        self.looks = looks
        self.describe = describe
        self.engine = engine
        self.room = room
    }
}

/// How a session ended.
public struct SessionOutcome: Sendable, Equatable {
    /// The exit status: 0 after a quit, 128 + the signal after SIGTERM, SIGHUP or SIGINT.
    public var status: Int32
    /// What went wrong on the way (a save that failed), to print once the terminal is back.
    public var problems: [String]
}
