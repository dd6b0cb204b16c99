import Foundation
import Testing

/// `orbiting themes` with a terminal as its output: colour by default there, none under NO_COLOR.
///
/// `script` (util-linux) runs the command on a fresh pseudo-terminal and copies what it
/// printed, escapes included, to its own output.
@Suite struct ThemesOnATerminalTests {
    func onATerminal(environment: [String: String]) throws -> RunResult {
        try OrbitingBinary.run(
            ["-qec", Shell.quote(OrbitingBinary.path) + " themes", "/dev/null"],
            environment: environment,
            executable: "/usr/bin/script"
        )
    }

    @Test func aTerminalGetsColourWithoutAsking() throws {
        let result = try onATerminal(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("mono") && result.stdout.contains("mint"))
        #expect(result.stdout.contains(try ShippedThemes.trueColorEscape(theme: "neon", variant: "dark")))
    }

    @Test func noColorKeepsATerminalPlain() throws {
        let result = try onATerminal(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(result.stdout.contains("mono") && result.stdout.contains("mint"))
        #expect(!result.stdout.contains("\u{1B}["), "colour despite NO_COLOR")
    }
}
