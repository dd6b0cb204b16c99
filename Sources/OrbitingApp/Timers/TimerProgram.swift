import FoundationEssentials
import OrbitingCore
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// The timer display, run by the one `ScreenLoop` as the session is: it reads the timers
/// from their source, fires their alarms, and draws.
///
/// It wakes when a running timer's digits change (aligned to its deadline's second
/// boundaries, see `TimerSchedule`), for a key, a signal, the flash's frames, and at least
/// once a second to see timers other processes started; each frame writes only the cells
/// that changed. SIGWINCH refits; the terminal and the window title are restored on every
/// way out.
public final class TimerProgram: ScreenProgram {
    let source: any TimerSource
    let view: TimerView
    /// The terminal the display's loop takes when it runs.
    let terminal: any TerminalDevice
    /// What the loop said as the run began: the window's size, its clock, its frame interval.
    var context = ScreenContext()
    let look: SessionLook
    /// Where `look` came from, for the terminal's late answer.
    var looks: any LookSource
    /// The settings the look is for.
    let settings: Settings
    let options: TimerLoopOptions
    /// The state of the display.
    public private(set) var display = TimerDisplay()
    let commands = AlarmCommands()
    var flash: Flash?
    var editor: ReadlineEditor?
    var size = TerminalSize(columns: 80, rows: 24)
    var faces: [TimerFace] = []
    var shownTitle: String?
    /// The progress indicator as last written (OSC 9;4), nil before the first.
    var shownProgress: String?
    /// When the display ends on its own: `quitAfter` past its timer's end, or at once when
    /// that timer was cancelled.
    var exitAt: Duration?
    var problems: [String] = []

    /// How long the loop sleeps at most: timers started elsewhere show up within it.
    static let longestWait: Duration = .seconds(1)

    /// Creates the loop showing `source`'s timers with `engine` in `look`'s look for `settings`.
    public convenience init(
        source: any TimerSource, engine: BigTextEngine, look: any LookSource,
        settings: Settings = Settings(), options: TimerLoopOptions,
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) {
        let terminal = TerminalSession(
            input: input, output: output, features: Self.features.union(options.terminalFeatures))
        self.init(source: source, engine: engine, look: look, settings: settings, options: options, terminal: terminal)
    }

    /// What the display turns on, besides `TimerLoopOptions.terminalFeatures`.
    public static let features: TerminalFeatures = [.alternateScreen, .hiddenCursor, .noAutowrap, .rawInput]

    /// Creates the display showing `source`'s timers on `terminal` (its features chosen), in
    /// `looks`' look for `settings`.
    public init(
        source: any TimerSource, engine: BigTextEngine, look looks: any LookSource, settings: Settings = Settings(),
        options: TimerLoopOptions, terminal: any TerminalDevice
    ) {
        let look = looks.look(for: settings)
        self.looks = looks
        self.settings = settings
        self.source = source
        view = TimerView(engine: engine)
        view.orientation = options.orientation
        view.render = look.render
        self.terminal = terminal
        self.look = look
        self.options = options
        display.waitedID = options.exitWhenDone
        display.steadyEnd = options.steadyEnd
    }

    /// What the display asked its loop for since the loop last took it (frames, the bell,
    /// titles and notifications, a stop).
    var effects = ScreenEffects()

    /// What the display asked its loop for since the loop last took it (frames, bells, the title and progress).
    public func takeEffects() -> [ScreenEffect] { effects.take() }

    /// The terminal answered the picture questions late: `auto` picks again with what it said.
    public func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget? {
        looks = looks.afterLateAnswer(support)
        let render = looks.look(for: settings).render
        guard render != view.render else { return nil }
        view.render = render
        return render
    }

    /// Runs until `q`, a signal, or a key after the end of the timer the display waits for
    /// (or, with `quitAfter`, that long after it).
    ///
    /// - Parameter signals: the signals caught through a `SignalPipe` (one per process);
    ///   none when the program around the display keeps its signals to itself (tests).
    /// - Returns: the exit status (0, or 128 + the signal) and what went wrong on the way.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(signals: [Int32] = ScreenLoop.handledSignals) async throws(TerminalError) -> SessionOutcome {
        let loop = ScreenLoop(terminal: terminal, depth: look.depth, render: look.render)
        let status = try await loop.run(self, signals: signals)
        return SessionOutcome(status: status, problems: problems)
    }

    /// Whether the display has asked to quit (nothing more is taken then).
    var hasQuit: Bool { effects.hasQuit }

    /// Saves the window's title when it shows one, takes the window's size and reads the timers.
    public func begin(_ context: ScreenContext) {
        self.context = context
        if options.showsTitle { effects.append(.send(TerminalNotification.saveTitle)) }
        if let measured = context.size { resized(to: measured) }
        tick()
    }

    /// Closes the prompt's line editor and gives back the title and the progress indicator it set.
    public func leave() {
        editor?.close()
        if options.showsTitle { effects.append(.send(TerminalNotification.restoreTitle)) }
        if shownProgress != nil { effects.append(.send(options.forTerminal(TerminalProgress.sequence(.hidden)))) }
    }

    /// Time on the loop's monotonic clock (the flash's).
    var now: Duration { context.now }

    // MARK: One turn

    /// Reads the timers, fires what is due and asks for a frame.
    public func turn(idle: Bool) async {
        tick()
    }

    /// Reads the timers, fires what is due, updates the title and asks for a frame.
    func tick() {
        commands.reap()
        for event in source.takeDueAlarms() { fire(event) }
        // Said after the alarm: what the store could not keep of it.
        for problem in source.takeProblems() where !problems.contains(problem) { problems.append(problem) }
        faces = display.shown(source.faces())
        if let waited = options.exitWhenDone, exitAt == nil, !faces.contains(where: { $0.id == waited }) {
            if let over = source.ended(id: waited) {
                // Finished elsewhere (another display took its alarm, `f`, `timers`): its end
                // is shown here too, until a key.
                display.keep(ended: over)
                faces = display.shown(source.faces())
                scheduleQuit()
            } else {
                exitAt = now  // cancelled here or elsewhere: nothing left to wait for
            }
        }
        if let exitAt, now >= exitAt {
            effects.append(.quit(0))
            return
        }
        updateTitle()
        updateProgress()
        effects.append(.draw)
    }

    /// With `--quit-after`, the display closes that long after the end it waited for.
    func scheduleQuit() {
        guard let quit = options.quitAfter, exitAt == nil else { return }
        exitAt = now + max(quit, Flash.holdTime)
    }

    /// The frame for the display now.
    public func frame() -> ScreenBuffer {
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
        if alarm.bell { effects.append(.ring) }
        // The label once, in the title; the body says what happened.
        let title = AlarmCommands.notificationTitle(appName: options.appName, label: face.label)
        let body = look.l10n("timer.alarm.body")
        effects.append(
            .send(
                options.forTerminal(
                    TerminalNotification.notify(title: title, body: body, style: options.notificationStyle))))
        if alarm.notify { commands.notifySend(title: title, body: body) }
        if let command = alarm.exec, !commands.runShell(command) {
            problems.append(look.l10n("timer.alarm.commandFailed", ["command": TextSanitizer.singleLine(command)]))
        }
        if !alarm.overtime, face.kind.endsOnce {
            // Done: it goes to the finished timers, and its end stays on screen until a key.
            if let problem = source.perform(.finish(id: face.id)), !problems.contains(problem) {
                problems.append(problem)
            }
            display.keep(ended: face.ended(at: Date()))
        }
        if face.id == options.exitWhenDone { scheduleQuit() }
    }

    /// The window title: the huge timer's time and label, written when it changes.
    func updateTitle() {
        guard options.showsTitle else { return }
        let title: String
        if let huge = display.huge(in: faces) {
            let paused = huge.isPaused ? " (" + look.l10n("timer.paused") + ")" : ""
            title = huge.digits + (huge.label.isEmpty ? "" : " " + huge.label) + paused + " · " + options.appName
        } else {
            title = options.appName
        }
        guard title != shownTitle else { return }
        shownTitle = title
        effects.append(.send(TerminalNotification.title(title)))
    }

    /// The terminal's progress indicator: the huge timer's share run, paused or over, written
    /// when it changes, where the terminal shows one.
    func updateProgress() {
        guard options.showsProgress else { return }
        let sequence: String
        if let huge = display.huge(in: faces) {
            let percent = Int(((huge.progress ?? 0) * 100).rounded(.down))
            if huge.progress == nil {
                sequence = TerminalProgress.sequence(huge.isPaused ? .paused : .indeterminate)
            } else if huge.isOver || huge.hasEnded {
                sequence = TerminalProgress.sequence(.error, percent: 100)
            } else {
                sequence = TerminalProgress.sequence(huge.isPaused ? .paused : .normal, percent: percent)
            }
        } else {
            sequence = TerminalProgress.sequence(.hidden)
        }
        guard sequence != shownProgress else { return }
        shownProgress = sequence
        effects.append(.send(options.forTerminal(sequence)))
    }

    // MARK: Waiting

    /// How long until the next change: a digit, a flash frame, the end.
    public func nextWake(at now: Duration) -> Duration? {
        var waits: [Duration] = [Self.longestWait]
        if let change = TimerSchedule.nextChange(faces) { waits.append(change) }
        if flash != nil { waits.append(context.frameInterval) }
        if let exitAt { waits.append(max(.zero, exitAt - now)) }
        return waits.min()
    }

    /// Ends the display with `status`; the timers go on in the store.
    public func end(status: Int32, problem: String?) {
        if let problem { problems.append(problem) }
        effects.append(.quit(status))  // the timers go on in the store
    }

    /// The `n` prompt's readline takes the typed bytes while it is open.
    public var takesBytes: Bool { editor != nil }

    /// Hands `bytes` to the prompt's readline until they are used up or the prompt closes.
    public func receive(bytes: [UInt8]) async -> [UInt8] {
        var rest = bytes
        while !rest.isEmpty, !hasQuit, let editor {
            rest = editor.feed(rest)
            if editor.hasChanges { display.prompt = editor.takeEdit() }
            for event in editor.takeEvents() {
                switch event {
                case .accepted(let line, _): await endPrompt(line)
                case .endOfInput, .action(.interrupt), .action(.shake), .action(.quit): await endPrompt(nil)
                case .action: break
                }
            }
        }
        return hasQuit ? [] : rest
    }

    /// A key: each character of typed text is a key of its own; once `n` opened the prompt,
    /// the characters after it are the prompt's. A lone Escape closes the prompt.
    public func receive(_ key: KeyEvent) async {
        if key == .escape, editor != nil {
            await endPrompt(nil)
            return
        }
        for (index, one) in Self.oneByOne(key).enumerated() where !hasQuit {
            if editor != nil {
                let after = Self.oneByOne(key).dropFirst(index).flatMap(\.bytes)
                _ = await receive(bytes: after)
                return
            }
            await handle(one)
        }
    }

    /// Typed text one character at a time: each is a key of its own here ("+q").
    static func oneByOne(_ key: KeyEvent) -> [KeyEvent] {
        guard case .text(let typed) = key, typed.count > 1 else { return [key] }
        return typed.map { .text(String($0)) }
    }

    func handle(_ key: KeyEvent) async {
        display.prepare(for: renderContext())
        for effect in display.handle(key, faces: faces) { await carryOut(effect) }
        faces = display.shown(source.faces())
        effects.append(.draw)
    }

    private func carryOut(_ effect: TimerEffect) async {
        switch effect {
        case .perform(let action):
            if let problem = source.perform(action) { display.notice = .problem(problem) }
        case .startPrompt:
            editor = ReadlineEditor(history: [])
            display.prompt = editor?.takeEdit()
        case .suspend:
            effects.append(.suspend)
        case .leave:
            effects.append(.quit(0))
        case .dismiss(let id):
            if id == options.exitWhenDone { effects.append(.quit(0)) }
        }
    }

    private func endPrompt(_ line: String?) async {
        editor?.close()
        editor = nil
        for effect in display.endPrompt(accepting: line) { await carryOut(effect) }
    }

    // MARK: Window and stops

    /// Lays the display out again for the window's new size.
    public func resized(to measured: TerminalSize) {
        size = measured
        display.prepare(for: renderContext())
    }

    /// Gives the window's title back for a stop and saves it again on return, when the display shows one.
    public func suspension(_ phase: ScreenSuspension) {
        guard options.showsTitle else { return }
        switch phase {
        case .stopping:
            effects.append(.send(TerminalNotification.restoreTitle))
        case .resumed:
            effects.append(.send(TerminalNotification.saveTitle))
            shownTitle = nil
        }
    }
}
