import Foundation
import OrbitingCore
import OrbitingTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The run loop of the full-screen session: it owns the terminal, turns bytes, signals and
/// time into `SessionEvent`s for the model, carries out the model's commands, and draws.
///
/// One thread, one `poll(2)` on the terminal and the signal pipe, woken early for the next
/// frame (at most 60 a second), the model's next deadline (idle save, flash) or a lone ESC.
/// Home's bytes go to readline; the other screens' bytes to the key decoder.
public final class SessionLoop {
    /// How long a lone ESC waits for the rest of a sequence (an Alt chord, a key's escape
    /// sequence) before it is the Escape key, on Home as on the other screens.
    static let escapeTimeout: Duration = .milliseconds(30)

    var model: SessionModel
    let services: SessionServices
    /// Draws Home; replaced when the `font` setting changes.
    var view: HomeView
    /// The `font` setting `view` draws with.
    var fontName: String
    let terminal: TerminalSession
    let writer: FrameWriter
    var look: SessionLook
    var decoder = KeyDecoder()
    var limiter = FrameLimiter()
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    var editor: ReadlineEditor?
    /// Where each read from the terminal lands (one buffer for the whole session).
    var input = [UInt8](repeating: 0, count: 65_536)
    /// Set when the session must end, with its exit status.
    var exitStatus: Int32?
    /// The status a signal asked for, used when the model then says `.exit`.
    var signalStatus: Int32?
    /// The message the idle save kept while this edit goes on: a later save replaces it.
    var draft: (id: String, text: String)?
    var problems: [String] = []
    /// What the screen in front was last prepared for.
    var prepared: PreparedFor?
    /// Events the commands produced, applied in order before the next input.
    var queued: [SessionEvent] = []
    /// When an ESC that ended a read on Home arrived: held back from readline until more
    /// bytes follow (then it leads them, an Alt chord) or `escapeTimeout` passes (then it
    /// is the Escape key on its own, see `loneEscape()`).
    var heldEscape: Duration?
    /// Takes mouse reports out of Home's bytes before readline sees them.
    var mouseFilter = MouseReportFilter()
    /// The window title last set (nil: none yet, or to be set again).
    var shownTitle: String?

    struct PreparedFor: Equatable {
        var front: ScreenID
        var hasScreen: Bool
        var size: TerminalSize
        var language: String
    }

    /// Creates the loop for `model`, drawing Home with `engine`, turning on `features` of
    /// the terminal.
    public init(model: SessionModel, engine: BigTextEngine, services: SessionServices,
                input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures = .all) {
        self.model = model
        self.services = services
        view = HomeView(engine: engine)
        fontName = model.settings.font
        terminal = TerminalSession(input: input, output: output, features: features)
        look = services.look(model.settings)
        writer = FrameWriter(output: output, depth: look.depth)
        writer.render(look.render)
        terminal.frameWriter = writer
        start = clock.now
    }

    /// Runs the session until the person leaves or a signal ends it; the terminal is
    /// restored on every way out.
    ///
    /// - Parameters:
    ///   - text: a message to show on Home from the start (saved only once kept).
    ///   - problems: what went wrong before the session began (an unreadable settings
    ///     file), shown in Home's status row.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(text: String? = nil, problems startProblems: [String] = []) async throws(TerminalError) -> SessionOutcome {
        let recent = await recentMessages()
        let pipe = try SignalPipe.install([SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT])
        defer { pipe.uninstall() }
        try terminal.enter()
        defer { terminal.restore() }
        let editor = ReadlineEditor(history: recent, terminalInput: terminal.input, interruptInput: pipe.fileDescriptor)
        self.editor = editor
        defer { editor.close() }
        if let size = TerminalSize.of(fileDescriptor: writer.output) { model.size = size }
        if let text, !text.isEmpty {
            editor.replaceLine(text)
            model.home.given = text
            await apply(.edited(editor.takeEdit()))
        }
        for problem in startProblems { await apply(.failed(problem)) }
        prepareScreen()
        limiter.request()
        while exitStatus == nil {
            drawIfDue()
            await waitAndHandle(pipe)
        }
        return SessionOutcome(status: exitStatus ?? 0, problems: problems)
    }

    /// How many earlier messages Up and Ctrl-R reach.
    static let recallLimit = 1000

    /// The newest messages' texts, oldest first, for readline's history.
    func recentMessages() async -> [String] {
        let recent = (try? await services.messages.messages(matching: MessageQuery(limit: Self.recallLimit))) ?? []
        return recent.reversed().map(\.text)
    }

    /// Time on the session's clock.
    var now: Duration { clock.now - start }

    // MARK: Waiting

    private func waitAndHandle(_ pipe: SignalPipe) async {
        var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, timeout())
        if ready < 0 {
            if errno == EINTR { return }
            problems.append(String(cString: strerror(errno)))
            signalStatus = 1
            await apply(.terminate)
            return
        }
        if fds[1].revents & Int16(POLLIN) != 0 {
            for signal in pipe.take() { await handle(signal: signal) }
        }
        if exitStatus == nil, fds[0].revents != 0 {
            await readInput()
        } else if ready == 0, decoder.isWaiting {
            for key in decoder.flush() { await apply(.key(key)) }
        }
        if exitStatus == nil, let held = heldEscape, now - held >= Self.escapeTimeout {
            heldEscape = nil
            await loneEscape()
        }
        if exitStatus == nil { await apply(.tick) }
    }

    /// Milliseconds until the next frame, deadline or ESC settles; -1 for none.
    private func timeout() -> Int32 {
        let now = self.now
        var waits: [Duration] = []
        if let frame = limiter.waitTime(at: now) { waits.append(frame) }
        if let deadline = model.nextDeadline(after: now) { waits.append(max(.zero, deadline - now)) }
        if decoder.isWaiting { waits.append(Self.escapeTimeout) }
        if let held = heldEscape { waits.append(max(.zero, held + Self.escapeTimeout - now)) }
        guard let wait = waits.min() else { return -1 }
        let (seconds, attoseconds) = wait.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }

    private func readInput() async {
        let fd = terminal.input
        let count = input.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard count > 0 else {
            // The terminal is gone: as on a hang-up, keep what was typed and leave.
            signalStatus = 128 + SIGHUP
            await apply(.terminate)
            return
        }
        await receive(input[..<count])
    }

    /// Hands `bytes` to readline while Home is in front, else to the key decoder.
    ///
    /// An ESC that ends the bytes on Home is held back (readline would take it as Meta and
    /// swallow the next key with it, however late): it leads the next bytes when they come
    /// within `escapeTimeout`, else it is the Escape key (`loneEscape()`).
    ///
    /// - Parameter escapeSettled: a final ESC is the Escape key already (no holding).
    func receive(_ bytes: ArraySlice<UInt8>, escapeSettled: Bool = false) async {
        var rest = Array(bytes)
        if heldEscape != nil {
            heldEscape = nil
            rest.insert(0x1B, at: 0)
        }
        if model.front == .home {
            let (keys, mice) = mouseFilter.split(rest)
            rest = keys
            for event in mice { await mouse(event) }
        }
        if !escapeSettled, model.front == .home, model.home.kiosk == nil, rest.last == 0x1B {
            rest.removeLast()
            heldEscape = now
        }
        while !rest.isEmpty, exitStatus == nil {
            if model.front == .home, model.home.kiosk == nil, let editor {
                rest = editor.feed(rest)
                let events = editor.takeEvents()
                // An action acts on the line as it is; Enter has already emptied the line, so
                // the kept text goes first and the empty line after it.
                let accepted = events.contains { if case .accepted = $0 { true } else { false } }
                if !accepted, editor.hasChanges { await apply(.edited(editor.takeEdit())) }
                for event in events { await apply(.readline(event)) }
                if accepted, editor.hasChanges { await apply(.edited(editor.takeEdit())) }
                continue
            }
            let keys = decoder.feed(rest)
            rest = []
            for key in keys {
                if case .mouse(let event) = key {
                    await mouse(event)
                    continue
                }
                // A screen closed under type-ahead: the keys typed after it belong to Home.
                if model.front == .home, model.home.kiosk == nil {
                    rest += key.bytes
                    continue
                }
                await apply(.key(key))
            }
        }
    }

    /// The Escape key alone, held since it arrived on Home: there it ends a Ctrl-R search
    /// (keeping the message found) and otherwise does nothing; on a screen that opened
    /// meanwhile it is that screen's Escape.
    func loneEscape() async {
        guard model.front == .home else {
            await apply(.key(.escape))
            return
        }
        // The search (ReadlineEditor+Search) ends on an ESC with nothing after it.
        guard model.home.edit.search != nil else { return }
        await receive([0x1B], escapeSettled: true)
    }

    // MARK: Signals

    private func handle(signal: Int32) async {
        if model.home.kiosk != nil, Self.kioskIgnores(signal) { return }
        switch signal {
        case SIGWINCH:
            resized()
        case SIGTSTP:
            await suspend()
        case SIGCONT:
            // Continued after a stop we did not see (SIGSTOP): take the terminal back.
            await retake()
        default:
            signalStatus = 128 + signal
            await apply(.terminate)
        }
    }

    private func resized() {
        writer.invalidate()
        limiter.request()
        guard let size = TerminalSize.of(fileDescriptor: writer.output), size != model.size else { return }
        _ = model.update(.resized(size), now: now)
        prepareScreen()
    }

    /// Gives the terminal back, stops until continued, then takes it again and repaints.
    func suspend() async {
        terminal.restore()
        SignalPipe.stopProcess()
        await retake()
    }

    /// Takes the terminal again after a stop and repaints; when it cannot be taken (it is
    /// gone), keeps what was typed and leaves, as on a hang-up.
    private func retake() async {
        do {
            try terminal.enter()
            shownTitle = nil
            resized()
        } catch {
            signalStatus = 128 + SIGHUP
            await apply(.terminate)
        }
    }

    // MARK: Drawing

    private func drawIfDue() {
        guard limiter.shouldDraw(at: now) else { return }
        writer.show(frame(at: now))
        showTitle()
    }

    /// The frame for the state at `now`.
    func frame(at now: Duration) -> ScreenBuffer {
        let context = renderContext()
        var frame = context.blankFrame()
        if model.front == .home {
            view.render(model.home, options: look.options, render: look.render, orientation: model.orientation, now: now,
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
        let key = PreparedFor(front: model.front, hasScreen: model.screen != nil, size: model.size, language: look.l10n.code)
        guard key != prepared else { return }
        prepared = key
        let context = renderContext()
        model.screen?.prepare(for: context)
    }
}
