import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Signals are process-wide: these tests run one at a time and only they install handlers.
@Suite(.serialized) struct SignalPipeTests {
    @Test func caughtSignalsAreReadableAndTakenOnceEach() throws {
        let pipe = try SignalPipe.install([SIGWINCH, SIGCONT, SIGUSR2])
        defer { pipe.uninstall() }
        #expect(!isReadable(pipe.fileDescriptor))
        raise(SIGWINCH)
        raise(SIGUSR2)
        raise(SIGWINCH)
        #expect(isReadable(pipe.fileDescriptor))
        #expect(pipe.take() == [SIGWINCH, SIGUSR2])
        #expect(pipe.take().isEmpty)
        #expect(!isReadable(pipe.fileDescriptor))
    }

    @Test func onlyOneMayBeInstalled() throws {
        let pipe = try SignalPipe.install([SIGUSR2])
        defer { pipe.uninstall() }
        #expect(throws: TerminalError(operation: "install signal pipe", code: EBUSY)) {
            try SignalPipe.install([SIGUSR1])
        }
    }

    @Test func uninstallPutsThePreviousHandlerBack() throws {
        let before = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, before) }
        let pipe = try SignalPipe.install([SIGUSR2])
        pipe.uninstall()
        pipe.uninstall()
        raise(SIGUSR2)  // ignored again: the test process survives it
        let restored: sighandler_t? = signal(SIGUSR2, SIG_IGN)
        let ignore: sighandler_t? = SIG_IGN
        #expect(restored.map { unsafeBitCast($0, to: Int.self) } == ignore.map { unsafeBitCast($0, to: Int.self) })
        let again = try SignalPipe.install([SIGUSR2])  // installable again after uninstall
        again.uninstall()
    }

    private func isReadable(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1
    }
}
