import Foundation
import Testing

/// A terminal that answers the start-up questions late (after the session's 100 ms wait):
/// the answers come in with the keyboard's bytes and must never become part of a message.
@Suite struct LateAnswersEndToEndTests {
    /// What kitty, xterm and VTE send back to the session's questions, as one late burst.
    static let lateAnswers = "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[?2;0;1000;1000S" + "\u{1B}[6;20;10t"
        + "\u{1B}]11;rgb:1f1f/1f1f/1f1f\u{1B}\\" + "\u{1B}[?2027;2$y" + "\u{1B}[?62;4;22c"

    @Test func aLateAnswerIsNeverTyped() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send(Self.lateAnswers, literal: true)
        try session.tmux.send("Hi", literal: true)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["Hi"])
        let expected = try session.shown("Hi")
        #expect(Array(try session.screen().prefix(expected.count)) == expected)
    }
}

/// A graphics terminal that answers the start-up exchange after the session's wait: the
/// session starts on cells, and once the answer comes, `auto` takes the pictures it offers.
@Suite struct LateGraphicsAnswerEndToEndTests {
    /// What the terminal wrote, gathered as it comes.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        func append(_ data: Data) { lock.withLock { bytes += data } }
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        /// Waits until the output holds `needle`, for at most `timeout` seconds.
        func wait(for needle: String, timeout: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !text.contains(needle) {
                if Date() > deadline { return false }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return true
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script (util-linux)"))
    func aLateKittyAnswerTurnsThePicturesOn() throws {
        let home = StoreHome()
        try home.run(["config", "set", "hasSeenWelcome", "true"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", Shell.quote(OrbitingBinary.path), "/dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.root, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                               "COLORTERM": "truecolor", "ORBITING_HOME": home.root, "TZ": "UTC"]
        let input = Pipe(), output = Pipe(), seen = Output()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { seen.append($0.availableData) }
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            output.fileHandleForReading.readabilityHandler = nil
        }
        // The session asks (ending with DA1), hears nothing, and starts on cells.
        #expect(seen.wait(for: "\u{1B}[c"), "the start-up exchange")
        #expect(seen.wait(for: "F1"), "Home's status row, drawn in cells")
        #expect(!seen.text.contains("\u{1B}_Ga=T"))
        // Then the terminal's answer comes: kitty's OK, the cell size, DA1.
        input.fileHandleForWriting.write(Data(("\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[6;20;10t" + "\u{1B}[?62;22c").utf8))
        input.fileHandleForWriting.write(Data("Hi".utf8))
        #expect(seen.wait(for: "\u{1B}_Ga=T"), "Home is drawn as a kitty picture")
        input.fileHandleForWriting.write(Data("\u{03}".utf8))  // Ctrl-C saves and quits
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try home.messages().map(\.text) == ["Hi"], "the answer was not typed")
    }
}
