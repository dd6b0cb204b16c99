import OrbitingText

/// Writes messages as JSON by hand: one message per line, and strings escaped so that the
/// text is safe to print (controls, C1, bidi and line separators as `\uXXXX`).
/// `JSONEncoder` took seconds for 100 000 messages and left C1 and bidi characters raw.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || TextSanitizer.visible(scalar) != scalar {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// JSON text (from `JSONEncoder`) with every character a terminal would act on or that
    /// `TextSanitizer` would not show as it is (C1 controls, bidi overrides, line
    /// separators) written as `\uXXXX`, as `quoted` writes them. Such characters only occur
    /// inside strings, so the JSON means the same.
    public static func escapingInvisible(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x80 && TextSanitizer.visible($0) != $0 }) else {
            return json
        }
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x80 && TextSanitizer.visible(scalar) != scalar {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One message as a JSON object on one line.
    static func object(_ message: Message) -> String {
        "{\"id\": " + quoted(message.id) + ", \"text\": " + quoted(message.text)
            + ", \"createdAt\": \"" + Timestamp.format(message.createdAt) + "\", \"isFavorite\": "
            + (message.isFavorite ? "true" : "false")
            + message.unknownFields.keys.sorted().map {
                ", " + quoted($0) + ": " + (message.unknownFields[$0] ?? .null).jsonText
            }.joined()
            + "}"
    }

    /// `messages` as a JSON array, one message per line.
    static func array(_ messages: [Message]) -> String {
        guard !messages.isEmpty else { return "[]" }
        return "[\n" + messages.map { "  " + object($0) }.joined(separator: ",\n") + "\n]"
    }
}
