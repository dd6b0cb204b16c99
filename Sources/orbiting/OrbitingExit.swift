import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// The exit codes of `orbiting`, documented in the README.
enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Success.
    case success = 0
    /// A general failure (for example the session needs a terminal).
    case failure = 1
    /// Bad arguments or input (sysexits `EX_USAGE`).
    case usage = 64
    /// The data is invalid (sysexits `EX_DATAERR`): a corrupt or unreadable store file.
    case dataError = 65
    /// An input file is missing or unreadable (sysexits `EX_NOINPUT`).
    case noInput = 66
    /// A service is not there: the broker cannot be reached, or libmosquitto is missing
    /// (sysexits `EX_UNAVAILABLE`).
    case unavailable = 69
    /// Reading or writing the store failed (sysexits `EX_IOERR`).
    case ioError = 74
    /// The store is busy or read-only; try again (sysexits `EX_TEMPFAIL`).
    case tempFail = 75
    /// Not allowed: the broker refused the user or password (sysexits `EX_NOPERM`).
    case noPermission = 77
    /// The configuration is invalid (sysexits `EX_CONFIG`).
    case config = 78

    /// The statuses of a run ended by a signal (128 + N): SIGHUP after saving, SIGINT
    /// (Ctrl-C), SIGPIPE (the reader of standard output went away), SIGTERM after saving.
    static let signalled: [Int32] = [128 + SIGHUP, 128 + SIGINT, 128 + SIGPIPE, 128 + SIGTERM]

    /// Every status the program ends with, in order: what the manual page's EXIT STATUS lists.
    static var documented: [Int32] { allCases.map(\.rawValue) + signalled }
}

/// An error the executable reports: a message for stderr and an exit status.
struct OrbitingExit: Error, CustomStringConvertible {
    /// What the person reads, already localized.
    var text: String
    /// The process exit status.
    var status: ExitStatus

    /// Creates an exit with a message.
    static func message(_ text: String, code: ExitStatus) -> OrbitingExit {
        OrbitingExit(text: text, status: code)
    }

    var description: String { text }
}
