import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A full-screen program that a `ScreenLoop` runs: the session, the timer display, the room
/// screen. It takes the keys (or, for a line editor, the bytes) the loop decoded and the
/// turns the loop gives it, says when it next needs a turn and what it shows, and asks for
/// everything else as effects (`ScreenEffect`), ending with `.quit`; the loop owns the
/// terminal, its input, the signals and the drawing, and the program holds no reference to it.
public protocol ScreenProgram: AnyObject {
    /// The terminal is taken: the program keeps `context` (the window's size, the loop's
    /// clock, its frame interval) and prepares its first frame.
    func begin(_ context: ScreenContext) async
    /// Whether typed bytes go to the program as they are (to a line editor, readline), not
    /// decoded into keys; mouse reports and a lone Escape are always decoded.
    var takesBytes: Bool { get }
    /// A key, mouse report or paste the person sent, decoded by the loop; `.escape` is an
    /// Escape key with nothing after it in time.
    func receive(_ key: KeyEvent) async
    /// Typed bytes, whole keys and sequences, while `takesBytes`.
    ///
    /// - Returns: the bytes it did not take (it stopped taking bytes on the way): the loop
    ///   hands them on as `takesBytes` then says.
    func receive(bytes: [UInt8]) async -> [UInt8]
    /// A turn after every wake-up, once input and signals are handled.
    ///
    /// - Parameter idle: the wait ended with nothing to read (its time passed).
    func turn(idle: Bool) async
    /// How long the program may sleep from `now` before its next turn; nil to wait for input.
    func nextWake(at now: Duration) -> Duration?
    /// The run must end with `status` (128 + a signal, or 1 with `problem` when waiting
    /// failed); the program keeps what must be kept and asks for `.quit`.
    func end(status: Int32, problem: String?) async
    /// A descriptor the loop waits on besides the terminal (news from elsewhere, such as a
    /// room's updates): when it is readable the program gets a turn; -1 for none.
    var wakeInput: Int32 { get }
    /// The window's size is now `size` (after SIGWINCH, and when the terminal is taken again).
    func resized(to size: TerminalSize)
    /// The frame to show now.
    func frame() -> ScreenBuffer
    /// The terminal is about to be given back for a stop (Ctrl-Z), or was just taken again.
    func suspension(_ phase: ScreenSuspension)
    /// The run is over and the terminal is about to be given back: the program lets go of
    /// what it holds on it (readline, a title).
    func leave()
    /// Whether the program ignores `signal` now (a locked kiosk: SIGINT, SIGTSTP, SIGQUIT).
    func ignoresSignal(_ signal: Int32) -> Bool
    /// Whether the loop draws the program's frames; false when its output is no terminal
    /// (`show --follow` down a pipe prints its frames with `.print` instead).
    var showsFrames: Bool { get }
    /// What the program asked for since it was last asked, in order (`ScreenEffect`); the
    /// loop carries it out after each call into the program.
    func takeEffects() -> [ScreenEffect]
    /// Writing what the program asked to `.print` failed with `code` (an `errno`).
    func printFailed(_ code: Int32)
    /// The terminal answered the start-up exchange's picture questions after its wait had
    /// given up (a loaded machine, a slow link): the program lets `auto` pick again with what
    /// it said and draws in the mode picked; the render target it draws in now, nil when
    /// unchanged (the loop's writer then follows it).
    func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget?
}

extension ScreenProgram {
    /// By default a program takes decoded keys, not bytes.
    public var takesBytes: Bool { false }
    /// By default a program takes no bytes: all of them are handed back.
    public func receive(bytes: [UInt8]) async -> [UInt8] { bytes }
    /// By default the loop waits on the terminal alone.
    public var wakeInput: Int32 { -1 }
    /// By default a stop changes nothing for the program.
    public func suspension(_ phase: ScreenSuspension) {}
    /// By default a program holds nothing on the terminal to let go of.
    public func leave() {}
    /// By default every signal the loop handles ends the run.
    public func ignoresSignal(_ signal: Int32) -> Bool { false }
    /// By default the loop draws the program's frames.
    public var showsFrames: Bool { true }
    /// By default a program asks for nothing beyond its frames.
    public func takeEffects() -> [ScreenEffect] { [] }
    /// By default a failed print changes nothing: a program that prints says what it does.
    public func printFailed(_ code: Int32) {}
    /// By default a late answer changes nothing: the program draws as before.
    public func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget? { nil }
}

/// Where a stop (Ctrl-Z) stands, for what a program writes outside its frames (a title).
public enum ScreenSuspension: Sendable {
    /// The terminal is about to be given back.
    case stopping
    /// The terminal was just taken again.
    case resumed
}

/// The one run loop of every full-screen program: it takes the terminal (a
/// `TerminalDevice`), cuts its bytes into whole pieces (`InputFramer`: the one rule for a
/// lone Escape and for sequences split across reads), sets the terminal's late answers
/// apart, decodes keys with the one `KeyDecoder`, turns them and the signals (`SignalPipe`)
/// into calls of its program, waits in one `poll(2)` until the next frame (at most 60 a second) or the
/// program's next wake-up, and draws through the one `FrameWriter`, which writes only what
/// changed and takes any picture away before the terminal is given back.
///
/// SIGWINCH refits, SIGTSTP gives the terminal back and stops, SIGCONT takes it again, and
/// SIGTERM, SIGHUP and SIGINT end the program with 128 + the signal; the terminal is
/// restored on every way out. The loop and its program run on a thread of their own
/// (`ThreadExecutor`), since they block in `poll(2)`.
public final class ScreenLoop {
    /// The terminal this loop owns while it runs.
    public let terminal: any TerminalDevice
    /// The one writer of frames (and of bells, titles and notifications).
    public let writer: FrameWriter
    /// When the next frame may be drawn.
    public private(set) var limiter = FrameLimiter()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Where each read from the terminal lands.
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// What the program asked for and the loop has not carried out yet.
    private var pending: [ScreenEffect] = []
    /// The exit status the program asked for with `.quit`; nil while it runs.
    private var status: Int32?
    /// A `.print` failed: the ones after it are dropped.
    private var printFailed = false
    /// Late answers to the start-up exchange gathered until its DA1, the last of them,
    /// arrives; nil once that has come (an exchange is answered once).
    private var lateAnswers: [UInt8]? = []
    /// Holds sequences and characters until they are whole.
    private var framer = InputFramer()
    /// The one decoder of keys.
    private var decoder = KeyDecoder()
    /// Takes mouse reports out of bytes meant for a line editor.
    private var mouseFilter = MouseReportFilter()

    /// The most bytes of late answers kept while waiting for their DA1.
    static let lateAnswerLimit = 4096

    /// The signals a full-screen program handles: resize, suspend and continue, and the ones
    /// that end it.
    public static let handledSignals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// A loop on the terminal `input` and `output`, turning on `features`, drawing `render`
    /// in `depth`.
    public convenience init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures,
        depth: ColorDepth, render: RenderTarget
    ) {
        self.init(
            terminal: TerminalSession(input: input, output: output, features: features), depth: depth, render: render)
    }

    /// A loop on `terminal` (its features chosen), drawing `render` in `depth`.
    public init(terminal: any TerminalDevice, depth: ColorDepth, render: RenderTarget) {
        self.terminal = terminal
        writer = terminal.makeWriter(depth: depth)
        writer.render(render)
        terminal.frameWriter = writer
        start = clock.now
    }

    /// Time since the loop was made, on a monotonic clock.
    public var now: Duration { clock.now - start }

    /// The window's size now, when the output is a terminal.
    public var windowSize: TerminalSize? { terminal.size }

    /// Runs `program` until it asks to quit; the terminal is restored on return.
    ///
    /// - Parameter signals: the signals caught through a `SignalPipe` (one per process);
    ///   none when the program around the loop keeps its signals to itself (tests).
    /// - Returns: the exit status the program quit with.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(_ program: some ScreenProgram, signals: [Int32] = ScreenLoop.handledSignals)
        async throws(TerminalError) -> Int32
    {
        // The loop blocks in poll(2): on a thread of its own, never one of the shared pool's.
        let executor = ThreadExecutor()
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { () async throws(TerminalError) in
            try await runHere(program, signals: signals)
        }
        return status ?? 0
    }

    private func runHere(_ program: some ScreenProgram, signals: [Int32]) async throws(TerminalError) {
        let pipe = signals.isEmpty ? nil : try SignalPipe.install(signals)
        defer { pipe?.uninstall() }
        try terminal.enter()
        defer { terminal.restore() }
        defer {
            program.leave()
            // What it writes on its way out (a title put back); a stop asked for now is moot.
            collect(program)
            for case .send(let sequence) in pending { _ = writer.send(sequence) }
            pending = []
        }
        await program.begin(ScreenContext(size: windowSize, frameInterval: limiter.interval, start: start))
        await carryOut(program)
        limiter.request()
        while isRunning(program) {
            if limiter.shouldDraw(at: now), program.showsFrames {
                writer.show(program.frame())
                await carryOut(program)  // what drawing asked for (a title) goes out with the frame
            }
            let idle = await wait(pipe, program)
            await carryOut(program)
            if isRunning(program) { await program.turn(idle: idle) }
            await carryOut(program)
        }
    }

    /// Takes what `program` asked for since it was last asked, to be carried out in order; a
    /// `.quit` sets the status the run ends with.
    private func collect(_ program: some ScreenProgram) {
        for effect in program.takeEffects() {
            if case .quit(let asked) = effect {
                if status == nil { status = asked }
            } else {
                pending.append(effect)
            }
        }
    }

    /// Whether `program` runs on: it has not asked to quit.
    private func isRunning(_ program: some ScreenProgram) -> Bool {
        collect(program)
        return status == nil
    }

    /// Carries out what `program` asked for since it was last asked.
    private func carryOut(_ program: some ScreenProgram) async {
        collect(program)
        let effects = pending
        pending = []
        for effect in effects {
            switch effect {
            case .draw: limiter.request()
            case .ring: writer.ringBell()
            case .send(let sequence): _ = writer.send(sequence)
            case .suspend: if status == nil { await suspend(program) }
            case .restyle(let depth, let render):
                writer.depth = depth
                writer.render(render)
            case .redraw:
                writer.invalidate()
                limiter.request()
            case .feature(let feature, let on): terminal.set(feature, on: on)
            case .print(let bytes):
                guard !printFailed, let code = writer.print(bytes) else { continue }
                printFailed = true
                program.printFailed(code)
            case .quit: break  // taken by `collect`
            }
        }
    }

    /// Gives the terminal back, stops until continued, then takes it again and refits.
    private func suspend(_ program: some ScreenProgram) async {
        program.suspension(.stopping)
        await carryOut(program)
        terminal.restore()
        SignalPipe.stopProcess()
        await retake(program)
    }

    // MARK: Waiting

    /// Waits for input, a signal, the program's `wakeInput` or the next wake-up and hands
    /// over what came (the program reads its `wakeInput` in its turn); settles what the
    /// framer holds when nothing came in its time; whether the wait ended with nothing to read.
    private func wait(_ pipe: SignalPipe?, _ program: some ScreenProgram) async -> Bool {
        let ready = terminal.wait(others: [pipe?.fileDescriptor ?? -1, program.wakeInput], timeout: timeout(program))
        if let failure = ready.failure {
            if failure != EINTR { await program.end(status: 1, problem: String(cString: strerror(failure))) }
            return false
        }
        if let pipe, ready.others[0] {
            for signal in pipe.take() { await handle(signal: signal, program) }
        }
        if isRunning(program), ready.input {
            await read(program)
        } else if isRunning(program) {
            await deliver(framer.settle(at: now), program)
        }
        return ready.isIdle
    }

    /// Milliseconds until the next frame, the program's wake-up or the framer's deadline;
    /// -1 for none.
    private func timeout(_ program: some ScreenProgram) -> Int32 {
        let now = self.now
        let waits = [limiter.waitTime(at: now), program.nextWake(at: now), framer.deadline.map { $0 - now }].compactMap
        { $0 }
        guard let wait = waits.min() else { return -1 }
        let (seconds, attoseconds) = max(.zero, wait).components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func read(_ program: some ScreenProgram) async {
        let count = terminal.read(into: &buffer)
        if count < 0 { return }
        guard count > 0 else {
            // The terminal is gone: as on a hang-up.
            await program.end(status: 128 + SIGHUP, problem: nil)
            return
        }
        await deliver(framer.feed(buffer[..<count], at: now), program)
    }

    /// Hands `pieces` to `program`: answers to the start-up exchange that came after its
    /// wait are not typing, but what they say about pictures still counts.
    private func deliver(_ pieces: [InputFramer.Piece], _ program: some ScreenProgram) async {
        var replies: [UInt8] = []
        for piece in pieces where isRunning(program) {
            switch piece {
            case .reply(let bytes): if lateAnswers != nil { replies += bytes }
            case .escape: await program.receive(.escape)
            case .typed(let bytes): await type(bytes, program)
            }
        }
        if !replies.isEmpty { gatherLate(replies, program) }
    }

    /// Hands typed bytes to `program`: as they are while it takes bytes (mouse reports
    /// decoded), else as keys; when it starts or stops taking bytes on the way, the rest
    /// follows the new way.
    private func type(_ bytes: [UInt8], _ program: some ScreenProgram) async {
        var rest = bytes
        while !rest.isEmpty, isRunning(program) {
            if program.takesBytes {
                let (keys, mice) = mouseFilter.split(rest)
                rest = keys + mouseFilter.flush()
                for event in mice where isRunning(program) { await program.receive(.mouse(event)) }
                if !rest.isEmpty, isRunning(program), program.takesBytes {
                    rest = await program.receive(bytes: rest)
                }
                continue
            }
            var keys = decoder.feed(rest)
            if decoder.isWaiting { keys += decoder.flush() }  // the framer gave a piece it settled
            rest = []
            for key in keys where isRunning(program) {
                let isMouse = if case .mouse = key { true } else { false }
                if program.takesBytes, !isMouse {
                    rest += key.bytes
                } else {
                    await program.receive(key)
                }
            }
        }
    }

    /// Keeps late answers until the exchange's DA1 ends them, then tells `program` what they
    /// say about pictures, once, and draws in the mode it then picks.
    private func gatherLate(_ replies: [UInt8], _ program: some ScreenProgram) {
        guard var answers = lateAnswers else { return }
        answers += replies.prefix(Self.lateAnswerLimit - min(Self.lateAnswerLimit, answers.count))
        lateAnswers = answers
        guard TerminalQuery.containsDeviceAttributes(answers) else {
            // Filled with what no exchange asked for: no DA1 will be read after it.
            if answers.count >= Self.lateAnswerLimit { lateAnswers = nil }
            return
        }
        lateAnswers = nil
        guard let target = program.renderAfterLateAnswer(GraphicsSupport.parse(answers)) else { return }
        writer.render(target)
        writer.invalidate()
        limiter.request()
    }

    // MARK: Signals

    private func handle(signal: Int32, _ program: some ScreenProgram) async {
        if program.ignoresSignal(signal) { return }
        switch signal {
        case SIGWINCH: resized(program)
        case SIGTSTP: await suspend(program)
        case SIGCONT: await retake(program)  // continued after a stop we did not see (SIGSTOP)
        default: await program.end(status: 128 + signal, problem: nil)
        }
    }

    private func resized(_ program: some ScreenProgram) {
        writer.invalidate()
        limiter.request()
        if let size = windowSize { program.resized(to: size) }
    }

    /// Takes the terminal again after a stop and refits; when it cannot be taken (it is
    /// gone), the program ends as on a hang-up.
    private func retake(_ program: some ScreenProgram) async {
        do {
            try terminal.enter()
            program.suspension(.resumed)
            await carryOut(program)
            resized(program)
        } catch {
            await program.end(status: 128 + SIGHUP, problem: nil)
        }
    }
}
