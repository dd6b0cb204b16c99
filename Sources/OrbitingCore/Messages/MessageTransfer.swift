import FoundationEssentials
import OrbitingText

/// The export and import formats: our JSON (an array of messages, newest first, the same as
/// `orbiting history --json`) and plain text (one message per line, oldest first).
public enum MessageTransfer {
    /// The format of a file to write or read.
    public enum Format: String, Sendable, CaseIterable {
        /// `[{"id", "text", "createdAt", "isFavorite"}, …]`, newest first.
        case json
        /// One message per line, oldest first; `\n`, `\\` and `\u{1B}` stand for a line break,
        /// a backslash and a control character.
        case text
    }

    /// `messages` (newest first) as JSON text, one message per line, ending in a newline.
    /// Control, C1 and bidi characters are written as `\uXXXX`, so printing it is safe.
    public static func json(_ messages: [Message]) -> String {
        JSONText.array(messages) + "\n"
    }

    /// `messages` (newest first) as text: one line each, oldest first.
    public static func text(_ messages: [Message]) -> String {
        messages.reversed().map { escape($0.text) + "\n" }.joined()
    }

    /// The id versions before 0.2 gave the text line that now has `id`: the same two hashes,
    /// file hash first. Importing checks it too, so a file imported then is not added twice.
    public static func formerTextID(_ id: String) -> String? {
        let digits = id.filter { $0 != "-" }
        guard Message.isWellFormedID(id), digits.count == 32,
            let low = UInt64(digits.prefix(16), radix: 16), let high = UInt64(digits.suffix(16), radix: 16)
        else { return nil }
        return StableHash.uuidString(high, low)
    }

    /// Sorts to the order of keeping: oldest first; equal times keep the export's order reversed.
    static func oldestFirst(_ newestFirst: [Message]) -> [Message] {
        Array(
            newestFirst.enumerated().sorted { lhs, rhs in
                lhs.element.createdAt != rhs.element.createdAt
                    ? lhs.element.createdAt < rhs.element.createdAt
                    : lhs.offset > rhs.offset
            }.map(\.element))
    }

    /// One message per non-empty line. Ids come from the file's contents and the line number,
    /// so importing the same file twice adds nothing; the line's hash leads the id, so the
    /// short ids `history` shows differ from line to line (`formerTextID` gives the id an
    /// earlier version gave the same line, file hash first).
    static func textMessages(_ text: String, now: Date) -> [Message] {
        let fileHash = StableHash.of(text)
        var messages: [Message] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (number, line) in lines.enumerated() {
            let body = unescape(String(line))
            guard SaveRules.decide(body, after: nil) != .empty else { continue }
            let id = StableHash.uuidString(StableHash.of(String(number) + ":" + body), fileHash)
            messages.append(Message(id: id, text: body, createdAt: now + Double(messages.count) / 1000))
        }
        return messages
    }

    /// One line for `text`: `\\` for a backslash, `\n` and `\r` for line breaks, and
    /// `\u{1B}` for any other character that could drive a terminal (controls, bidi).
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if TextSanitizer.visible(scalar) != scalar {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The text a line written by `escape` stands for; an unknown escape stays as written.
    static func unescape(_ line: String) -> String {
        guard line.contains("\\") else { return line }
        let scalars = Array(line.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            switch scalars[index + 1] {
            case "n": result.append("\n"); index += 2
            case "r": result.append("\r"); index += 2
            case "\\": result.append("\\"); index += 2
            case "u":
                if let (value, length) = braced(scalars, from: index + 2) {
                    result.append(value)
                    index += 2 + length
                } else {
                    result.append(scalar)
                    index += 1
                }
            default:
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// `{HEX}` at `start`: the scalar and how many scalars the braces took.
    private static func braced(_ scalars: [Unicode.Scalar], from start: Int) -> (Unicode.Scalar, Int)? {
        guard start < scalars.count, scalars[start] == "{",
            let close = scalars[start...].firstIndex(of: "}"), close - start <= 9,
            let value = UInt32(String(String.UnicodeScalarView(scalars[(start + 1)..<close])), radix: 16),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, close - start + 1)
    }
}

/// A 64-bit FNV-1a hash that is the same on every run (Swift's `Hasher` is seeded per process).
enum StableHash {
    static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Two hashes as a lowercase UUID-shaped id.
    static func uuidString(_ high: UInt64, _ low: UInt64) -> String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        let all = Array(hex(high) + hex(low))
        return String(all[0..<8]) + "-" + String(all[8..<12]) + "-" + String(all[12..<16]) + "-"
            + String(all[16..<20]) + "-" + String(all[20..<32])
    }
}
