/// Makes text from people or files safe to show in a terminal: the one sanitizer.
///
/// Nothing that could act on the terminal survives: C0 and C1 control characters, DEL and
/// the escape that starts every control sequence become visible symbols (ESC shows as ␛,
/// so a pasted `ESC [31m` reads "␛[31m"); bidirectional overrides, embeddings, isolates and
/// marks, the byte order mark and interlinear annotation controls become U+FFFD. What
/// happens to line breaks and tabs is the mode's choice.
public enum TextSanitizer {
    /// What line breaks (LF, CR, CR LF, U+2028, U+2029) and tabs become.
    public enum Mode: Sendable {
        /// Line breaks become `\n`, tabs a space: text drawn over several lines.
        case lines
        /// Line breaks become `⏎` and tabs `⇥`: text drawn on one row (a History row, a
        /// status row, a search field).
        case singleLine
    }

    /// `text` with every unsafe scalar replaced.
    ///
    /// - Complexity: O(n) in the number of scalars; text that is already safe is returned as
    ///   it is.
    public static func sanitize(_ text: String, mode: Mode = .lines) -> String {
        guard !isSafe(text) || (mode == .singleLine && text.utf8.contains(0x0A)) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue  // the CR already made the break
            case 0x0A, 0x0D, 0x2028, 0x2029:
                result.append(mode == .lines ? "\n" : "\u{23CE}")
            case 0x09:
                result.append(mode == .lines ? " " : "\u{21E5}")
            default:
                result.append(visible(scalar))
            }
        }
        return String(result)
    }

    /// `text` sanitized for one row: `sanitize(text, mode: .singleLine)`.
    public static func singleLine(_ text: String) -> String {
        sanitize(text, mode: .singleLine)
    }

    /// A harmless stand-in for `scalar`, or `scalar` itself when it is already harmless.
    @inlinable
    public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value >= 0xA0 && value < 0x61C { return scalar }  // the common case, fast
        switch value {
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"  // ␀…␟ control pictures
        case 0x7F:
            return "\u{2421}"  // ␡
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
            0x2028, 0x2029, 0xFEFF, 0xFFF9...0xFFFB:
            return "\u{FFFD}"
        default:
            return scalar
        }
    }

    /// Whether `text` is already safe: sanitizing it in `.lines` mode would not change it
    /// (`\n` is allowed, a tab or CR is not).
    public static func isSafe(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\n" || visible($0) == $0 }
    }

    /// `text` with every unsafe scalar (and tab and line break) written as a Swift-style
    /// escape, `\u{1b}`: for error messages that quote a file name or an argument, where
    /// the reader needs to see exactly which bytes were given.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || visible(scalar) != scalar {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One cluster as a terminal cell may hold it: sanitized (a line break shows as `␤`),
    /// and on a dotted circle when it has no width of its own (a lone combining mark), so it
    /// never joins the cell before it.
    public static func drawable(_ character: Character) -> Character {
        var safe = character
        if character == "\n" || !isSafe(String(character)) {
            var scalars = String.UnicodeScalarView()
            for scalar in character.unicodeScalars { scalars.append(scalar == "\n" ? "\u{2424}" : visible(scalar)) }
            safe = single(String(scalars))
        }
        if safe.unicodeScalars.allSatisfy({ DisplayWidth.of($0) == 0 }) {
            safe = single("\u{25CC}" + String(safe))
        }
        return safe
    }

    /// `text` as one character, or U+FFFD when it is not exactly one grapheme cluster.
    private static func single(_ text: String) -> Character {
        text.count == 1 ? text.first ?? "\u{FFFD}" : "\u{FFFD}"
    }
}
