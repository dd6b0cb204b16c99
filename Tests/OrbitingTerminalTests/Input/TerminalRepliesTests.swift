import Testing

@testable import OrbitingTerminal

/// Answers of the start-up exchange that arrive late are taken out of the keyboard's bytes;
/// keys, even those that look like the start of an answer, are kept.
@Suite struct TerminalRepliesTests {
    static func removing(_ text: String) -> String {
        String(decoding: TerminalReplies.removing(from: Array(text.utf8)), as: UTF8.self)
    }

    /// What kitty, xterm and VTE answer to the questions of `TerminalStartQuery`.
    static let answers = [
        "\u{1B}[?62;4;22c",  // DA1, sixel listed
        "\u{1B}[1;3R", "\u{1B}[24;80R",  // the width probe's cursor reports
        "\u{1B}[?2027;2$y",  // DECRQM: grapheme clustering
        "\u{1B}[?2;0;1000;1000S",  // XTSMGRAPHICS: the largest picture
        "\u{1B}[?1;0;256S",  // XTSMGRAPHICS: colour registers
        "\u{1B}[6;20;10t",  // the cell's size in pixels
        "\u{1B}[4;480;800t",  // the window's size in pixels
        "\u{1B}]11;rgb:1f1f/1f1f/1f1f\u{1B}\\",  // the background, ended by ST
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}",  // … and by BEL
        "\u{1B}_Gi=31;OK\u{1B}\\",  // kitty's picture query
        "\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\",
    ]

    @Test(arguments: answers)
    func aLateAnswerIsNotTyping(answer: String) {
        #expect(Self.removing("ab" + answer + "cd") == "abcd")
        #expect(Self.removing(answer) == "")
    }

    @Test func everyAnswerOfOneReadGoes() {
        #expect(Self.removing(Self.answers.joined() + "Hi" + Self.answers.joined()) == "Hi")
    }

    /// Keys and chords: arrows, F3 and other function keys, Alt-_ and Alt-], bracketed
    /// paste, Escape. (Ctrl-F3, `CSI 1;5R`, has a cursor report's shape and goes with them.)
    @Test(arguments: [
        "\u{1B}[A", "\u{1B}OR", "\u{1B}[R", "\u{1B}[15;2~", "\u{1B}_", "\u{1B}]", "\u{1B}_x", "\u{1B}]x",
        "\u{1B}[200~pasted\u{1B}[201~", "\u{1B}", "\u{1B}[?", "\u{1B}[6t", "\u{1B}[?25h",
        "\u{1B}]11;rgb\u{0D}",
    ])
    func keysAreKept(key: String) {
        #expect(Self.removing("a" + key + "b") == "a" + key + "b")
    }
}
