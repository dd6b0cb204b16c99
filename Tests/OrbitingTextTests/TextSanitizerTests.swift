import OrbitingTestSupport
import OrbitingText
import PropertyBased
import Testing

@Suite struct TextSanitizerTests {
    /// Text that must never reach a terminal as it is.
    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[H wiped",  // CSI: clear the screen
        "\u{1B}]0;owned\u{07}",  // OSC: set the window title
        "\u{1B}]52;c;aGVsbG8=\u{1B}\\",  // OSC 52: write the clipboard
        "\u{9B}31m C1 CSI",  // C1 CSI
        "\u{90}DCS\u{9C}",  // C1 DCS … ST
        "bell\u{07} backspace\u{08} nul\u{00} del\u{7F}",
        "abc\u{202E}txt.exe",  // right-to-left override
        "\u{2066}isolate\u{2069}\u{200F}",
        "line one\nline two\r\nthree\u{2028}four",
    ]

    static func isSafe(_ text: String, newlines: Bool = false) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            (newlines && scalar == "\n")
                || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                    || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x2028)
        }
    }

    @Test(arguments: hostile) func hostileTextComesOutVisibleAndInert(text: String) {
        let shown = TextSanitizer.singleLine(text)
        #expect(Self.isSafe(shown))
        // Nothing is dropped silently: one symbol per control (CR LF makes one line break).
        let lineEnds = text.filter { $0 == "\r\n" }.count
        #expect(shown.unicodeScalars.count == text.unicodeScalars.count - lineEnds)
        #expect(Self.isSafe(TextSanitizer.sanitize(text), newlines: true))
        #expect(TextSanitizer.isSafe(TextSanitizer.sanitize(text)))
    }

    @Test func escapeIsShownAsItsControlPicture() {
        #expect(TextSanitizer.singleLine("a\u{1B}[31mb") == "a␛[31mb")
        #expect(TextSanitizer.singleLine("two\nlines\tand a tab") == "two⏎lines⇥and a tab")
        #expect(TextSanitizer.singleLine("Café 東京 🎉") == "Café 東京 🎉")
    }

    @Test func linesModeKeepsLineBreaksAndMakesTabsSpaces() {
        #expect(TextSanitizer.sanitize("a\r\nb\rc\nd\te\u{2029}f") == "a\nb\nc\nd e\nf")
    }

    @Test func escapedShowsTheScalarsThemselves() {
        #expect(TextSanitizer.escaped("bad\u{1B}[2Jname\n") == "bad\\u{1b}[2Jname\\u{a}")
        #expect(TextSanitizer.escaped("Grüße 東京") == "Grüße 東京")
    }

    @Test func aLoneMarkIsDrawnOnADottedCircle() throws {
        #expect(TextSanitizer.drawable("\u{301}") == Character("\u{25CC}\u{301}"))
        #expect(TextSanitizer.drawable("\u{1B}") == "␛")
        let conjunct = try #require("स्ते".first)
        #expect(TextSanitizer.drawable(conjunct) == conjunct)
    }

    @Test func anyScalarsComeOutSafe() async {
        let scalar = TextGenerators.hostileScalar
        await propertyCheck(count: 300, input: scalar.array(of: 0...40)) { scalars in
            let text = String(String.UnicodeScalarView(scalars))
            #expect(Self.isSafe(TextSanitizer.singleLine(text)))
            #expect(Self.isSafe(TextFitter.fitted(text, columns: 10)))
            #expect(Self.isSafe(TextSanitizer.sanitize(text), newlines: true))
            #expect(Self.isSafe(TextSanitizer.escaped(text)))
        }
    }
}
