import Foundation
import OrbitingTestSupport
import Testing

/// A terminal that answers the start-up questions late (after the session's 100 ms wait):
/// the answers come in with the keyboard's bytes and must never become part of a message.
@Suite struct LateAnswersEndToEndTests {
    /// What kitty, xterm and VTE send back to the session's questions, as one late burst.
    static let lateAnswers =
        "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[?2;0;1000;1000S" + "\u{1B}[6;20;10t"
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

    /// Runs `orbiting arguments` on a terminal (through `script`) that reads `input`; what it
    /// writes goes to `seen`.
    static func start(_ arguments: [String], home: StoreHome, input: Pipe, seen: Output) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = ([OrbitingBinary.path] + arguments).map(Shell.quote).joined(separator: " ")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.root, "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "COLORTERM": "truecolor", "ORBITING_HOME": home.root, "TZ": "UTC",
        ]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { seen.append($0.availableData) }
        try process.run()
        return process
    }

    /// kitty's OK, the cell size, DA1: the answer to the start-up exchange, late.
    static let lateKitty = "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[6;20;10t" + "\u{1B}[?62;22c"

    /// The terminal's side: the program asks (ending with DA1), hears nothing and draws
    /// `status` in cells with no picture; then kitty's answer comes, late, with `typed` after
    /// it, and a kitty picture follows (`drawn` says what it shows).
    static func answerLate(_ seen: Output, _ input: Pipe, status: String, typed: String = "", drawn: Comment) {
        #expect(seen.wait(for: "\u{1B}[c"), "the start-up exchange")
        #expect(seen.wait(for: status), "the status row, drawn in cells")
        #expect(!seen.text.contains("\u{1B}_Ga=T"))
        input.fileHandleForWriting.write(Data((lateKitty + typed).utf8))
        #expect(seen.wait(for: "\u{1B}_Ga=T"), drawn)
    }

    @Test(.needsScript)
    func aLateKittyAnswerTurnsThePicturesOn() throws {
        let home = StoreHome()
        try home.run(["config", "set", "hasSeenWelcome", "true"])
        let input = Pipe(), seen = Output()
        let process = try Self.start([], home: home, input: input, seen: seen)
        defer { if process.isRunning { process.terminate() } }
        Self.answerLate(seen, input, status: "F1", typed: "Hi", drawn: "Home is drawn as a kitty picture")
        input.fileHandleForWriting.write(Data("\u{03}".utf8))  // Ctrl-C saves and quits
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try home.messages().map(\.text) == ["Hi"], "the answer was not typed")
    }

    @Test(.needsScript)
    func aLateKittyAnswerTurnsTheTimersPicturesOn() throws {
        let home = StoreHome()
        let input = Pipe(), seen = Output()
        let process = try Self.start(["timer", "9m"], home: home, input: input, seen: seen)
        defer { if process.isRunning { process.terminate() } }
        Self.answerLate(seen, input, status: "F1", drawn: "the time is drawn as a kitty picture")
        input.fileHandleForWriting.write(Data("q".utf8))  // leaves; the timer goes on in the store
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test(.needsScript, .needsMosquitto)
    func aLateKittyAnswerTurnsTheRoomScreensPicturesOn() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let home = StoreHome()
        let input = Pipe(), seen = Output()
        let process = try Self.start(
            ["room", "lobby", "--broker", broker.address()], home: home, input: input, seen: seen)
        defer { if process.isRunning { process.terminate() } }
        Self.answerLate(seen, input, status: "connected", drawn: "the waiting message is drawn as a kitty picture")
        input.fileHandleForWriting.write(Data("q".utf8))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
