import OrbitingText
import PropertyBased
import Testing

@testable import OrbitingTerminal

/// Text from people or files never reaches the terminal raw.
@Suite struct HostileTextTests {
    /// Scalars that are dangerous or odd, mixed with ordinary ones (no surrogates).
    static let scalarGenerator = Gen.oneOf(
        Gen.int(in: 0x00...0x1F),
        Gen.int(in: 0x7F...0x9F),
        Gen.int(in: 0x20...0x7E),
        Gen.int(in: 0x200B...0x206F),
        Gen.int(in: 0x4E00...0x4E40),
        Gen.int(in: 0xE000...0xFFFF),
        Gen.int(in: 0x1F300...0x1F6FF)
    ).map { Character(Unicode.Scalar(UInt32($0)) ?? "?") }

    static let textGenerator = scalarGenerator.array(of: 0...40).map { String($0) }

    static let corpus = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{9B}31m",
        "\u{1B}P+q\u{1B}\\", "a\u{202E}cba", "\u{2066}x\u{2069}", "\u{0}\u{8}\u{7F}", "bell\u{07}",
        "\u{1B}[?1049l", "\u{1B}c",
    ]

    private func assertSafe(_ line: String, _ input: String) {
        let unsafe = line.unicodeScalars.filter { TextSanitizer.visible($0) != $0 }
        #expect(unsafe.isEmpty, "raw \(unsafe.map { String($0.value, radix: 16) }) from \(input.debugDescription)")
    }

    @Test func knownAttacksAreShownNotObeyed() {
        for text in Self.corpus {
            for box in [Box(width: 200, height: 50), Box(width: 30, height: 2)] {  // glyphs, and plain text
                let layout = Engines.builtin.layout(text, in: box)
                for line in BigTextRenderer.lines(layout, box: box) { assertSafe(line, text) }
            }
        }
        // In plain text the escape shows as a visible symbol and the rest literally.
        let layout = Engines.builtin.layout("\u{1B}[31mred", in: Box(width: 40, height: 1))
        #expect(layout.mode == .text)
        #expect(BigTextRenderer.lines(layout, box: Box(width: 40, height: 1)).joined().contains("␛[31mred"))
    }

    @Test func anyTextRendersSafely() async {
        await propertyCheck(count: 300, input: Self.textGenerator) { text in
            for box in [Box(width: 60, height: 20), Box(width: 12, height: 2)] {
                let layout = Engines.builtin.layout(text, in: box)
                for line in BigTextRenderer.lines(layout, box: box) { assertSafe(line, text) }
            }
            #expect(TextSanitizer.isSafe(TextSanitizer.sanitize(text)))
        }
    }
}
