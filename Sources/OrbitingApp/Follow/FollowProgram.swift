import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `show --follow`: a live board that shows the latest message read from its input, run by
/// the one `ScreenLoop` as the session is.
///
/// On a terminal the loop takes the alternate screen (the keyboard left as it is, so Ctrl-C
/// stays SIGINT) and draws through its writer, which writes only what changed; SIGWINCH
/// refits. Down a pipe each message's frame goes out as a `.print` effect (see `Output`). The
/// input is the loop's `wakeInput`; the board ends at its end, on SIGINT, SIGTERM or SIGHUP
/// (128 + the signal), and when a message is longer than `limit` (`refused`); the terminal
/// is restored on every way out.
public final class FollowProgram: ScreenProgram {
    /// How the messages are shown: each one's frame for the terminal at the window's size,
    /// and what to print of it down a pipe.
    public struct Output {
        /// The frame showing a message (the empty one at the start) on a window of a size.
        public var frame: (_ message: String, _ size: TerminalSize) -> ScreenBuffer
        /// The bytes printed down a pipe for a message (the window's size 80×24 there).
        public var print: (_ message: String, _ size: TerminalSize) -> [UInt8]

        /// An output drawing with `frame` on a terminal and printing what `print` makes down a pipe.
        public init(
            frame: @escaping (String, TerminalSize) -> ScreenBuffer,
            print: @escaping (String, TerminalSize) -> [UInt8]
        ) {
            self.frame = frame
            self.print = print
        }
    }

    /// The signals the board handles: resize, and the ones that end it.
    public static let signals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    /// How long the end of input waits for a signal that came with it (see `turn`).
    static let signalGrace: Duration = .milliseconds(100)

    let output: Output
    let input: Int32
    let limit: Int
    let piped: Bool
    /// The terminal (or pipe) the board's loop takes when it runs.
    let terminal: FollowTerminal
    let depth: ColorDepth
    let render: RenderTarget
    let clock = ContinuousClock()
    var size = TerminalSize(columns: 80, rows: 24)
    var chunker = MessageChunker()
    var message = ""
    /// Bytes read since the last message ended.
    var pendingBytes = 0
    var inputOpen = true
    /// When the end of input ends the board, once it has come.
    var endsAt: ContinuousClock.Instant?
    /// The input's last message waits for its frame (on a terminal) before the board ends.
    var lastFrame: LastFrame?
    /// Where the last frame stands.
    enum LastFrame { case asked, drawn }
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// A message was longer than `limit`: the board ended without it.
    public private(set) var refused = false
    /// The `errno` of the print down the pipe that failed, when one did (the board then ended).
    public private(set) var failure: Int32?

    /// A board reading messages from `input`, showing them on `output` (a terminal when
    /// `isTerminal`, in colours of `depth` drawn as `render`), refusing one over `limit` bytes.
    public init(
        output: Output, input: Int32 = STDIN_FILENO, terminal: Int32 = STDOUT_FILENO, isTerminal: Bool,
        depth: ColorDepth, render: RenderTarget, limit: Int
    ) {
        self.output = output
        self.input = input
        self.limit = limit
        piped = !isTerminal
        self.terminal = FollowTerminal(output: terminal, isTerminal: isTerminal)
        self.depth = depth
        self.render = isTerminal ? render : RenderTarget(mode: .blocks)
    }

    /// Runs until the input ends, a signal, a refusal or a failed print.
    /// - Returns: the exit status (0, or 128 + the signal).
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run(signals: [Int32] = FollowProgram.signals) async throws(TerminalError) -> SessionOutcome {
        let loop = ScreenLoop(terminal: terminal, depth: depth, render: render)
        return SessionOutcome(status: try await loop.run(self, signals: signals), problems: [])
    }

    /// The loop draws the board only on a terminal; down a pipe the board prints each message itself.
    public var showsFrames: Bool { !piped }

    /// What the board asked its loop for since the loop last took it (its frames).
    var effects = ScreenEffects()

    /// The frames the board asked for since the loop last took them.
    public func takeEffects() -> [ScreenEffect] { effects.take() }

    /// Takes the window's size before the first frame.
    public func begin(_ context: ScreenContext) {
        if let measured = context.size { size = measured }
    }

    /// The input while it is open.
    public var wakeInput: Int32 { inputOpen ? input : -1 }

    /// Keys change nothing on the board: it shows what its input sends.
    public func receive(_ key: KeyEvent) {}

    /// Reads what the input has, and ends the board once its end has waited out the grace.
    ///
    /// Ctrl-C also ends the writer of a pipe (`sleep 60 | orbiting show --follow`), so the
    /// end of input and SIGINT arrive together: a moment's grace lets the signal, which the
    /// person meant, decide the exit status (130, not 0).
    public func turn(idle: Bool) {
        if lastFrame == .drawn { effects.append(.quit(0)) }
        if let endsAt {
            if lastFrame == nil, clock.now >= endsAt { finish() }
            return
        }
        guard inputOpen, Self.isReadable(input) else { return }
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 { return }  // interrupted, or nothing after all: the next wait says
        guard count > 0 else {
            inputOpen = false
            endsAt = clock.now + Self.signalGrace
            return
        }
        consume(buffer[0..<count])
    }

    /// A frame asked for gets its turn first, then the next turn comes at once; otherwise the board sleeps until its
    /// end's grace is over, or until input.
    public func nextWake(at now: Duration) -> Duration? {
        switch lastFrame {
        case .asked: nil  // the frame's turn comes first
        case .drawn: .zero
        case nil: endsAt.map { max(.zero, clock.now.duration(to: $0)) }
        }
    }

    /// Ends the board with `status` (a signal's).
    public func end(status: Int32, problem: String?) {
        effects.append(.quit(status))
    }

    /// Keeps the new size; down a pipe the message is printed again for it.
    public func resized(to size: TerminalSize) {
        self.size = size
        // Down a pipe the message is printed again for the new size, as on a terminal.
        if piped { show(message) }
    }

    /// The latest whole message, fitted to the window.
    public func frame() -> ScreenBuffer {
        if lastFrame == .asked { lastFrame = .drawn }
        return output.frame(message, size)
    }

    /// Takes one read: the latest whole message is shown; more than `limit` bytes without
    /// an end of message refuses it.
    func consume(_ bytes: ArraySlice<UInt8>) {
        let messages = chunker.feed(bytes)
        if messages.isEmpty {
            pendingBytes += bytes.count
        } else {
            let lastEnd = bytes.lastIndex { $0 == 0x0A || $0 == 0x0C } ?? bytes.startIndex - 1
            pendingBytes = bytes.endIndex - (lastEnd + 1)
        }
        guard pendingBytes <= limit else {
            refused = true
            effects.append(.quit(0))
            return
        }
        if let latest = messages.last {
            message = latest
            show(latest)
        }
    }

    /// Shows `text`: the next frame on a terminal, printed at once down a pipe.
    func show(_ text: String) {
        guard piped else {
            effects.append(.draw)
            return
        }
        guard !text.isEmpty else { return }
        effects.append(.print(output.print(text, size)))
    }

    /// A print down the pipe failed: the board ends.
    public func printFailed(_ code: Int32) {
        failure = code
        effects.append(.quit(0))
    }

    /// The input ended: the message it ended without an end of line is shown, and the board ends.
    func finish() {
        if let last = chunker.finish() {
            message = last
            show(last)
            // On a terminal its frame is drawn before the terminal is given back.
            if !piped {
                lastFrame = .asked
                return
            }
        }
        effects.append(.quit(0))
    }

    /// Whether `descriptor` has something to read (or its end) now.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, 0) > 0
    }
}
