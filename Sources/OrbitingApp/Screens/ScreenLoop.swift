import Foundation
import OrbitingTerminal
#if canImport(Glibc)
import Glibc
#endif

/// A full-screen program that a `ScreenLoop` runs: the session, the timer display. It takes
/// the bytes the terminal sends and the turns the loop gives it, says when it next needs a
/// turn and what it shows; the loop owns the terminal, the signals and the drawing.
public protocol ScreenProgram: AnyObject {
    /// The exit status once the program has ended; nil while it runs.
    var exitStatus: Int32? { get }
    /// The terminal is taken: the program prepares its first frame.
    func begin() async
    /// Bytes the terminal sent.
    func receive(_ bytes: ArraySlice<UInt8>) async
    /// A turn after every wake-up, once input and signals are handled.
    ///
    /// - Parameter idle: the wait ended with nothing to read (its time passed).
    func turn(idle: Bool) async
    /// How long the program may sleep from `now` before its next turn; nil to wait for input.
    func nextWake(at now: Duration) -> Duration?
    /// The run must end with `status` (128 + a signal, or 1 with `problem` when waiting
    /// failed); the program keeps what must be kept and sets `exitStatus`.
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
    /// The terminal answered the start-up exchange's picture questions after its wait had
    /// given up (a loaded machine, a slow link): the program lets `auto` pick again with what
    /// it said and draws in the mode picked; the render target it draws in now, nil when
    /// unchanged (the loop's writer then follows it).
    func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget?
}

extension ScreenProgram {
    public var wakeInput: Int32 { -1 }
    public func suspension(_ phase: ScreenSuspension) {}
    public func leave() {}
    public func ignoresSignal(_ signal: Int32) -> Bool { false }
    public func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget? { nil }
}

/// Where a stop (Ctrl-Z) stands, for what a program writes outside its frames (a title).
public enum ScreenSuspension: Sendable {
    /// The terminal is about to be given back.
    case stopping
    /// The terminal was just taken again.
    case resumed
}

/// The one run loop of every full-screen program: it takes the terminal
/// (`TerminalSession`), turns the terminal's bytes and the signals (`SignalPipe`) into calls
/// of its program, waits in one `poll(2)` until the next frame (at most 60 a second) or the
/// program's next wake-up, and draws through the one `FrameWriter`, which writes only what
/// changed and takes any picture away before the terminal is given back.
///
/// SIGWINCH refits, SIGTSTP gives the terminal back and stops, SIGCONT takes it again, and
/// SIGTERM, SIGHUP and SIGINT end the program with 128 + the signal; the terminal is
/// restored on every way out. The loop and its program run on a thread of their own
/// (`ThreadExecutor`), since they block in `poll(2)`.
public final class ScreenLoop {
    /// The terminal this loop owns while it runs.
    public let terminal: TerminalSession
    /// The one writer of frames (and of bells, titles and notifications).
    public let writer: FrameWriter
    /// When the next frame may be drawn.
    public var limiter = FrameLimiter()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// The read end of the signal pipe while the loop runs (-1 otherwise): readline waits on
    /// it too, so a signal ends its waiting.
    public private(set) var signalInput: Int32 = -1
    /// Where each read from the terminal lands.
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// Late answers to the start-up exchange gathered until its DA1, the last of them,
    /// arrives; nil once that has come (an exchange is answered once).
    private var lateAnswers: [UInt8]? = []

    /// The signals a full-screen program handles: resize, suspend and continue, and the ones
    /// that end it.
    public static let handledSignals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// A loop on the terminal `input` and `output`, turning on `features`, drawing `render`
    /// in `depth`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures,
                depth: ColorDepth, render: RenderTarget) {
        terminal = TerminalSession(input: input, output: output, features: features)
        writer = FrameWriter(output: output, depth: depth)
        writer.render(render)
        terminal.frameWriter = writer
        start = clock.now
    }

    /// Time since the loop was made, on a monotonic clock.
    public var now: Duration { clock.now - start }

    /// The window's size now, when the output is a terminal.
    public var windowSize: TerminalSize? { TerminalSize.of(fileDescriptor: writer.output) }

    /// Asks for a frame; requests before it is drawn make one frame.
    public func requestFrame() { limiter.request() }

    /// Runs `program` until it sets its exit status; the terminal is restored on return.
    ///
    /// - Parameter signals: the signals caught through a `SignalPipe` (one per process);
    ///   none when the program around the loop keeps its signals to itself (tests).
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(_ program: some ScreenProgram, signals: [Int32] = ScreenLoop.handledSignals) async throws(TerminalError) {
        // The loop blocks in poll(2): on a thread of its own, never one of the shared pool's.
        let executor = ThreadExecutor(name: "orbiting screen")
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { () async throws(TerminalError) in
            try await runHere(program, signals: signals)
        }
    }

    private func runHere(_ program: some ScreenProgram, signals: [Int32]) async throws(TerminalError) {
        let pipe = signals.isEmpty ? nil : try SignalPipe.install(signals)
        signalInput = pipe?.fileDescriptor ?? -1
        defer {
            pipe?.uninstall()
            signalInput = -1
        }
        try terminal.enter()
        defer { terminal.restore() }
        defer { program.leave() }
        await program.begin()
        limiter.request()
        while program.exitStatus == nil {
            if limiter.shouldDraw(at: now) { writer.show(program.frame()) }
            let idle = await wait(pipe, program)
            if program.exitStatus == nil { await program.turn(idle: idle) }
        }
    }

    /// Gives the terminal back, stops until continued, then takes it again and refits.
    public func suspend(_ program: some ScreenProgram) async {
        program.suspension(.stopping)
        terminal.restore()
        SignalPipe.stopProcess()
        await retake(program)
    }

    // MARK: Waiting

    /// Waits for input, a signal, the program's `wakeInput` or the next wake-up and hands
    /// over what came (the program reads its `wakeInput` in its turn); whether the
    /// wait ended with nothing to read.
    private func wait(_ pipe: SignalPipe?, _ program: some ScreenProgram) async -> Bool {
        var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: program.wakeInput, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 3, timeout(program))
        if ready < 0 {
            if errno != EINTR { await program.end(status: 1, problem: String(cString: strerror(errno))) }
            return false
        }
        if let pipe, fds[1].revents & Int16(POLLIN) != 0 {
            for signal in pipe.take() { await handle(signal: signal, program) }
        }
        if program.exitStatus == nil, fds[0].revents != 0 { await read(program) }
        return ready == 0
    }

    /// Milliseconds until the next frame or the program's wake-up; -1 for neither.
    private func timeout(_ program: some ScreenProgram) -> Int32 {
        let now = self.now
        let waits = [limiter.waitTime(at: now), program.nextWake(at: now)].compactMap { $0 }
        guard let wait = waits.min() else { return -1 }
        let (seconds, attoseconds) = max(.zero, wait).components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func read(_ program: some ScreenProgram) async {
        let fd = terminal.input
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard count > 0 else {
            // The terminal is gone: as on a hang-up.
            await program.end(status: 128 + SIGHUP, problem: nil)
            return
        }
        // An answer to the start-up exchange that came after its wait is not typing, but
        // what it says about pictures still counts.
        let (typed, replies) = TerminalReplies.split(Array(buffer[..<count]))
        if !replies.isEmpty { gatherLate(replies, program) }
        if !typed.isEmpty { await program.receive(typed[...]) }
    }

    /// Keeps late answers until the exchange's DA1 ends them, then tells `program` what they
    /// say about pictures, once, and draws in the mode it then picks.
    private func gatherLate(_ replies: [UInt8], _ program: some ScreenProgram) {
        guard var answers = lateAnswers else { return }
        answers += replies.prefix(4096 - min(4096, answers.count))
        lateAnswers = answers
        guard TerminalQuery.containsDeviceAttributes(answers) else { return }
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
            resized(program)
        } catch {
            await program.end(status: 128 + SIGHUP, problem: nil)
        }
    }
}
