import Testing

@testable import OrbitingTerminal

@Suite struct KeyDecoderTests {
    /// One row of the table: the bytes of each read, and the events expected after a flush.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let reads: [[UInt8]]
        let events: [KeyEvent]
        var testDescription: String { name }

        init(_ name: String, _ reads: [String], _ events: [KeyEvent]) {
            self.name = name
            self.reads = reads.map { Array($0.utf8) }
            self.events = events
        }

        init(_ name: String, bytes reads: [[UInt8]], _ events: [KeyEvent]) {
            self.name = name
            self.reads = reads
            self.events = events
        }
    }

    static let esc = "\u{1B}"

    static let cases: [Case] = [
        Case("ascii text", ["hello"], [.text("hello")]),
        Case("utf-8 text", ["café 漢字 👍🏽"], [.text("café 漢字 👍🏽")]),
        Case(
            "a character split across reads", bytes: [[0x61, 0xE6], [0xBC], [0xA2, 0x62]], [.text("a"), .text("漢b")]),
        Case("invalid utf-8 replaced", bytes: [[0x61, 0xFF, 0x62, 0xC3, 0x28]], [.text("a\u{FFFD}b\u{FFFD}(")]),
        Case("a raw C1 byte replaced", bytes: [[0x9B, 0x33, 0x31, 0x6D]], [.text("\u{FFFD}31m")]),
        Case("truncated character at the end", bytes: [[0x61, 0xE6, 0xBC]], [.text("a"), .text("\u{FFFD}")]),
        Case("enter", ["\r"], [.enter]),
        Case("alt-enter", ["\(esc)\r"], [.altEnter]),
        Case("alt-enter split", ["\(esc)", "\r"], [.altEnter]),
        Case(
            "ctrl letters", ["\u{1}\u{7}\u{C}\u{F}\u{12}\u{4}\u{A}"],
            [.control("a"), .control("g"), .control("l"), .control("o"), .control("r"), .control("d"), .control("j")]),
        Case(
            "tab, backspace, ctrl-space, ctrl-underscore", ["\t\u{7F}\u{0}\u{1F}"],
            [.tab, .backspace, .control("@"), .control("_")]),
        Case("text around keys", ["ab\rc\u{7}d"], [.text("ab"), .enter, .text("c"), .control("g"), .text("d")]),
        Case(
            "arrows", ["\(esc)[A\(esc)[B\(esc)[C\(esc)[D"],
            [.special(.up), .special(.down), .special(.right), .special(.left)]),
        Case("application-mode arrows", ["\(esc)OA\(esc)OD"], [.special(.up), .special(.left)]),
        Case("F1 F2 as SS3", ["\(esc)OP\(esc)OQ"], [.special(.function(1)), .special(.function(2))]),
        Case(
            "F1 F2 F10 as CSI", ["\(esc)[11~\(esc)[12~\(esc)[21~"],
            [.special(.function(1)), .special(.function(2)), .special(.function(10))]),
        Case(
            "editing keys", ["\(esc)[H\(esc)[F\(esc)[3~\(esc)[5~\(esc)[6~\(esc)[2~\(esc)[Z"],
            [
                .special(.home), .special(.end), .special(.delete), .special(.pageUp), .special(.pageDown),
                .special(.insert), .special(.backTab),
            ]),
        Case(
            "a sequence split in every place", ["\(esc)", "[", "2", "1", "~x"], [.special(.function(10)), .text("x")]),
        Case("alt-letter", ["\(esc)f\(esc)b"], [.alt("f"), .alt("b")]),
        Case("lone escape after the timeout", ["\(esc)"], [.escape]),
        Case("escape then escape sequence", ["\(esc)\(esc)[A"], [.escape, .special(.up)]),
        Case("unknown CSI", ["\(esc)[1;5Ax"], [.unknown(Array("\(esc)[1;5A".utf8)), .text("x")]),
        Case("unknown SS3", ["\(esc)Oz"], [.unknown(Array("\(esc)Oz".utf8))]),
        Case("unfinished CSI at the timeout", ["\(esc)[12"], [.unknown(Array("\(esc)[12".utf8))]),
        Case(
            "bracketed paste", ["x\(esc)[200~hello\r\(esc)[31mworld\u{7}\(esc)[201~y"],
            [.text("x"), .paste("hello\r\(esc)[31mworld\u{7}"), .text("y")]),
        Case(
            "paste split across reads, end marker split too",
            ["\(esc)[20", "0~ab", "c\(esc)[2", "01", "~\r"], [.paste("abc"), .enter]),
        Case(
            "paste with invalid utf-8", bytes: [Array("\(esc)[200~a".utf8) + [0xFF] + Array("\(esc)[201~".utf8)],
            [.paste("a\u{FFFD}")]),
        Case("empty paste", ["\(esc)[200~\(esc)[201~"], [.paste("")]),
    ]

    @Test(arguments: cases)
    func decodes(_ row: Case) {
        var decoder = KeyDecoder()
        var events: [KeyEvent] = []
        for read in row.reads { events += decoder.feed(read) }
        events += decoder.flush()
        #expect(events == row.events)
        #expect(!decoder.isWaiting)
    }

    @Test func aLoneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func aPasteIsNeverCutShortByTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~part".utf8)).isEmpty)
        #expect(!decoder.isWaiting)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array(" two\u{1B}[201~".utf8)) == [.paste("part two")])
    }

    @Test func everySplitOfAMixedStreamDecodesTheSame() {
        let stream = Array("a漢\u{1B}[A\u{1B}OP\u{1B}\r\u{1B}[200~p\u{1B}[1mq\u{1B}[201~\u{1B}[21~é\r".utf8)
        var whole = KeyDecoder()
        let expected = whole.feed(stream) + whole.flush()
        #expect(expected.count == 8)
        for cut in 1..<stream.count {
            var decoder = KeyDecoder()
            let events = decoder.feed(stream[..<cut]) + decoder.feed(stream[cut...]) + decoder.flush()
            #expect(mergedText(events) == mergedText(expected), "cut at \(cut)")
        }
    }

    @Test func anOverlongSequenceIsCutTheSameWayHoweverItIsSplit() {
        let stream = Array(("\u{1B}[" + String(repeating: "1", count: 40) + "~x").utf8)
        var whole = KeyDecoder()
        let expected = whole.feed(stream) + whole.flush()
        #expect(expected.first == .unknown(Array(stream.prefix(EscapeSequence.longestCSI))))
        for cut in [3, 20, 33, 35] {
            var decoder = KeyDecoder()
            let events = decoder.feed(stream[..<cut]) + decoder.feed(stream[cut...]) + decoder.flush()
            #expect(mergedText(events) == mergedText(expected), "cut at \(cut)")
        }
    }
}
