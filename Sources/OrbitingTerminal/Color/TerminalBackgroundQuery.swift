import OrbitingText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks a terminal for its background colour (OSC 11) and waits briefly for the answer.
///
/// The query is followed by a Primary Device Attributes request (`ESC [ c`), which every
/// terminal answers, so a terminal that ignores OSC 11 costs one round trip, not the
/// whole timeout (see `TerminalQuery`).
public enum TerminalBackgroundQuery {
    /// The question: OSC 11 with `?`.
    public static let question = "\u{1B}]11;?\u{1B}\\"
    /// The query bytes: the question, then DA1.
    public static let request = question + TerminalQuery.deviceAttributes

    /// Opens the controlling terminal (`/dev/tty`) and asks it; nil when there is none or no answer.
    public static func ask(timeoutMilliseconds: Int32 = 200) -> RGBColor? {
        TerminalQuery.exchange(request, timeoutMilliseconds: timeoutMilliseconds).flatMap { OSCColorReply.parse($0) }
    }

    /// Asks the terminal on `fd` (read and write); nil when there is no answer in time.
    public static func ask(fileDescriptor fd: Int32, timeoutMilliseconds: Int32 = 200) -> RGBColor? {
        TerminalQuery.exchange(request, fileDescriptor: fd, timeoutMilliseconds: timeoutMilliseconds)
            .flatMap { OSCColorReply.parse($0) }
    }
}

/// One question to a terminal and its answer: the request ends with a Primary Device
/// Attributes request, which every terminal answers last, so the wait ends at once.
public enum TerminalQuery {
    /// DA1: asks for the device attributes.
    public static let deviceAttributes = "\u{1B}[c"

    /// Opens the controlling terminal (`/dev/tty`) and sends `request`; the answer's bytes,
    /// or nil when there is no terminal.
    public static func exchange(_ request: String, timeoutMilliseconds: Int32) -> [UInt8]? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return exchange(request, fileDescriptor: fd, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Sends `request` to the terminal on `fd` and reads until the DA1 answer or the
    /// timeout; nil when `fd` is not a terminal or this process runs in the background
    /// (changing the terminal's mode would stop it with SIGTTOU). The terminal's mode is
    /// restored before returning.
    public static func exchange(_ request: String, fileDescriptor fd: Int32, timeoutMilliseconds: Int32) -> [UInt8]? {
        var saved = termios()
        guard isatty(fd) == 1, isForeground(fd), tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(fd, TCSANOW, &saved) }

        guard FileDescriptorWriter.writeAll(Array(request.utf8), to: fd) else { return nil }
        var reply: [UInt8] = []
        var remaining = Int64(timeoutMilliseconds)
        var buffer = [UInt8](repeating: 0, count: 256)
        while remaining > 0, !containsDeviceAttributes(reply) {
            let started = monotonicMilliseconds()
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(remaining))
            if ready < 0 && errno != EINTR { break }
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count <= 0 && errno != EINTR && errno != EAGAIN { break }
                if count > 0 { reply.append(contentsOf: buffer[0..<count]) }
            }
            remaining -= max(1, monotonicMilliseconds() - started)
        }
        return reply
    }

    /// Whether this process is in the terminal's foreground process group, or the terminal
    /// has none (a pseudo-terminal that is not anyone's controlling terminal).
    static func isForeground(_ fd: Int32) -> Bool {
        let group = tcgetpgrp(fd)
        return group < 0 || group == getpgrp()
    }

    /// Whether `bytes` hold a complete DA1 reply (`ESC [ ? … c`), the end of the answer.
    public static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstRange(of: Array("\u{1B}[?".utf8))?.upperBound else { return false }
        return bytes[start...].contains(UInt8(ascii: "c"))
    }

    private static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
