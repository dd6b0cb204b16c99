import PropertyBased
import Testing
@testable import OrbitingCore

@Suite struct DisplayLineTests {
    /// Text that must never reach a terminal as it is.
    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[H wiped",              // CSI: clear the screen
        "\u{1B}]0;owned\u{07}",                  // OSC: set the window title
        "\u{1B}]52;c;aGVsbG8=\u{1B}\\",          // OSC 52: write the clipboard
        "\u{9B}31m C1 CSI",                      // C1 CSI
        "\u{90}DCS\u{9C}",                       // C1 DCS … ST
        "bell\u{07} backspace\u{08} nul\u{00} del\u{7F}",
        "abc\u{202E}txt.exe",                    // right-to-left override
        "\u{2066}isolate\u{2069}\u{200F}",
        "line one\nline two\r\nthree",
    ]

    static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F)
        }
    }

    @Test(arguments: hostile) func hostileTextComesOutVisibleAndInert(text: String) {
        let shown = DisplayLine.sanitized(text)
        #expect(Self.isSafe(shown))
        // Nothing is dropped silently: one symbol per control.
        #expect(shown.unicodeScalars.count == text.unicodeScalars.count)
    }

    @Test func escapeIsShownAsItsControlPicture() {
        #expect(DisplayLine.sanitized("a\u{1B}[31mb") == "a␛[31mb")
        #expect(DisplayLine.sanitized("two\nlines") == "two⏎lines")
        #expect(DisplayLine.sanitized("Café 東京 🎉") == "Café 東京 🎉")
    }

    @Test func anyScalarsComeOutSafe() async {
        let scalar = TextGenerators.hostileScalar
        await propertyCheck(count: 300, input: scalar.array(of: 0...40)) { scalars in
            let text = String(String.UnicodeScalarView(scalars))
            #expect(Self.isSafe(DisplayLine.sanitized(text)))
            #expect(Self.isSafe(DisplayLine.fitted(text, columns: 10)))
        }
    }

    @Test func fittingCutsToTheColumnsWithAnEllipsis() {
        #expect(DisplayLine.fitted("hello world", columns: 20) == "hello world")
        #expect(DisplayLine.fitted("hello world", columns: 8) == "hello w…")
        #expect(DisplayLine.width(of: DisplayLine.fitted("東京東京東京", columns: 7)) <= 7)
        #expect(DisplayLine.fitted("東京東京東京", columns: 7) == "東京東…")
        #expect(DisplayLine.width(of: "e\u{301}") == 1)
    }
}
