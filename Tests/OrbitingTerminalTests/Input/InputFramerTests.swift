import Testing

@testable import OrbitingTerminal

/// The one rule for input split across reads: a terminal's late answer that comes in parts,
/// with pauses between them, is set apart whole and never typed; keys are kept whole; a lone
/// ESC is the Escape key once its short wait is over.
@Suite struct InputFramerTests {
    /// What the framer made of `parts`, each read `gap` after the one before, then what it
    /// settled once nothing more came: the typed text, the answers, the Escape keys.
    static func frame(_ parts: [[UInt8]], gap: Duration = .milliseconds(25)) -> (
        typed: String, replies: [String], escapes: Int
    ) {
        var framer = InputFramer()
        var now = Duration.seconds(10)
        var pieces: [InputFramer.Piece] = []
        for part in parts {
            pieces += framer.settle(at: now)
            pieces += framer.feed(part, at: now)
            now += gap
        }
        pieces += framer.settle(at: now + .seconds(5))
        var typed: [UInt8] = [], replies: [String] = [], escapes = 0
        for piece in pieces {
            switch piece {
            case .typed(let bytes): typed += bytes
            case .reply(let bytes): replies.append(String(decoding: bytes, as: UTF8.self))
            case .escape: escapes += 1
            }
        }
        return (String(decoding: typed, as: UTF8.self), replies, escapes)
    }

    /// `text` cut after every `size` bytes.
    static func parts(_ text: String, every size: Int) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
    }

    static let answers = TerminalRepliesTests.answers

    /// Every answer, cut into two at every point after its third byte, the parts 25 ms and
    /// then 300 ms apart: the whole answer is set apart, nothing typed, and the text typed
    /// after it is typed.
    @Test(arguments: answers)
    func anAnswerSplitAcrossReadsIsNeverTyped(answer: String) {
        let bytes = Array(answer.utf8)
        for cut in 3..<bytes.count {
            for gap: Duration in [.milliseconds(25), .milliseconds(300)] {
                let result = Self.frame([Array(bytes[..<cut]), Array(bytes[cut...]) + Array("Hello".utf8)], gap: gap)
                #expect(result.typed == "Hello", "cut after \(cut), \(gap)")
                #expect(result.replies == [answer])
            }
        }
    }

    /// The start-up exchange's answers all 0.3 s late, each split after 3 bytes with 25 ms
    /// between the parts, then a word typed: only the word is typed.
    @Test func lateAnswersInPartsLeaveOnlyTheTyping() {
        var parts: [[UInt8]] = []
        for answer in Self.answers {
            let bytes = Array(answer.utf8)
            parts += [Array(bytes.prefix(3)), Array(bytes.dropFirst(3))]
        }
        parts.append(Array("Hello".utf8))
        let result = Self.frame(parts)
        #expect(result.typed == "Hello")
        #expect(result.replies == Self.answers)
        #expect(result.escapes == 0)
    }

    /// 50,000 unsolicited cursor reports, read 65,536 bytes at a time (so cut anywhere),
    /// type nothing.
    @Test func fiftyThousandCursorReportsTypeNothing() {
        let flood = String(repeating: "\u{1B}[1;1R", count: 50_000)
        let result = Self.frame(Self.parts(flood, every: 65_536), gap: .zero)
        #expect(result.typed.isEmpty)
        #expect(result.replies.count == 50_000)
    }

    /// An answer's part whose rest never comes is dropped after the generous wait, not typed.
    @Test func aPartWhoseRestNeverComesIsDropped() {
        for part in ["\u{1B}[?62;4", "\u{1B}]11;rgb:1f", "\u{1B}_Gi=31", "\u{1B}[?2027;2$"] {
            #expect(Self.frame([Array(part.utf8)]).typed.isEmpty, "\(part.debugDescription)")
        }
    }

    /// Keys split across reads are whole when they reach the decoder: arrows, F3, an Alt
    /// chord, a UTF-8 character, a paste.
    @Test func keysSplitAcrossReadsStayWhole() {
        for key in ["\u{1B}[A", "\u{1B}OR", "\u{1B}[15;2~", "é", "日", "\u{1B}[200~pasted \u{1B}[A text\u{1B}[201~"] {
            for cut in 1..<key.utf8.count {
                var framer = InputFramer()
                let bytes = Array(key.utf8)
                #expect(framer.feed(bytes[..<cut], at: .zero).isEmpty, "\(key.debugDescription) cut after \(cut)")
                #expect(framer.feed(bytes[cut...], at: .milliseconds(20)) == [.typed(bytes)])
            }
        }
    }

    /// A lone ESC waits its 30 ms and is then the Escape key; an ESC followed in time by a
    /// key is the Alt chord, typed whole.
    @Test func aLoneEscapeIsTheEscapeKeyAfterItsWait() {
        var framer = InputFramer()
        #expect(framer.feed([0x1B], at: .zero).isEmpty)
        #expect(framer.deadline == InputFramer.escapeTimeout)
        #expect(framer.settle(at: .milliseconds(29)).isEmpty)
        #expect(framer.settle(at: .milliseconds(30)) == [.escape])
        #expect(!framer.isWaiting)
        #expect(framer.feed([0x1B], at: .zero).isEmpty)
        #expect(framer.feed(Array("x".utf8), at: .milliseconds(10)) == [.typed(Array("\u{1B}x".utf8))])
    }

    /// `ESC [` or `ESC ]` with nothing after it in time is typed as the chord it is.
    @Test func aShortChordIsTypedAfterTheWait() {
        #expect(Self.frame([Array("\u{1B}[".utf8)]).typed == "\u{1B}[")
        #expect(Self.frame([Array("\u{1B}]x".utf8)]).typed == "\u{1B}]x")
    }
}
