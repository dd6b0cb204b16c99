/// A key back as the bytes a terminal sends for it: the inverse of `KeyDecoder`.
extension KeyEvent {
    /// The bytes xterm sends for this key (arrows and F1–F4 in their common forms); decoding
    /// them gives the key back. A session hands keys decoded for one screen to another
    /// screen's reader this way (Home's readline after History closed under type-ahead).
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .enter: [0x0D]
        case .altEnter: [0x1B, 0x0D]
        case .tab: [0x09]
        case .backspace: [0x7F]
        case .escape: [0x1B]
        case .control(let letter): Self.controlByte(letter).map { [$0] } ?? []
        case .alt(let character): [0x1B] + Array(String(character).utf8)
        case .special(let key): Array(Self.sequence(key).utf8)
        case .paste(let text): Array("\u{1B}[200~".utf8) + Array(text.utf8) + KeyDecoder.pasteEnd
        case .mouse(let event): event.sgrBytes
        case .unknown(let bytes): bytes
        }
    }

    /// The C0 byte of Ctrl-`letter` (`"a"`…`"z"`, `"@"`, `"\\"`, `"]"`, `"^"`, `"_"`).
    private static func controlByte(_ letter: Character) -> UInt8? {
        guard let value = letter.asciiValue else { return nil }
        switch value {
        case 0x61...0x7A: return value - 0x60
        case 0x40, 0x5C...0x5F: return value - 0x40
        default: return nil
        }
    }

    private static func sequence(_ key: SpecialKey) -> String {
        switch key {
        case .up: "\u{1B}[A"
        case .down: "\u{1B}[B"
        case .right: "\u{1B}[C"
        case .left: "\u{1B}[D"
        case .home: "\u{1B}[H"
        case .end: "\u{1B}[F"
        case .insert: "\u{1B}[2~"
        case .delete: "\u{1B}[3~"
        case .pageUp: "\u{1B}[5~"
        case .pageDown: "\u{1B}[6~"
        case .backTab: "\u{1B}[Z"
        case .function(let number):
            switch number {
            case 1...4: "\u{1B}O" + String(Character(Unicode.Scalar(UInt8(ascii: "P") + UInt8(number - 1))))
            case 5: "\u{1B}[15~"
            case 6...10: "\u{1B}[\(number + 11)~"
            case 11, 12: "\u{1B}[\(number + 12)~"
            default: ""
            }
        }
    }
}
