/// Decodes one escape sequence at the start of the input (CSI, SS3 or ESC + key).
enum EscapeSequence {
    /// What an escape sequence meant.
    enum Decoded: Equatable {
        /// A key event.
        case event(KeyEvent)
        /// `ESC [200~`: bracketed paste begins.
        case pasteStart
    }

    /// A CSI longer than this without a final byte is given up on as unknown.
    static let longestCSI = 32

    /// Decodes the sequence at the start of `bytes` (which starts with ESC).
    ///
    /// - Returns: the meaning and the number of bytes it took, or nil when more bytes are
    ///   needed to tell (never when `final`).
    static func decode(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Decoded, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return final ? (.event(.escape), 1) : nil }
        let second = bytes[start + 1]
        switch second {
        case 0x0D:
            return (.event(.altEnter), 2)
        case UInt8(ascii: "["):
            return csi(bytes, final: final)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return final ? (.event(.alt("O")), 2) : nil }
            return (.event(ss3(bytes[start + 2]).map(KeyEvent.special) ?? .unknown(Array(bytes.prefix(3)))), 3)
        case 0x1B, 0x80...:
            return (.event(.escape), 1)  // the next byte starts something of its own
        case 0x20...0x7E:
            return (.event(.alt(Character(Unicode.Scalar(second)))), 2)
        default:
            return (.event(.unknown(Array(bytes.prefix(2)))), 2)
        }
    }

    /// `ESC O x`: F1–F4, and arrows, Home and End in application cursor mode.
    static func ss3(_ byte: UInt8) -> SpecialKey? {
        switch byte {
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: cursorKey(byte)
        }
    }

    private static func cursorKey(_ byte: UInt8) -> SpecialKey? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// `ESC [ parameters intermediates final`.
    private static func csi(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Decoded, Int)? {
        var index = bytes.startIndex + 2
        while index < bytes.endIndex, index - bytes.startIndex < longestCSI, (0x20...0x3F).contains(bytes[index]) {
            index += 1
        }
        let length = index - bytes.startIndex
        // Cut at the same length however the bytes were split across reads.
        if length >= longestCSI { return (.event(.unknown(Array(bytes[..<index]))), length) }
        guard index < bytes.endIndex else { return final ? (.event(.unknown(Array(bytes))), length) : nil }
        let finalByte = bytes[index]
        guard (0x40...0x7E).contains(finalByte) else {
            return (.event(.unknown(Array(bytes[..<index]))), length)
        }
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<index], as: UTF8.self)
        let sequence = Array(bytes[...index])
        if parameters == "200" && finalByte == UInt8(ascii: "~") { return (.pasteStart, length + 1) }
        if let mouse = MouseEvent.sgr(parameters: parameters, final: finalByte) {
            return (.event(.mouse(mouse)), length + 1)
        }
        return (
            .event(key(parameters: parameters, final: finalByte).map(KeyEvent.special) ?? .unknown(sequence)),
            length + 1
        )
    }

    /// The key a CSI sequence names, for sequences without modifiers.
    static func key(parameters: String, final: UInt8) -> SpecialKey? {
        if final == UInt8(ascii: "Z") && parameters.isEmpty { return .backTab }
        if final != UInt8(ascii: "~") {
            return parameters.isEmpty || parameters == "1" ? cursorKey(final) : nil
        }
        switch Int(parameters) {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case let code? where (11...15).contains(code): return .function(code - 10)
        case let code? where (17...21).contains(code): return .function(code - 11)
        case let code? where (23...24).contains(code): return .function(code - 12)
        default: return nil
        }
    }
}
