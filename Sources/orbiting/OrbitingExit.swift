import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// The exit codes of `orbiting`, documented in the README.
enum ExitStatus: Int32, Sendable {
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
