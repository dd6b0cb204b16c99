import Foundation
import OrbitingCore
import OrbitingTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The run loop of a room screen (`orbiting room NAME`): it owns the terminal as the timer
/// display does (`TerminalSession`, `SignalPipe`, one `poll(2)` on the terminal, the signals
/// and the room's updates, `FrameWriter`), and draws the room (`RoomView`) on every update
/// and resize. Read-only: q, Esc or Ctrl-C leaves; Ctrl-Z suspends. It never ends because the
/// broker went away (the client reconnects); a broker that refuses the user ends it.
public final class RoomScreenLoop {
    let subscription: RoomSubscription
    let view: RoomView
    let terminal: TerminalSession
    let writer: FrameWriter
    let look: SessionLook
    /// The colours for the typist's theme and scheme (nil: this screen's own), with `--room-theme`.
    let typistColors: ((_ theme: String, _ scheme: String?) -> ScreenColors?)?
    var decoder = KeyDecoder()
    var limiter = FrameLimiter()
    var size = TerminalSize(columns: 80, rows: 24)
    var exitStatus: Int32?
    /// Why the broker refused, when it did (the loop then ends).
    public private(set) var refusal: String?
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    var input = [UInt8](repeating: 0, count: 4096)

    /// The signals the screen handles: resize, suspend and continue, and the ones that end it.
    public static let handledSignals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// Creates the loop showing `subscription`'s room with `engine` in `look`; `typistColors`
    /// (for `--room-theme`) names the colours of the typist's theme.
    public init(subscription: RoomSubscription, engine: BigTextEngine, look: SessionLook,
                typistColors: ((_ theme: String, _ scheme: String?) -> ScreenColors?)? = nil,
                features: TerminalFeatures = [], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.subscription = subscription
        view = RoomView(engine: engine, room: subscription.room.name)
        let own: TerminalFeatures = [.alternateScreen, .hiddenCursor, .noAutowrap, .rawInput]
        terminal = TerminalSession(input: input, output: output, features: own.union(features))
        writer = FrameWriter(output: output, depth: look.depth)
        writer.render(look.render)
        terminal.frameWriter = writer
        self.look = look
        self.typistColors = typistColors
        start = clock.now
    }

    /// Runs until a leave key, a signal, or the broker's refusal.
    /// - Returns: the exit status (0, or 128 + the signal) and what went wrong on the way.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(signals: [Int32] = RoomScreenLoop.handledSignals) throws(TerminalError) -> SessionOutcome {
        let pipe = signals.isEmpty ? nil : try SignalPipe.install(signals)
        defer { pipe?.uninstall() }
        try terminal.enter()
        defer { terminal.restore() }
        subscription.start()
        resized()
        while exitStatus == nil {
            if limiter.shouldDraw(at: now) { writer.show(frame()) }
            wait(pipe)
        }
        return SessionOutcome(status: exitStatus ?? 0, problems: [])
    }

    var now: Duration { clock.now - start }

    /// The frame for the room now.
    func frame() -> ScreenBuffer {
        var colors = look.colors
        if let typistColors, let theme = view.document?.theme, let theirs = typistColors(theme, view.document?.scheme) {
            colors = theirs
        }
        let context = RenderContext(size: size, colors: colors, l10n: look.l10n, now: Date())
        var frame = context.blankFrame()
        view.render(options: look.options, render: look.render, colors: colors, into: &frame, context: context)
        return frame
    }

    private func wait(_ pipe: SignalPipe?) {
        var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: subscription.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 3, timeout())
        if ready < 0 {
            guard errno != EINTR else { return }
            exitStatus = 1
            return
        }
        if let pipe, fds[1].revents & Int16(POLLIN) != 0 {
            for signal in pipe.take() { handle(signal: signal) }
        }
        if fds[2].revents & Int16(POLLIN) != 0 {
            for update in subscription.take() {
                if case .connection(.refused(let reason)) = update {
                    refusal = reason
                    exitStatus = 1
                }
                if view.apply(update) { limiter.request() }
            }
        }
        if exitStatus == nil, fds[0].revents != 0 {
            readInput()
        } else if ready == 0, decoder.isWaiting {
            for key in decoder.flush() { handle(key) }
        }
    }

    /// Milliseconds until the next frame is due or a lone ESC settles; -1 for none.
    func timeout() -> Int32 {
        var waits: [Duration] = []
        if let frame = limiter.waitTime(at: now) { waits.append(frame) }
        if decoder.isWaiting { waits.append(.milliseconds(30)) }
        guard let wait = waits.min() else { return -1 }
        let (seconds, attoseconds) = wait.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func readInput() {
        let fd = terminal.input
        let count = input.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard count > 0 else {
            exitStatus = 128 + SIGHUP  // the terminal is gone
            return
        }
        for key in decoder.feed(Array(input[..<count])) { handle(key) }
    }

    func handle(_ key: KeyEvent) {
        switch key {
        case .text(let typed) where typed.lowercased().hasPrefix("q"): exitStatus = 0
        case .escape: exitStatus = 0
        case .control("c"): exitStatus = 128 + SIGINT
        case .control("z"): suspend()
        default: break
        }
    }

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
        limiter.request()
    }

    private func suspend() {
        terminal.restore()
        SignalPipe.stopProcess()
        retake()
    }

    private func retake() {
        do {
            try terminal.enter()
            resized()
        } catch {
            exitStatus = 128 + SIGHUP
        }
    }
}
