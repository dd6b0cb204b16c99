/// Makes text safe to print on one terminal line: no control characters, no escape
/// sequences, no bidi overrides, and no wider than a given number of columns.
public enum DisplayLine {
    /// `text` with every character that could drive the terminal replaced by a visible symbol.
    ///
    /// Line breaks and tabs become `⏎` and `⇥`; other C0 controls their control pictures
    /// (`␛` for ESC); DEL `␡`; C1 controls, bidi controls and other invisible format
    /// characters `�`. The result never contains a byte below 0x20 or in 0x7F–0x9F.
    public static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// What `scalar` is shown as, or nil when it is shown as itself.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return "\u{23CE}"
        case 0x09: return "\u{21E5}"
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        // Bidi embeddings, overrides, isolates and marks; the BOM and other format controls.
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0xFEFF, 0xFFF9...0xFFFB:
            return "\u{FFFD}"
        default: return nil
        }
    }

    /// Columns a character takes in a terminal: 0, 1 or 2 (wide East Asian and emoji).
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let properties = first.properties
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { return 0 }
        if character.unicodeScalars.count > 1 && character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        if properties.isEmojiPresentation { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Columns `text` takes.
    public static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` sanitized and cut to at most `columns` columns, ending in `…` when cut.
    public static func fitted(_ text: String, columns: Int) -> String {
        let safe = sanitized(text)
        guard columns > 0 else { return "" }
        if width(of: safe) <= columns { return safe }
        var result = ""
        var used = 0
        for character in safe {
            let characterWidth = width(of: character)
            if used + characterWidth > columns - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
