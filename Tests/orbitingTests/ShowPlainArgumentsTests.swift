import Foundation
import OrbitingTestSupport
import Testing

/// `show`'s plain arguments (`--name value`) are read without ArgumentParser; the same
/// command spelled `--name=value` is left to ArgumentParser. Both must print the same.
@Suite struct ShowPlainArgumentsTests {
    /// The options that take a value.
    static let valueOptions: Set<String> = [
        "--data-dir", "--lang", "--size", "--font", "--pixels", "--margin", "--align",
        "--color", "--theme", "--scheme", "--text-size", "--rotate",
    ]

    /// Command lines the plain reading takes, among them ones whose values the command refuses.
    /// (No empty value: `--size=` is an option without its value, not `--size ""`.)
    static let commandLines: [[String]] = [
        ["show"],
        ["show", "-"],
        ["show", "--size", "60x12", "Back in 5 min"],
        ["show", "Back", "--size", "60x12", "in", "5"],
        [
            "show", "--size", "40x0", "--font", "builtin", "--pixels", "quadrant", "--margin", "0",
            "--align", "left", "Hi", "there",
        ],
        ["show", "--explain", "--size", "70x20", "--font", "unifont", "--margin", "+3", "--text-size", "9", "x"],
        [
            "show", "--size", "50x10", "--color", "always", "--theme", "ocean", "--scheme", "light", "--lang", "de",
            "Kaffee?",
        ],
        ["show", "--size", "50x10", "--lang", "ja", "--explain", "会議中です"],
        ["show", "--size", "50x10", "show", "help"],
        ["show", "--size", "0x0", "x"],
        ["show", "--margin", "2000", "x"],
        ["show", "--text-size", "0", "x"],
        ["show", "--color", "sometimes", "x"],
        ["show", "--theme", "no-such-theme", "x"],
        ["show", "--scheme", "dim", "x"],
        ["show", "--lang", "xx", "x"],
        ["show", "--follow", "--size", "20x5", "x"],
        ["show", "--pixels", "Half", "x"],
        ["show", "--margin", "1.5", "x"],
        ["show", "--size", "40x8", "--rotate", "180", "--mirror", "--pixels", "sextant", "Hi"],
        ["show", "--rotate", "90", "x"],
    ]

    /// `arguments` with each `--name value` written `--name=value`.
    static func joined(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            if valueOptions.contains(arguments[index]), index + 1 < arguments.count {
                result.append(arguments[index] + "=" + arguments[index + 1])
                index += 2
            } else {
                result.append(arguments[index])
                index += 1
            }
        }
        return result
    }

    @Test(arguments: commandLines)
    func printsWhatArgumentParserWouldHave(_ arguments: [String]) throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["ORBITING_HOME": home]
        let plain = try OrbitingBinary.run(arguments, stdin: "Piped in", environment: environment)
        let parsed = try OrbitingBinary.run(Self.joined(arguments), stdin: "Piped in", environment: environment)
        #expect(plain.status == parsed.status)
        #expect(plain.stdout == parsed.stdout)
        #expect(plain.stderr == parsed.stderr)
        // Each run did something: a frame, a fit, or a message.
        #expect(!(plain.stdout + plain.stderr).isEmpty)
    }
}
