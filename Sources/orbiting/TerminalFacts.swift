import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// What the command line knows about where its input and output go.
enum TerminalFacts {
    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Columns of the terminal on stdout; else `$COLUMNS`; else 80.
    static func columns(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }

    /// Standard input's bytes, reading at most `limit` of them; nil when there are more
    /// (the rest is left unread, so `/dev/zero` costs no more than `limit` bytes).
    static func readStandardInput(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let wanted = min(buffer.count, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, wanted) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return bytes.count > limit ? nil : bytes
    }

    /// Asks `question` on the terminal and reads a yes or no; anything but yes is no.
    static func confirm(_ question: String, yesAnswers: String) -> Bool {
        StandardError.write(question + " ")
        guard let answer = readLine(strippingNewline: true) else { return false }
        let answers = yesAnswers.split(separator: ",").map { $0.trimmingSpaces.lowercased() }
        return answers.contains(answer.trimmingSpaces.lowercased())
    }
}
