import Foundation
import OrbitingCore
import OrbitingTerminal
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// The run loop of the timer display: it owns the terminal as the session does
/// (`TerminalSession`, `SignalPipe`, one `poll(2)`, `FrameWriter`), reads the timers from
/// their source, fires their alarms, and draws.
///
/// It wakes when a running timer's digits change (aligned to its deadline's second
/// boundaries, see `TimerSchedule`), for a key, a signal, the flash's frames, and at least
/// once a second to see timers other processes started; each frame writes only the cells
/// that changed. SIGWINCH refits; the terminal and the window title are restored on every
/// way out.
public final class TimerLoop {
    let source: any TimerSource
    let view: TimerView
    let terminal: TerminalSession
    let writer: FrameWriter
    let look: SessionLook
    let options: TimerLoopOptions
    /// The state of the display.
    public private(set) var display = TimerDisplay()
    var decoder = KeyDecoder()
    var limiter = FrameLimiter()
    let commands = AlarmCommands()
    var flash: Flash?
    var editor: ReadlineEditor?
    var size = TerminalSize(columns: 80, rows: 24)
    var faces: [TimerFace] = []
    var shownTitle: String?
    var exitStatus: Int32?
    /// When the display ends on its own, after its timer's alarm (the flash's first frame shown).
    var exitAt: Duration?
    var problems: [String] = []
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    var input = [UInt8](repeating: 0, count: 4096)

    /// How long the loop sleeps at most: timers started elsewhere show up within it.
    static let longestWait: Duration = .seconds(1)

    /// Creates the loop showing `source`'s timers with `engine` in `look`.
    public init(source: any TimerSource, engine: BigTextEngine, look: SessionLook, options: TimerLoopOptions,
                input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.source = source
        view = TimerView(engine: engine)
        view.orientation = options.orientation
        let features: TerminalFeatures = [.alternateScreen, .hiddenCursor, .noAutowrap, .rawInput]
        terminal = TerminalSession(input: input, output: output, features: features.union(options.terminalFeatures))
        writer = FrameWriter(output: output, depth: look.depth)
        writer.render(look.render)
        terminal.frameWriter = writer
        self.look = look
        self.options = options
        start = clock.now
    }

    /// The signals the display handles: resize, suspend and continue, and the ones that end it.
    public static let handledSignals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// Runs until `q`, a signal, or the end of the timer the display waits for.
    ///
    /// - Parameter signals: the signals caught through a `SignalPipe` (one per process);
    ///   none when the program around the display keeps its signals to itself (tests).
    /// - Returns: the exit status (0, or 128 + the signal) and what went wrong on the way.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(signals: [Int32] = TimerLoop.handledSignals) throws(TerminalError) -> SessionOutcome {
        let pipe = signals.isEmpty ? nil : try SignalPipe.install(signals)
        defer { pipe?.uninstall() }
        try terminal.enter()
        defer { terminal.restore() }
        if options.showsTitle { writer.send(TerminalNotification.saveTitle) }
        defer { if options.showsTitle { writer.send(TerminalNotification.restoreTitle) } }
        defer { editor?.close() }
        resized()
        while exitStatus == nil {
            tick()
            guard exitStatus == nil else { break }
            wait(pipe)
        }
        return SessionOutcome(status: exitStatus ?? 0, problems: problems)
    }

    /// Time on the loop's monotonic clock (the flash's).
    var now: Duration { clock.now - start }

    // MARK: One turn

    /// Reads the timers, fires what is due, updates the title and draws.
    func tick() {
        commands.reap()
        for event in source.takeDueAlarms() { fire(event) }
        faces = source.faces()
        if let waited = options.exitWhenDone, exitAt == nil, !faces.contains(where: { $0.id == waited }) {
            exitAt = now  // finished or cancelled here or elsewhere: nothing left to wait for
        }
        if let exitAt, now >= exitAt {
            exitStatus = 0
            return
        }
        updateTitle()
        limiter.request()
        if limiter.shouldDraw(at: now) { writer.show(frame()) }
    }

    /// The frame for the display now.
    func frame() -> ScreenBuffer {
        let context = renderContext()
        var frame = context.blankFrame()
        view.render(display, faces: faces, options: look.options, into: &frame, context: context)
        if let amount = flash?.amount(at: now) {
            Flash.apply(amount, to: &frame, colors: look.colors)
        } else {
            flash = nil
        }
        return frame
    }

    func renderContext() -> RenderContext {
        RenderContext(size: size, colors: look.colors, l10n: look.l10n, now: Date())
    }

    // MARK: Alarms

    func fire(_ event: TimerAlarmEvent) {
        flash = Flash(start: now)
        guard case .end(let face) = event else { return }
        let alarm = face.alarm
        if alarm.bell { writer.ringBell() }
        let title = face.label.isEmpty ? options.appName : options.appName + " · " + face.label
        let body = look.l10n(face.label.isEmpty ? "timer.alarm.body" : "timer.alarm.bodyLabel",
                             ["label": TextSanitizer.singleLine(face.label)])
        writer.send(options.forTerminal(TerminalNotification.notify(title: title, body: body, style: options.notificationStyle)))
        if alarm.notify { commands.notifySend(title: title, body: body) }
        if let command = alarm.exec, !commands.runShell(command) {
            problems.append(look.l10n("timer.alarm.commandFailed", ["command": TextSanitizer.singleLine(command)]))
        }
        if face.id == options.exitWhenDone, !alarm.overtime {
            // Done: it goes to the finished timers, and the display ends once the flash's
            // swapped frame is shown.
            if let problem = source.perform(.finish(id: face.id)) { problems.append(problem) }
            exitAt = now + Flash.holdTime
        }
    }

    /// The window title: the huge timer's time and label, written when it changes.
    func updateTitle() {
        guard options.showsTitle else { return }
        let title: String
        if let huge = display.huge(in: faces) {
            title = huge.digits + (huge.label.isEmpty ? "" : " " + huge.label) + " · " + options.appName
        } else {
            title = options.appName
        }
        guard title != shownTitle else { return }
        shownTitle = title
        writer.send(TerminalNotification.title(title))
    }

    // MARK: Waiting

    private func wait(_ pipe: SignalPipe?) {
        var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, timeout())
        if ready < 0 {
            guard errno != EINTR else { return }
            problems.append(String(cString: strerror(errno)))
            exitStatus = 1
            return
        }
        if let pipe, fds[1].revents & Int16(POLLIN) != 0 {
            for signal in pipe.take() { handle(signal: signal) }
        }
        if exitStatus == nil, fds[0].revents != 0 {
            readInput()
        } else if ready == 0, decoder.isWaiting {
            for key in decoder.flush() { handle(key) }
        }
    }

    /// Milliseconds until the next change: a digit, a flash frame, a lone ESC, the end.
    func timeout() -> Int32 {
        let now = self.now
        var waits: [Duration] = [Self.longestWait]
        if let change = TimerSchedule.nextChange(faces) { waits.append(change) }
        if flash != nil { waits.append(limiter.interval) }
        if let frame = limiter.waitTime(at: now) { waits.append(frame) }
        if decoder.isWaiting { waits.append(.milliseconds(30)) }
        if let exitAt { waits.append(max(.zero, exitAt - now)) }
        let wait = waits.min() ?? Self.longestWait
        let (seconds, attoseconds) = wait.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func readInput() {
        let fd = terminal.input
        let count = input.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard count > 0 else {
            exitStatus = 128 + SIGHUP  // the terminal is gone; the timers go on in the store
            return
        }
        receive(Array(input[..<count]))
    }

    /// Hands `bytes` to the `n` prompt's readline while it is open, else to the key decoder.
    func receive(_ bytes: [UInt8]) {
        var rest = bytes
        while !rest.isEmpty, exitStatus == nil {
            if let editor {
                if rest == [0x1B] {  // a lone Escape closes the prompt
                    endPrompt(nil)
                    return
                }
                rest = editor.feed(rest)
                if editor.hasChanges { display.prompt = editor.takeEdit() }
                for event in editor.takeEvents() {
                    switch event {
                    case .accepted(let line, _): endPrompt(line)
                    case .endOfInput, .action(.interrupt), .action(.shake), .action(.quit): endPrompt(nil)
                    case .action: break
                    }
                }
                continue
            }
            let keys = decoder.feed(rest).flatMap(Self.oneByOne)
            rest = []
            for key in keys {
                if editor != nil {
                    rest += key.bytes  // the prompt opened: the keys after `n` are its
                } else {
                    handle(key)
                }
            }
        }
    }

    /// Typed text one character at a time: each is a key of its own here ("+q").
    static func oneByOne(_ key: KeyEvent) -> [KeyEvent] {
        guard case .text(let typed) = key, typed.count > 1 else { return [key] }
        return typed.map { .text(String($0)) }
    }

    func handle(_ key: KeyEvent) {
        display.prepare(for: renderContext())
        for effect in display.handle(key, faces: faces) { carryOut(effect) }
        faces = source.faces()
        limiter.request()
    }

    private func carryOut(_ effect: TimerEffect) {
        switch effect {
        case .perform(let action):
            if let problem = source.perform(action) { display.notice = .problem(problem) }
        case .startPrompt:
            editor = ReadlineEditor(history: [], terminalInput: terminal.input)
            display.prompt = editor?.takeEdit()
        case .suspend:
            suspend()
        case .leave:
            exitStatus = 0
        }
    }

    private func endPrompt(_ line: String?) {
        editor?.close()
        editor = nil
        for effect in display.endPrompt(accepting: line) { carryOut(effect) }
    }

    // MARK: Signals

    private func handle(signal: Int32) {
        switch signal {
        case SIGWINCH: resized()
        case SIGTSTP: suspend()
        case SIGCONT: retake()
        default: exitStatus = 128 + signal
        }
    }

    private func resized() {
        writer.invalidate()
        if let measured = TerminalSize.of(fileDescriptor: writer.output) { size = measured }
        display.prepare(for: renderContext())
    }

    private func suspend() {
        if options.showsTitle { writer.send(TerminalNotification.restoreTitle) }
        terminal.restore()
        SignalPipe.stopProcess()
        retake()
    }

    private func retake() {
        do {
            try terminal.enter()
            if options.showsTitle { writer.send(TerminalNotification.saveTitle) }
            shownTitle = nil
            resized()
        } catch {
            exitStatus = 128 + SIGHUP
        }
    }
}
