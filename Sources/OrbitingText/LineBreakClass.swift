/// Where a line may break around a grapheme cluster: a small part of UAX #14.
///
/// Spaces break; ideographs, kana and emoji may break before and after them (so Chinese
/// and Japanese without spaces still wrap, and so does a run of emoji); closing punctuation
/// and small kana never start a line, and opening brackets never end one. Hangul is a
/// word's letters: Korean separates words with spaces and keeps them whole (CSS
/// `word-break: keep-all`), so "회의 중" breaks at its space only.
public enum LineBreakClass: Sendable, Equatable {
    /// A space: a break opportunity, dropped at the end of a line.
    case space
    /// An ideograph or kana: breaks allowed on both sides.
    case ideographic
    /// Punctuation that must not start a line (、。」）!? small kana, ー …).
    case closing
    /// An opening bracket or quote that must not end a line.
    case opening
    /// Anything else, Hangul included: part of a word, breaks only at spaces.
    case word

    /// The class of a cluster, from its first scalar.
    public init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .word
            return
        }
        let value = scalar.value
        if scalar == " " || value == 0x3000 || value == 0x200B {
            self = .space
        } else if LineBreakClass.isClosing(value) {
            self = .closing
        } else if LineBreakClass.isOpening(value) {
            self = .opening
        } else if LineBreakClass.isIdeographic(value) || LineBreakClass.isEmoji(scalar) {
            self = .ideographic
        } else {
            self = .word
        }
    }

    /// Whether a line may break between clusters of class `before` and `after`.
    public static func canBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
        if before == .space || after == .space { return false }  // spaces are handled as gaps
        if after == .closing || before == .opening { return false }
        return before == .ideographic || after == .ideographic
    }

    /// Emoji break like ideographs (UAX #14 gives them class ID): a run of emoji wraps.
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (0x1F000...0x1FAFF).contains(scalar.value)
    }

    static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x30FF,
            0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9D, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Whether `value` closes (a break is never made before it).
    ///
    /// Switches rather than sets: a set of constants is built and hashed the first time it is
    /// asked, in every process that wraps text (a tenth of the wrapping in a `show`).
    static func isClosing(_ value: UInt32) -> Bool {
        switch value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,
            0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
            0x301B, 0x301E, 0x301F, 0x309B, 0x309C, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF64,
            0x2019, 0x201D, 0x00BB, 0x203A, 0x2026, 0x0964, 0x0965:
            return true
        default:
            return false
        }
    }

    /// Whether `value` opens (a break is never made after it).
    static func isOpening(_ value: UInt32) -> Bool {
        switch value {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x00AB, 0x2039, 0x00BF, 0x00A1,
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true
        default:
            return false
        }
    }
}
