#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the installed pipe, for the signal handler (which can capture nothing).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Records `signal` as one byte in the pipe; only async-signal-safe calls.
private func recordSignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Turns signals into bytes a run loop can `poll(2)` for: the self-pipe trick.
///
/// Install it once for the signals the session handles (SIGWINCH, SIGTERM, SIGHUP, SIGINT,
/// SIGTSTP, SIGCONT). Each signal's handler writes one byte to a pipe; the run loop polls
/// `fileDescriptor` next to the terminal's input and calls `take()` when it is readable.
/// Only one may be installed at a time in a process.
public final class SignalPipe {
    /// The read end: readable while signals are waiting to be taken.
    public let fileDescriptor: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    /// Each signal's disposition before, whole (handler, mask, flags). Kept as `sigaction`
    /// records, never as `__sighandler_t?` values: SIG_IGN is the "function pointer" 1, which
    /// Swift takes for `nil` once such a value sits inside another optional (an iterator's
    /// element), so a loop over saved handlers stopped before SIG_IGN and never put it back.
    private let previousActions: [sigaction]

    private init(readEnd: Int32, writeEnd: Int32, signals: [Int32], previousActions: [sigaction]) {
        fileDescriptor = readEnd
        self.writeEnd = writeEnd
        self.signals = signals
        self.previousActions = previousActions
    }

    /// Catches `signals` (and unblocks them in the calling thread) until `uninstall()`.
    ///
    /// - Throws: `TerminalError` when the pipe cannot be made, or one is installed already
    ///   (`EBUSY`).
    public static func install(_ signals: [Int32]) throws(TerminalError) -> SignalPipe {
        guard signalPipeWriteEnd < 0 else { throw TerminalError(operation: "install signal pipe", code: EBUSY) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .current("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteEnd = ends[1]
        var set = sigset_t()
        sigemptyset(&set)
        // As signal(2) does on glibc: restarted system calls, the signal blocked in its handler.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = recordSignal
        action.sa_flags = SA_RESTART
        var previous: [sigaction] = []
        for number in signals {
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, number)
            var old = sigaction()
            sigaction(number, &action, &old)
            previous.append(old)
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return SignalPipe(readEnd: ends[0], writeEnd: ends[1], signals: signals, previousActions: previous)
    }

    /// The signals caught since the last call, each once, in the order first caught.
    public func take() -> [Int32] {
        var caught: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[..<count] where !caught.contains(Int32(byte)) { caught.append(Int32(byte)) }
        }
        return caught
    }

    /// Puts back the handlers its signals had before and closes the pipe; does nothing the
    /// second time.
    public func uninstall() {
        guard signalPipeWriteEnd == writeEnd else { return }
        for index in signals.indices {
            var old = previousActions[index]
            sigaction(signals[index], &old, nil)
        }
        signalPipeWriteEnd = -1
        close(writeEnd)
        close(fileDescriptor)
    }

    /// Stops the process as SIGTSTP would by default, and returns once it is continued
    /// (SIGCONT). Restore the terminal before, and take it again after.
    public static func stopProcess() {
        let previous = signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, previous)
    }
}
