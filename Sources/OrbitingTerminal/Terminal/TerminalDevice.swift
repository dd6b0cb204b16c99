#if canImport(Glibc)
    import Glibc
#endif

/// The terminal a full-screen program runs on, as the one run loop uses it: taken and given
/// back, its features turned on and off, read, written (through the frame writer it makes),
/// waited on, and measured.
///
/// `TerminalSession` is the real one (a terminal's file descriptors); tests run programs on
/// an in-memory one, so a key goes in and the frame comes out without a pseudo-terminal.
public protocol TerminalDevice: AnyObject {
    /// What the terminal has turned on while it is taken.
    var features: TerminalFeatures { get }
    /// The descriptor a line editor may wait on for the rest of a sequence, -1 when none.
    var input: Int32 { get }
    /// The writer of frames, whose picture is taken away before the terminal is given back.
    var frameWriter: FrameWriter? { get set }
    /// Takes the terminal (raw mode, the features on); nothing when it is taken already.
    ///
    /// - Throws: `TerminalError` when it cannot be taken.
    func enter() throws(TerminalError)
    /// Gives the terminal back as it was; nothing when it is not taken.
    func restore()
    /// Turns `feature` on or off from now on.
    func set(_ feature: TerminalFeatures, on: Bool)
    /// A writer of frames to this terminal, with colours at `depth`.
    func makeWriter(depth: ColorDepth) -> FrameWriter
    /// Waits until the terminal has input, one of `others` is readable, or `timeout`
    /// milliseconds pass (-1: no limit).
    func wait(others: [Int32], timeout: Int32) -> TerminalWait
    /// Reads what the terminal sent into `buffer`.
    ///
    /// - Returns: the number of bytes read; 0 when the terminal is gone; -1 when there was
    ///   nothing to read after all (an interrupted read).
    func read(into buffer: inout [UInt8]) -> Int
    /// The window's size now, when it is known.
    var size: TerminalSize? { get }
}

/// How a wait on a terminal ended.
public struct TerminalWait: Sendable, Equatable {
    /// The terminal has input (or was hung up).
    public var input: Bool
    /// Which of the other descriptors are readable, in the order asked.
    public var others: [Bool]
    /// The error (`errno`) when waiting failed; `EINTR` when a signal cut it short.
    public var failure: Int32?

    /// A wait's end.
    public init(input: Bool, others: [Bool], failure: Int32? = nil) {
        self.input = input
        self.others = others
        self.failure = failure
    }

    /// Whether the wait ended with nothing to read (its time passed).
    public var isIdle: Bool { failure == nil && !input && !others.contains(true) }
}

extension TerminalSession: TerminalDevice {
    /// A writer of frames to the session's output, with colours at `depth`.
    public func makeWriter(depth: ColorDepth) -> FrameWriter {
        FrameWriter(output: output, depth: depth)
    }

    /// Polls the input and `others` for up to `timeout` milliseconds (-1: no limit).
    public func wait(others: [Int32], timeout: Int32) -> TerminalWait {
        var fds =
            [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 { return TerminalWait(input: false, others: others.map { _ in false }, failure: errno) }
        return TerminalWait(input: fds[0].revents != 0, others: fds.dropFirst().map { $0.revents & Int16(POLLIN) != 0 })
    }

    /// Reads what the input has into `buffer`: the count, 0 at its end, -1 when a signal or no data cut the read short.
    public func read(into buffer: inout [UInt8]) -> Int {
        let fd = input
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return -1 }
        return max(0, count)
    }

    /// The output's window size, when it is a terminal.
    public var size: TerminalSize? { TerminalSize.of(fileDescriptor: output) }
}
