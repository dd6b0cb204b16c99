/// How many terminal columns text takes, as terminals draw it.
///
/// East Asian wide and full-width characters and emoji take two columns; combining
/// marks, zero-width joiners and variation selectors take none; a grapheme cluster takes
/// the width of its widest scalar (so a ZWJ emoji sequence is 2, "é" as e + ◌́ is 1).
public enum DisplayWidth {
    /// Columns taken by one scalar on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if value == 0x200B || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return 0
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and finals
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Columns taken by one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        var widest = 0
        var emojiStyle = false
        for scalar in character.unicodeScalars {
            widest = max(widest, of(scalar))
            if scalar.value == 0xFE0F { emojiStyle = true }
        }
        // A text-default emoji followed by VS16 is drawn in emoji style, two columns wide.
        if emojiStyle, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
        return widest
    }

    /// Columns taken by a string.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
             0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
