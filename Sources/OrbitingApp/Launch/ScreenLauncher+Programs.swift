import OrbitingCore
import OrbitingRooms
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The three full-screen programs made from one start: the session, the timer display and a
/// room screen, each in the look, fonts and terminal features the start found.
extension ScreenLauncher {
    /// What a session starts with besides its settings and the start.
    public struct SessionStart {
        /// Where messages are kept.
        public var messages: MessageStore
        /// Where settings are kept.
        public var settings: SettingsStore
        /// Which way the big text faces (`--rotate`, `--mirror`), nil for the setting's.
        public var orientation: Orientation?
        /// The kiosk's lock and its message (shown as kept), for `--kiosk`.
        public var kiosk: (lock: KioskLock, message: String?)?
        /// The room Home is published to (`--room`), started with the session.
        public var room: RoomPublisher?
        /// The browser screen Home is served to (`--web`), already listening.
        public var web: SessionWeb?
        /// The version About shows.
        public var version: String
        /// A store error in words, in the language of `Localizer`.
        public var describe: @Sendable (StoreError, Localizer) -> String

        /// A start with the stores, the version and the words for store errors; no kiosk, room or browser screen.
        public init(
            messages: MessageStore, settings: SettingsStore, version: String,
            describe: @escaping @Sendable (StoreError, Localizer) -> String
        ) {
            self.messages = messages
            self.settings = settings
            self.version = version
            self.describe = describe
        }
    }

    /// The session for `settings`, on the terminal's standard input and output, its room
    /// started; the families Settings offers are looked up on a thread of their own meanwhile.
    public func session(settings: Settings, _ start: SessionStart) -> SessionProgram {
        let fonts = self.fonts, look = self.look
        fonts.prepareOffer()
        var services = SessionServices(
            messages: start.messages, settings: start.settings, looks: look, describe: start.describe,
            engine: { fonts.engine(for: $0, language: $1) },
            room: start.room.map { publisher in SessionRoom(publisher: publisher, theme: { look.roomTheme(for: $0) }) })
        services.web = start.web
        start.room?.start()
        let size = TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
        let factory = SessionScreens.factory(
            themes: look.catalog, systemVariant: first.variant,
            version: start.version, fonts: { fonts.offer },
            previewEngine: { fonts.engine(for: $0, language: $1) },
            webURL: start.web?.server.url)
        var model = SessionModel(
            settings: settings, size: size, screens: factory, orientation: start.orientation,
            kiosk: start.kiosk?.lock)
        model.home.web = start.web?.status
        // A kiosk shows its message as kept: nothing is typed, nothing saved.
        if let kiosk = start.kiosk { model.home.kept = kiosk.message }
        var features = TerminalFeatures.all.union(self.features)
        if settings.mouse { features.insert(.mouse) }
        if settings.windowTitle { features.insert(.windowTitle) }
        return SessionProgram(model: model, engine: engine, services: services, features: features)
    }

    /// The timer display of `source`'s timers for `settings` (a timer's end stays still with
    /// `reduceMotion`).
    public func timerDisplay(source: any TimerSource, settings: Settings, options: TimerLoopOptions) -> TimerProgram {
        var options = options
        options.terminalFeatures = options.terminalFeatures.union(features)
        options.steadyEnd = settings.reduceMotion
        return TimerProgram(source: source, engine: engine, look: look, settings: settings, options: options)
    }

    /// The screen of `subscription`'s room for `settings`; with `followsTheme` (`--room-theme`)
    /// in the typist's theme and scheme when this terminal knows the theme; `web` (`--web`)
    /// served from the same subscription.
    public func roomScreen(
        subscription: RoomSubscription, settings: Settings, followsTheme: Bool,
        web: RoomWebBridge? = nil
    ) -> RoomProgram {
        let look = self.look
        var cache: [String: ScreenColors?] = [:]
        let typistColors: ((String, String?) -> ScreenColors?)? =
            followsTheme
            ? { theme, scheme in
                let key = theme + "/" + (scheme ?? "")
                if let known = cache[key] { return known }
                let colors = look.roomColors(theme: theme, scheme: scheme, settings: settings)
                cache[key] = colors
                return colors
            } : nil
        return RoomProgram(
            subscription: subscription, engine: engine, look: look, settings: settings,
            typistColors: typistColors, web: web, features: features)
    }
}
