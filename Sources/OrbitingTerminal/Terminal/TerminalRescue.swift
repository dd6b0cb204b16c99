#if canImport(Glibc)
    import Glibc
#endif

/// The signals a crash ends a process with: a trap (SIGILL, SIGTRAP), an abort, a bad
/// address, an arithmetic fault.
private let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

/// What the crash handler gives back, kept where a signal handler may read it (it can
/// capture nothing and must not allocate): the terminal's file descriptors, its settings,
/// the escapes that undo the session's features, and the handlers there were before.
nonisolated(unsafe) private var rescueInput: Int32 = -1
nonisolated(unsafe) private var rescueOutput: Int32 = -1
nonisolated(unsafe) private var rescueSettings = termios()
nonisolated(unsafe) private var rescueBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var rescueCount = 0
nonisolated(unsafe) private var rescuePrevious: UnsafeMutablePointer<sigaction>?

/// Gives the terminal back, puts the handler there was before in place and raises the
/// signal again for it (delivered once this returns): only async-signal-safe calls.
private func rescueTerminal(_ signal: Int32) {
    if rescueInput >= 0 {
        if let bytes = rescueBytes, rescueCount > 0 { _ = write(rescueOutput, bytes, rescueCount) }
        _ = tcsetattr(rescueInput, TCSANOW, &rescueSettings)
        rescueInput = -1
    }
    if let previous = rescuePrevious, let index = fatalSignals.firstIndex(of: signal) {
        _ = sigaction(signal, previous + index, nil)
    } else {
        _ = Glibc.signal(signal, SIG_DFL)
    }
    _ = raise(signal)
}

/// Gives the terminal back when the process crashes while a session owns it: a failed
/// allocation, a trap, a bad address end the process, but never with the terminal left in
/// the alternate screen, raw mode or mouse reports. The crash itself goes on as before (the
/// handler there was runs, or the default one ends the process with the signal).
enum TerminalRescue {
    /// From now until `disarm()`: on a fatal signal, writes `leave` to `output` and puts
    /// `settings` back on `input`. A later call replaces an earlier one.
    static func arm(input: Int32, output: Int32, settings: termios, leave: String) {
        disarm()
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: fatalSignals.count)
        previous.initialize(repeating: sigaction(), count: fatalSignals.count)
        rescueBytes = buffer
        rescueCount = bytes.count
        rescueSettings = settings
        rescueOutput = output
        rescueInput = input
        for (index, number) in fatalSignals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = rescueTerminal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(number, &action, previous + index)
        }
        rescuePrevious = previous
    }

    /// Puts back the handlers there were before `arm`; does nothing when not armed.
    static func disarm() {
        guard let previous = rescuePrevious else { return }
        rescueInput = -1
        for (index, number) in fatalSignals.enumerated() { _ = sigaction(number, previous + index, nil) }
        rescuePrevious = nil
        previous.deallocate()
        rescueBytes?.deallocate()
        rescueBytes = nil
        rescueCount = 0
    }
}
