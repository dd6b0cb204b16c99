#if canImport(Glibc)
    import Glibc
#endif

/// The terminal settings of raw mode, computed from the settings before it.
public enum RawMode {
    /// `original` switched to raw mode, as `cfmakeraw(3)` does: no echo, no line editing,
    /// no signals from keys (Ctrl-C, Ctrl-Z arrive as bytes), no flow control, no CR/NL
    /// translation, no output processing, 8-bit characters; `read` returns after one byte.
    public static func settings(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
