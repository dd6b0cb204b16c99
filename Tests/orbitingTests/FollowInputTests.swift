import Foundation
import Testing

/// `show --follow` fed by a pipe or a file: it ends with its input, and refuses a message
/// over the limit instead of growing without end.
@Suite struct FollowInputTests {
    /// Runs `show --follow` under `timeout 20`, so a hang is status 124 instead of a stuck test.
    private func follow(stdin: String?, input: String? = nil) throws -> RunResult {
        var command = [OrbitingBinary.path, "show", "--follow", "--size", "40x8"]
        if let input {
            command = ["sh", "-c", "exec \"$0\" show --follow --size 40x8 < \(input)", OrbitingBinary.path]
        }
        return try OrbitingBinary.run(["20"] + command, stdin: stdin, executable: "/usr/bin/timeout")
    }

    @Test func endsAtTheEndOfAPipe() throws {
        let result = try follow(stdin: "a\n")
        #expect(result.status == 0, "\(result.stderr)")
        // The one message was drawn, followed by the form feed that ends a piped frame.
        #expect(result.stdout.contains("\u{0C}"))
        #expect(result.stdout.contains("█") || result.stdout.contains("▀") || result.stdout.contains("▄"))
    }

    @Test func endsAtOnceOnEmptyInput() throws {
        let result = try follow(stdin: nil, input: "/dev/null")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func refusesAMessageOverTheLimit() throws {
        let result = try follow(stdin: nil, input: "/dev/zero")
        #expect(result.status == 65)
        #expect(result.stderr.contains("larger than 256 KiB"), "\(result.stderr)")
    }
}
