#if canImport(Glibc)
    import Glibc
#endif

/// A real pseudo-terminal pair for tests: the session runs on `follower`, the test reads
/// what it wrote from `controller`.
public final class PseudoTerminal {
    /// The side the test reads and types on.
    public let controller: Int32
    /// The side the session under test runs on.
    public let follower: Int32

    /// `openpty(3)`, looked up at run time (its header is not part of the Glibc module).
    private typealias OpenPTY =
        @convention(c) (
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?
        ) -> Int32

    /// A new pair, or nil when none can be opened.
    public init?() {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "openpty") else { return nil }
        let openpty = unsafeBitCast(symbol, to: OpenPTY.self)
        var controller: Int32 = -1, follower: Int32 = -1
        guard openpty(&controller, &follower, nil, nil, nil) == 0 else { return nil }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        self.follower = follower
    }

    deinit {
        close(follower)
        close(controller)
    }

    /// Everything written to the follower so far.
    public func output() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sets the window size the follower reports (TIOCSWINSZ).
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
    }

    /// The follower's settings now.
    public func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(follower, &settings)
        return settings
    }
}

/// Whether two terminal settings are the same, field by field.
public func sameSettings(_ a: termios, _ b: termios) -> Bool {
    var ccA = a.c_cc, ccB = b.c_cc
    let sameControlCharacters = withUnsafeBytes(of: &ccA) { bytesA in
        withUnsafeBytes(of: &ccB) { bytesB in bytesA.elementsEqual(bytesB) }
    }
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        && a.c_line == b.c_line && a.c_ispeed == b.c_ispeed && a.c_ospeed == b.c_ospeed && sameControlCharacters
}
