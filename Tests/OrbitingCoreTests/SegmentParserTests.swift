import Foundation
import Testing

@testable import OrbitingCore

@Suite struct SegmentParserTests {
    /// What `JSONDecoder` makes of the same bytes.
    static func slowDecode(_ bytes: [UInt8]) -> [Message]? {
        try? JSONDecoder().decode(SegmentFile.self, from: Data(bytes)).messages
    }

    @Test func theFastParserAgreesWithJSONDecoderOnDamagedFiles() {
        let full = StoreReliabilityTests.smallSegment
        var accepted = 0
        var generator = SystemRandomNumberGenerator()
        var samples: [[UInt8]] = (0...full.count).map { Array(full[..<$0]) }
        for _ in 0..<500 {
            var bytes = full
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            samples.append(bytes)
        }
        for bytes in samples {
            guard let fast = SegmentParser.parse(bytes) else { continue }
            accepted += 1
            #expect(fast.messages == Self.slowDecode(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(accepted > 1)
    }

    /// JSON numbers have no leading zeros: a version of "01" is not read as 1 by the fast
    /// parser (`JSONDecoder` refuses the file), as a random damage once showed.
    @Test func aLeadingZeroIsNotANumber() {
        let bytes = Array(#"{"format":"orbiting.messages","version":01,"messages":[]}"#.utf8)
        #expect(Self.slowDecode(bytes) == nil)
        #expect(SegmentParser.parse(bytes) == nil)
        #expect(SegmentParser.parse(Array(#"{"format":"orbiting.messages","version":1,"messages":[]}"#.utf8)) != nil)
    }

    @Test func escapesAndUnusualTextReadTheSameBothWays() throws {
        let texts = [
            "quote \" backslash \\ slash /", "\u{0}\u{1B}\u{7F}\u{9B}", "😀 surrogate pair", "tab\tnew\nline", "東京", "",
        ]
        let messages = texts.enumerated().map {
            Message(id: "m\($0.offset)", text: $0.element, createdAt: Date(timeIntervalSince1970: 1))
        }
        let bytes = SegmentFile.encode(messages)
        #expect(SegmentParser.parse(bytes)?.messages == messages)
        let handWritten = Array(
            (#"{"version":1,"messages":[{"isFavorite":true,"createdAt":"2026-01-01T00:00:00Z","#
                + #""text":"\ud83d\ude00\u00e9","id":"x"}],"format":"orbiting.messages"}"#)
                .utf8)
        #expect(SegmentParser.parse(handWritten)?.messages.first?.text == "😀é")
        #expect(SegmentParser.parse(handWritten)?.messages == Self.slowDecode(handWritten))
        #expect(
            SegmentParser.parse(Array(#"{"format":"orbiting.messages","version":1,"messages":[],"extra":1}"#.utf8))
                == nil)
    }
}

@Suite struct UTF8CheckTests {
    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0,
            0x8F, 0x90,
        ]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer { UTF8Check.isValid($0) } == expected, "\(bytes)")
        }
    }

    @Test func filteringWhileParsingKeepsWhatTheQueryKeeps() throws {
        let messages = ["Café résumé", "tea", "CAFE", "café \u{1B} escaped", "東京"].enumerated().map {
            Message(
                id: "m\($0.offset)", text: $0.element, createdAt: Date(timeIntervalSince1970: Double($0.offset)),
                isFavorite: $0.offset % 2 == 0)
        }
        let bytes = SegmentFile.encode(messages)
        for query in [
            MessageQuery(search: "cafe"), MessageQuery(favoritesOnly: true),
            MessageQuery(favoritesOnly: true, search: "CAFÉ"), MessageQuery(search: "京"),
        ] {
            #expect(SegmentParser.parse(bytes, keeping: query)?.messages == query.filter(messages))
        }
    }
}
