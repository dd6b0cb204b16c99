import Testing

@testable import OrbitingTerminal

@Suite struct ColorDepthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var isTerminal = true
        var mode = ColorMode.auto
        var expected: ColorDepth
        var testDescription: String { "\(mode) tty=\(isTerminal) \(environment.sorted { $0.key < $1.key })" }
    }

    static let cases: [Case] = [
        Case(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], expected: .trueColor),
        Case(environment: ["TERM": "xterm", "COLORTERM": "24bit"], expected: .trueColor),
        Case(environment: ["TERM": "xterm-direct"], expected: .trueColor),
        Case(environment: ["TERM": "xterm-256color"], expected: .ansi256),
        Case(environment: ["TERM": "screen-256color", "COLORTERM": "yes"], expected: .ansi256),
        Case(environment: ["TERM": "xterm"], expected: .ansi16),
        Case(environment: ["TERM": "linux"], expected: .ansi16),
        Case(environment: [:], expected: .ansi16),
        Case(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], expected: .none),
        // NO_COLOR: any non-empty value turns colour off; an empty one does not (no-color.org).
        Case(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], expected: .none),
        Case(environment: ["TERM": "xterm-256color", "NO_COLOR": ""], expected: .ansi256),
        // Not a terminal: no colour unless forced.
        Case(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: false, expected: .none),
        Case(environment: ["COLORTERM": "truecolor"], isTerminal: false, mode: .always, expected: .trueColor),
        Case(
            environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: false, mode: .always,
            expected: .ansi256),
        Case(environment: [:], isTerminal: false, mode: .always, expected: .ansi16),
        Case(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], mode: .never, expected: .none),
    ]

    @Test(arguments: cases)
    func detectsDepthFromEnvironment(_ example: Case) {
        #expect(
            ColorDepth.detect(mode: example.mode, environment: example.environment, isTerminal: example.isTerminal)
                == example.expected)
    }

    @Test func depthsAreOrderedByRichness() {
        #expect(ColorDepth.allCases.sorted() == [.none, .ansi16, .ansi256, .trueColor])
    }
}
