import Foundation
import Testing

/// What the argument parser's errors quote from the command line reaches the terminal
/// made visible, never as raw escape sequences.
@Suite struct ArgumentErrorTests {
    @Test(arguments: [
        ["history", "--limit", "\u{1B}[2J"],
        ["--bogus\u{1B}]0;PWNED\u{07}"],
        ["history", "add", "--what\u{9B}31m"],
        ["show", "--pixels", "\u{1B}[5m"],
    ])
    func errorsQuoteArgumentsWithoutEscapes(arguments: [String]) throws {
        let result = try OrbitingBinary.run(arguments)
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
        #expect(
            !result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" },
            "\(result.stderr)")
        #expect(result.stderr.contains("\\u{1b}") || result.stderr.contains("\\u{9b}"), "\(result.stderr)")
    }

    @Test func helpIsStillPrintedAsItWas() throws {
        let result = try OrbitingBinary.run(["history", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE") || result.stdout.contains("Usage"))
    }
}
