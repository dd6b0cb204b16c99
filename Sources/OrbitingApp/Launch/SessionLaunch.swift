import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingWeb

/// How the full-screen session starts, from plain values the executable read and checked
/// (settings, words, flags): the screen prepared, the browser screen listening, the stores,
/// the kiosk's message, the room published to; `LaunchedSession` runs it.
public struct SessionLaunch {
    /// The settings of the run, read once.
    public var settings: Settings
    /// What the command line asked for (`--lang`, `--theme`, `--scheme`, `--render`).
    public var request: LookRequest
    /// The data and config directories.
    public var paths: OrbitingPaths
    /// The process environment.
    public var environment: [String: String]
    /// The words of the run.
    public var l10n: Localizer
    /// What a `font` setting draws with.
    public var makeEngine: SessionFonts.Maker
    /// The version About shows.
    public var version: String
    /// A store error in words, in the language of `Localizer`.
    public var describe: @Sendable (StoreError, Localizer) -> String
    /// Which way the big text faces (`--rotate`, `--mirror`), nil for the setting's.
    public var orientation: Orientation?
    /// The message Home shows from the start (`--text`).
    public var text: String?
    /// The room Home is published to (`--room`, else the setting), not yet started.
    public var room: RoomPublisher?
    /// Where the browser screen listens (`--web`), nil for none.
    public var web: WebAddress?
    /// The kiosk's lock (`--kiosk`): the message is shown as kept, nothing typed or saved.
    public var kiosk: KioskLock?

    /// A start of the session for `settings` and `request`, in `l10n`'s words.
    public init(
        settings: Settings, request: LookRequest, paths: OrbitingPaths, environment: [String: String],
        l10n: Localizer, makeEngine: @escaping SessionFonts.Maker, version: String,
        describe: @escaping @Sendable (StoreError, Localizer) -> String
    ) {
        self.settings = settings
        self.request = request
        self.paths = paths
        self.environment = environment
        self.l10n = l10n
        self.makeEngine = makeEngine
        self.version = version
        self.describe = describe
    }

    /// The publisher for `room`, not yet started.
    /// - Throws: `LaunchError.room` when the room cannot be joined (no libmosquitto).
    public static func publisher(room: RoomName, options: RoomClientOptions) throws(LaunchError) -> RoomPublisher {
        do {
            return try RoomPublisher(room: room, options: options)
        } catch {
            throw .room(error)
        }
    }

    /// Prepares the screen (`prepared` is told what it found, to say its warnings), starts
    /// the browser screen before the terminal is taken (a port in use stops nothing else),
    /// and makes the session.
    /// - Throws: `LaunchError.theme` when the theme named cannot be used, `.web` when the
    ///   browser screen cannot listen.
    public func start(prepared: (ScreenLauncher) -> Void) throws(LaunchError) -> LaunchedSession {
        let start = try ScreenLauncher.launch(
            settings: settings, request: request, paths: paths, environment: environment, language: l10n.code,
            makeEngine: makeEngine)
        prepared(start)
        let web = try self.web.map { address throws(LaunchError) in
            let named = start.look.roomTheme(for: settings)
            let server = try WebLaunch.server(
                at: address, settings: settings, themes: start.look.catalog,
                screen: WebScreen(
                    text: "", kept: false, state: .live, theme: named.name, scheme: named.scheme,
                    language: l10n.code, align: settings.align),
                environment: environment)
            return SessionWeb(server: server, theme: { start.look.roomTheme(for: $0) })
        }
        var session = ScreenLauncher.SessionStart(
            messages: MessageStore(directory: paths.data), settings: SettingsStore(directory: paths.config),
            version: version, describe: describe)
        session.orientation = orientation
        session.room = room
        session.web = web
        // A kiosk shows its message as kept: nothing is typed, nothing saved.
        var shown = text
        if let kiosk {
            session.kiosk = (kiosk, KioskLaunch.message(text, store: session.messages))
            shown = nil
        }
        return LaunchedSession(
            program: start.session(settings: settings, session), text: shown, room: room, web: web)
    }
}

/// A session ready to run: the room and the browser screen are left when it ends.
public struct LaunchedSession {
    /// The session.
    public let program: SessionProgram
    let text: String?
    let room: RoomPublisher?
    let web: SessionWeb?

    /// Runs the session until the person leaves or a signal ends it, with `problems` (what
    /// went wrong before it began) in Home's status row; the room and the browser screen are
    /// left on the way out.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(problems: [String]) async throws(TerminalError) -> SessionOutcome {
        defer {
            room?.leave()
            web?.leave()
        }
        return try await program.run(text: text, problems: problems)
    }
}
