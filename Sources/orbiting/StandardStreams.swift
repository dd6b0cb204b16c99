import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to standard error, unbuffered.
enum StandardError {
    /// Writes `text` to stderr in full (a failure has nowhere left to be reported).
    static func write(_ text: String) { FileDescriptorWriter.writeAll(text, to: 2) }
}

/// Writes to standard output, unbuffered: the one way a command's output leaves the
/// process, so that no failed write goes unseen (`> /dev/full`, a full disk, a closed file).
enum StandardOutput {
    /// Writes `text` to stdout in full.
    /// - Throws: the I/O exit (74) with a sentence in the run's language when any of it
    ///   could not be written: what reached the file is cut short, and the exit says so.
    static func write(_ text: String, _ l10n: Localizer) throws(OrbitingExit) {
        try write(Array(text.utf8), l10n)
    }

    /// Writes `bytes` to stdout in full (see `write(_:_:)` for text).
    static func write(_ bytes: [UInt8], _ l10n: Localizer) throws(OrbitingExit) {
        guard !FileDescriptorWriter.writeAll(bytes, to: STDOUT_FILENO) else { return }
        let code = errno
        if code == EPIPE { endAsBrokenPipe() }
        throw failure(code, l10n)
    }

    /// Ends the process as SIGPIPE does by default (status 141, no message), as every
    /// command does when its reader goes (`| head -n1`), even where a library asked for
    /// SIGPIPE to be ignored (libmosquitto does, for its sockets).
    static func endAsBrokenPipe() {
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
    }

    /// The exit for a write to standard output that failed with `code`.
    static func failure(_ code: Int32, _ l10n: Localizer) -> OrbitingExit {
        .message(l10n("output.writeFailed", ["reason": CommandContext.reason(code == 0 ? EIO : code)]), code: .ioError)
    }
}
