import FoundationEssentials
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen session, run by the one `ScreenLoop`: it turns the terminal's bytes and
/// time into `SessionEvent`s for the model, carries out the model's commands, and draws.
///
/// Woken early for the model's next deadline (idle save, flash). Home takes the typed bytes
/// for readline; the other screens take the keys the loop decoded.
public final class SessionProgram: ScreenProgram {
    /// How often the status row looks at the room's connection, when Home is published.
    static let roomCheck: Duration = .milliseconds(250)

    var model: SessionModel
    var services: SessionServices
    /// Draws Home; replaced when the `font` setting changes.
    var view: HomeView
    /// The `font` setting `view` draws with.
    var fontName: String
    /// The language code `view`'s fallback fonts were chosen for.
    var fontLanguage: String
    /// The terminal the session's loop takes when it runs.
    let terminal: any TerminalDevice
    /// What the loop said as the run began: the window's size, its clock.
    var context = ScreenContext()
    var look: SessionLook
    var editor: ReadlineEditor?
    /// The status a signal asked for, used when the model then says `.exit`.
    var signalStatus: Int32?
    /// The message the idle save kept while this edit goes on: a later save replaces it.
    var draft: (id: String, text: String)?
    var problems: [String] = []
    /// What the screen in front was last prepared for.
    var prepared: PreparedFor?
    /// Events the commands produced, applied in order before the next input.
    var queued: [SessionEvent] = []
    /// The window title last set (nil: none yet, or to be set again).
    var shownTitle: String?
    /// The message to show on Home from the start and what went wrong before it (see `run`).
    private var opening: (text: String?, problems: [String]) = (nil, [])

    struct PreparedFor: Equatable {
        var front: ScreenID
        var hasScreen: Bool
        var size: TerminalSize
        var language: String
    }

    /// Creates the session for `model`, drawing Home with `engine`, turning on `features` of
    /// the terminal.
    public convenience init(
        model: SessionModel, engine: BigTextEngine, services: SessionServices,
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures = .all
    ) {
        self.init(
            model: model, engine: engine, services: services,
            terminal: TerminalSession(input: input, output: output, features: features))
    }

    /// Creates the session for `model` on `terminal` (its features chosen), drawing Home
    /// with `engine`.
    public init(model: SessionModel, engine: BigTextEngine, services: SessionServices, terminal: any TerminalDevice) {
        self.model = model
        self.services = services
        view = HomeView(engine: engine)
        fontName = model.settings.font
        look = services.looks.look(for: model.settings)
        fontLanguage = look.l10n.code
        self.terminal = terminal
        showsWindowTitle = terminal.features.contains(.windowTitle)
    }

    /// What the session asked its loop for since the loop last took it.
    var effects = ScreenEffects()
    /// Whether the window's title follows the message (the `windowTitle` setting, as the
    /// terminal was asked to turn it on).
    var showsWindowTitle: Bool

    /// What the session asked its loop for since the loop last took it (frames, bells, suspending, publishing).
    public func takeEffects() -> [ScreenEffect] { effects.take() }

    /// Runs the session until the person leaves or a signal ends it; the terminal is
    /// restored on every way out.
    ///
    /// - Parameters:
    ///   - text: a message to show on Home from the start (saved only once kept).
    ///   - problems: what went wrong before the session began (an unreadable settings
    ///     file), shown in Home's status row.
    ///   - signals: the signals caught (see `ScreenLoop.run`); none in tests.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(
        text: String? = nil, problems startProblems: [String] = [],
        signals: [Int32] = ScreenLoop.handledSignals
    ) async throws(TerminalError) -> SessionOutcome {
        opening = (text, startProblems)
        let loop = ScreenLoop(terminal: terminal, depth: look.depth, render: look.render)
        let status = try await loop.run(self, signals: signals)
        return SessionOutcome(status: status, problems: problems)
    }

    /// Whether the session has asked to quit (nothing more is taken then).
    var hasQuit: Bool { effects.hasQuit }

    /// Opens the line editor with the recent messages, takes the window's size and puts the opening message, if any, on
    /// Home.
    public func begin(_ context: ScreenContext) async {
        self.context = context
        let recent = recentMessages()
        editor = ReadlineEditor(history: recent)
        if let size = context.size { model.size = size }
        if let text = opening.text, !text.isEmpty, let editor {
            editor.replaceLine(text)
            model.home.given = text
            await apply(.edited(editor.takeEdit()))
        }
        for problem in opening.problems { await apply(.failed(problem)) }
        prepareScreen()
    }

    /// Closes the line editor before the terminal is given back.
    public func leave() {
        editor?.close()
    }

    /// How many earlier messages Up and Ctrl-R reach.
    static let recallLimit = 1000

    /// The newest messages' texts, oldest first, for readline's history.
    func recentMessages() -> [String] {
        let recent = (try? services.messages.messages(matching: MessageQuery(limit: Self.recallLimit))) ?? []
        return recent.reversed().map(\.text)
    }

    /// Time on the session's clock.
    var now: Duration { context.now }

    // MARK: Turns

    /// Lets time pass for the session (timers, the room, what expires).
    public func turn(idle: Bool) async {
        await apply(.tick)
    }

    /// Until the session's next deadline, and at most the room's check interval while in a room.
    public func nextWake(at now: Duration) -> Duration? {
        var waits: [Duration] = []
        if let deadline = model.nextDeadline(after: now) { waits.append(max(.zero, deadline - now)) }
        if services.room != nil { waits.append(Self.roomCheck) }
        return waits.min()
    }

    /// Keeps what was typed and ends the session with `status`, noting `problem` for after the terminal is back.
    public func end(status: Int32, problem: String?) async {
        if let problem { problems.append(problem) }
        // Keep what was typed, then leave with the signal's status.
        signalStatus = status
        await apply(.terminate)
    }

    /// Home takes the typed bytes for readline (unless a kiosk locks it).
    public var takesBytes: Bool {
        model.front == .home && model.home.kiosk == nil && editor != nil
    }

    /// Hands `bytes` to readline until they are used up or Home is left.
    public func receive(bytes: [UInt8]) async -> [UInt8] {
        var rest = bytes
        while !rest.isEmpty, !hasQuit, takesBytes, let editor {
            rest = editor.feed(rest)
            let events = editor.takeEvents()
            // An action acts on the line as it is; Enter has already emptied the line, so
            // the kept text goes first and the empty line after it.
            let accepted = events.contains { if case .accepted = $0 { true } else { false } }
            if !accepted, editor.hasChanges { await apply(.edited(editor.takeEdit())) }
            for event in events { await apply(.readline(event)) }
            if accepted, editor.hasChanges { await apply(.edited(editor.takeEdit())) }
        }
        return hasQuit ? [] : rest
    }

    /// Handles a key, a mouse report or a paste on the screen shown.
    public func receive(_ key: KeyEvent) async {
        if case .mouse(let event) = key {
            await mouse(event)
            return
        }
        if key == .escape, takesBytes {
            await loneEscape()
            return
        }
        let welcome = model.front == .welcome
        await apply(.key(key))
        // Text typed or pasted on Welcome closes it and starts the message.
        if welcome, takesBytes, WelcomeScreen.passesOn(key) { _ = await receive(bytes: key.bytes) }
    }

    /// The Escape key alone on Home: it ends a Ctrl-R search (keeping the message found)
    /// and otherwise does nothing.
    func loneEscape() async {
        // The search (ReadlineEditor+Search) ends on an ESC with nothing after it.
        guard model.home.edit.search != nil else { return }
        _ = await receive(bytes: [0x1B])
    }

    // MARK: Window and stops

    /// Lays the screen out again for the window's new size.
    public func resized(to size: TerminalSize) {
        guard size != model.size else { return }
        _ = model.update(.resized(size), now: now)
        prepareScreen()
    }

    /// Gives the terminal back, stops until continued, then takes it again and repaints.
    func suspend() async {
        effects.append(.suspend)
    }

    // MARK: Drawing

    /// The frame for now, and the window's title to match.
    public func frame() -> ScreenBuffer {
        defer { showTitle() }
        return frame(at: now)
    }

    /// After a stop the title is shown again (the terminal's title stack was popped).
    public func suspension(_ phase: ScreenSuspension) {
        if phase == .resumed { shownTitle = nil }  // the terminal's title stack was popped
    }

    /// A locked kiosk ignores the signals that would end or stop it.
    public func ignoresSignal(_ signal: Int32) -> Bool {
        model.home.kiosk != nil && Self.kioskIgnores(signal)
    }

    /// The frame for the state at `now`.
    func frame(at now: Duration) -> ScreenBuffer {
        let context = renderContext()
        var frame = context.blankFrame()
        if model.front == .home {
            view.render(
                model.home, options: look.options, render: look.render, orientation: model.orientation, now: now,
                into: &frame, context: context)
        } else {
            model.screen?.render(into: &frame, context: context)
        }
        if model.isInverted { Flash.apply(1, to: &frame, colors: look.colors) }
        if let amount = model.flash?.amount(at: now) {
            Flash.apply(amount, to: &frame, colors: look.colors)
        }
        return frame
    }

    func renderContext() -> RenderContext {
        RenderContext(size: model.size, colors: look.colors, l10n: look.l10n, now: Date())
    }

    /// Prepares the screen in front when it, the window or the language changed.
    func prepareScreen() {
        let key = PreparedFor(
            front: model.front, hasScreen: model.screen != nil, size: model.size, language: look.l10n.code)
        guard key != prepared else { return }
        prepared = key
        let context = renderContext()
        model.screen?.prepare(for: context)
    }
}
