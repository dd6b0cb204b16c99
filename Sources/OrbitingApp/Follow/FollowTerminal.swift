import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The output of `show --follow` as the run loop sees it: a terminal whose screen is taken
/// (the alternate screen, the keyboard left as it is, so Ctrl-C stays SIGINT, and never
/// read), or a pipe, which nothing takes and the program prints to by itself.
final class FollowTerminal: TerminalDevice {
    /// The terminal, nil when the output is a pipe or a file.
    let session: TerminalSession?
    let output: Int32
    var frameWriter: FrameWriter? {
        get { session?.frameWriter }
        set { session?.frameWriter = newValue }
    }

    /// The output on `output`, a terminal when `isTerminal`.
    init(output: Int32, isTerminal: Bool) {
        self.output = output
        session =
            isTerminal
            ? TerminalSession(input: output, output: output, features: [.alternateScreen, .hiddenCursor, .noAutowrap])
            : nil
    }

    var features: TerminalFeatures { session?.features ?? [] }
    /// The keyboard is not read.
    var input: Int32 { -1 }
    func enter() throws(TerminalError) { try session?.enter() }
    func restore() { session?.restore() }
    func set(_ feature: TerminalFeatures, on: Bool) { session?.set(feature, on: on) }
    func makeWriter(depth: ColorDepth) -> FrameWriter { FrameWriter(output: output, depth: depth) }

    /// Waits for `others` only: the keyboard is left alone.
    func wait(others: [Int32], timeout: Int32) -> TerminalWait {
        var fds = others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 { return TerminalWait(input: false, others: others.map { _ in false }, failure: errno) }
        // A pipe's end (POLLHUP) is news too: the program reads it as the end of input.
        return TerminalWait(input: false, others: fds.map { $0.revents != 0 })
    }

    func read(into buffer: inout [UInt8]) -> Int { -1 }

    /// The window's size; 80×24 down a pipe (what a frame is fitted to without `--size`).
    var size: TerminalSize? { TerminalSize.of(fileDescriptor: output) ?? TerminalSize(columns: 80, rows: 24) }
}
