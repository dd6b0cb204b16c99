/// Makes text from people or files safe to show in a terminal.
///
/// Nothing that could act on the terminal survives: C0 and C1 control characters,
/// DEL and the escape that starts every control sequence become visible symbols
/// (ESC shows as ␛, so a pasted `ESC [31m` reads "␛[31m"), and bidirectional
/// overrides and isolates become U+FFFD. Line ends become `\n`, tabs become a space.
public enum TextSanitizer {
    /// `text` with every unsafe scalar replaced; `keepNewlines` keeps `\n` as a line break.
    public static func sanitize(_ text: String, keepNewlines: Bool = true) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue  // the CR already made the break
            case 0x0A, 0x0D:
                result.append(keepNewlines ? "\n" : " ")
            case 0x09:
                result.append(" ")
            default:
                result.append(visible(scalar))
            }
        }
        return String(result)
    }

    /// A harmless stand-in for `scalar`, or `scalar` itself when it is already harmless.
    public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"  // ␀…␟ control pictures
        case 0x7F:
            return "\u{2421}"  // ␡
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
             0x2028, 0x2029, 0xFFF9...0xFFFB:
            return "\u{FFFD}"
        default:
            return scalar
        }
    }

    /// Whether `text` is already safe (sanitizing would not change it, newlines aside).
    public static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\n" || visible($0) == $0 }
    }
}
