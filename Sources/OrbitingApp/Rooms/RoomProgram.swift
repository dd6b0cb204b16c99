import FoundationEssentials
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A room screen (`orbiting room NAME`), run by the one `ScreenLoop` as the session and the
/// timer display are: it draws the room (`RoomView`) on every update of its subscription
/// (the loop's `wakeInput`) and every resize. Read-only: q or Esc leaves (0), Ctrl-C too
/// (130), Ctrl-Z suspends. It never ends because the broker went away (the client
/// reconnects); a broker that refuses the user ends it, with `refusal` set.
public final class RoomProgram: ScreenProgram {
    let subscription: RoomSubscription
    let view: RoomView
    /// The terminal the screen's loop takes when it runs.
    let terminal: any TerminalDevice
    let look: SessionLook
    /// How the message reaches the screen: the look's, until a late answer changes it.
    var render: RenderTarget
    /// Where `look` came from, for the terminal's late answer.
    var looks: any LookSource
    /// The settings the look is for.
    let settings: Settings
    /// The colours for the typist's theme and scheme (nil: this screen's own), with `--room-theme`.
    let typistColors: ((_ theme: String, _ scheme: String?) -> ScreenColors?)?
    var size = TerminalSize(columns: 80, rows: 24)
    /// What the screen asked its loop for since the loop last took it.
    var effects = ScreenEffects()
    /// Why the broker refused, when it did (the screen then ends).
    public private(set) var refusal: String?
    /// The browser screen served from this room (`room NAME --web`), fed from the same
    /// subscription.
    let web: RoomWebBridge?

    /// Creates the screen showing `subscription`'s room with `engine` in `look`'s look for
    /// `settings`; `typistColors` (for `--room-theme`) names the colours of the typist's theme;
    /// `web` (`--web`) gets every update too, and its URL shows in the status row.
    public convenience init(
        subscription: RoomSubscription, engine: BigTextEngine, look: any LookSource,
        settings: Settings = Settings(), typistColors: ((_ theme: String, _ scheme: String?) -> ScreenColors?)? = nil,
        web: RoomWebBridge? = nil,
        features: TerminalFeatures = [], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) {
        self.init(
            subscription: subscription, engine: engine, look: look, settings: settings, typistColors: typistColors,
            web: web,
            terminal: TerminalSession(input: input, output: output, features: Self.features.union(features)))
    }

    /// What the room screen turns on, besides the probe's features.
    public static let features: TerminalFeatures = [.alternateScreen, .hiddenCursor, .noAutowrap, .rawInput]

    /// Creates the screen showing `subscription`'s room on `terminal` (its features chosen), in
    /// `looks`' look for `settings`.
    public init(
        subscription: RoomSubscription, engine: BigTextEngine, look looks: any LookSource,
        settings: Settings = Settings(),
        typistColors: ((_ theme: String, _ scheme: String?) -> ScreenColors?)? = nil,
        web: RoomWebBridge? = nil,
        terminal: any TerminalDevice
    ) {
        let look = looks.look(for: settings)
        self.looks = looks
        self.settings = settings
        self.subscription = subscription
        view = RoomView(engine: engine, room: subscription.room.name)
        view.web = web?.status
        self.web = web
        self.terminal = terminal
        self.look = look
        render = look.render
        self.typistColors = typistColors
    }

    /// The terminal answered the picture questions late: `auto` picks again with what it said.
    public func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget? {
        looks = looks.afterLateAnswer(support)
        let chosen = looks.look(for: settings).render
        guard chosen != render else { return nil }
        render = chosen
        return chosen
    }

    /// Runs until a leave key, a signal, or the broker's refusal.
    /// - Returns: the exit status (0, or 128 + the signal).
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(signals: [Int32] = ScreenLoop.handledSignals) async throws(TerminalError) -> SessionOutcome {
        let loop = ScreenLoop(terminal: terminal, depth: look.depth, render: look.render)
        return SessionOutcome(status: try await loop.run(self, signals: signals), problems: [])
    }

    /// Takes the window's size and starts listening to the room.
    public func begin(_ context: ScreenContext) {
        if let measured = context.size { size = measured }
        subscription.start()
    }

    /// The subscription's descriptor: news from the room wakes the loop.
    public var wakeInput: Int32 { subscription.fileDescriptor }

    /// Handles a key: q or Escape leaves, Ctrl-C ends as SIGINT would, Ctrl-Z stops.
    public func receive(_ key: KeyEvent) async {
        await handle(key)
    }

    /// Takes the room's news (messages, the typist's presence, the connection) and ends the screen when the broker
    /// refused.
    public func turn(idle: Bool) async {
        for update in subscription.take() {
            if case .connection(.refused(let reason)) = update {
                // Ends the screen; the launcher reports the refusal once the terminal is back.
                refusal = reason
                effects.append(.quit(0))
            }
            web?.forward(update)
            if view.apply(update) { effects.append(.draw) }
        }
    }

    /// Nil: the room screen wakes only for keys and the room's news.
    public func nextWake(at now: Duration) -> Duration? { nil }

    /// What the screen asked its loop for since the loop last took it.
    public func takeEffects() -> [ScreenEffect] { effects.take() }

    /// Ends the screen with `status` (a signal's).
    public func end(status: Int32, problem: String?) async {
        effects.append(.quit(status))
    }

    /// Keeps the window's new size for the next frame.
    public func resized(to size: TerminalSize) {
        self.size = size
    }

    /// The frame for the room now.
    public func frame() -> ScreenBuffer {
        var colors = look.colors
        if let typistColors, let theme = view.document?.theme, let theirs = typistColors(theme, view.document?.scheme) {
            colors = theirs
        }
        let context = RenderContext(size: size, colors: colors, l10n: look.l10n, now: Date())
        var frame = context.blankFrame()
        view.render(options: look.options, render: render, colors: colors, into: &frame, context: context)
        return frame
    }

    func handle(_ key: KeyEvent) async {
        switch key {
        case .text(let typed) where typed.lowercased().hasPrefix("q"): effects.append(.quit(0))
        case .escape: effects.append(.quit(0))
        case .control("c"): effects.append(.quit(128 + SIGINT))
        case .control("z"): effects.append(.suspend)
        default: break
        }
    }
}
