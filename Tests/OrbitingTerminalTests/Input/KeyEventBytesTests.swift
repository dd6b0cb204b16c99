import Testing

@testable import OrbitingTerminal

/// A key turned back into bytes decodes to the same key.
@Suite struct KeyEventBytesTests {
    static let keys: [KeyEvent] = {
        var keys: [KeyEvent] = [
            .text("hello"), .text("漢字 👍🏽"), .enter, .altEnter, .tab, .backspace, .escape,
            .alt("b"), .alt("."), .paste("pasted \u{1B}[31m red\nline"), .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7A]),
        ]
        keys += "abcdefghjklnopqrstuvwxyz@\\]^_".map { KeyEvent.control($0) }
        let specials: [SpecialKey] = [
            .up, .down, .right, .left, .home, .end, .insert, .delete, .pageUp, .pageDown, .backTab,
        ]
        keys += specials.map(KeyEvent.special) + (1...12).map { .special(.function($0)) }
        return keys
    }()

    @Test(arguments: keys)
    func decodingTheBytesGivesTheKeyBack(key: KeyEvent) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(key.bytes) + decoder.flush() == [key], "\(key.bytes)")
    }

    @Test func keysInARowComeBackInOrder() {
        var decoder = KeyDecoder()
        let bytes = Self.keys.flatMap(\.bytes)
        #expect(mergedText(decoder.feed(bytes) + decoder.flush()) == mergedText(Self.keys))
    }
}
