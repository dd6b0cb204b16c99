import FoundationEssentials

/// Reading a file to import: our export, the Orbiting apps' histories, or text.
extension MessageTransfer {
    /// Which kind of history a file held.
    public enum Source: String, Sendable, CaseIterable {
        /// Our JSON export (`orbiting history export`, `history --json`).
        case orbiting
        /// The Orbiting app (React Native / web): `@messages`, an array of
        /// `{"id", "text", "timestamp": <ms since 1970>, "isFavorite"?}`, newest first.
        case orbitingApp
        /// The older Orbiting web app: `messages`, an array of texts, newest first.
        case orbitingWeb
        /// Text, one message per line, oldest first.
        case text
    }

    /// Why a file could not be read as messages.
    public struct InvalidFile: Error, Sendable, Equatable {
        /// What the file was read as: JSON (none of the JSON histories we know) or text
        /// (not valid UTF-8, or holding control characters).
        public var expected: Format
        /// What was wrong, for developers; never shown to a person.
        public var reason: String
    }

    /// What a file to import held.
    public struct Contents: Sendable, Equatable {
        /// The messages, oldest first: the order to keep them in.
        public var messages: [Message]
        /// Messages whose id was not of our shape and were given a new one (derived from the
        /// old id and the text, so importing the same file again still adds nothing).
        public var newIDs: Int
        /// What kind of history the file was.
        public var source: Source
        /// The format the file was read as.
        public var format: Format { source == .text ? .text : .json }
    }

    /// Reads `bytes` as `format` (nil: JSON when it starts with `[` or `{`, text otherwise).
    ///
    /// - Returns: the messages oldest first, the order to keep them in.
    /// - Parameter now: the time given to text lines (one millisecond apart, in order).
    public static func read(_ bytes: [UInt8], format: Format?, now: Date) throws(InvalidFile) -> [Message] {
        try contents(of: bytes, format: format, now: now).messages
    }

    /// Reads `bytes` as `read` does, and says what the file was and which ids were replaced.
    ///
    /// JSON is our export, else the Orbiting app's `@messages`, else the older web app's
    /// array of texts. Text must be valid UTF-8 without control characters other than tab,
    /// line feed, carriage return and form feed (so a binary file is refused, not imported
    /// as thousands of garbled lines). Only ids of our shape (`Message.isWellFormedID`) are
    /// kept, lowercased; any other id is replaced, so nothing in a file's ids can reach a
    /// terminal or a file name.
    public static func contents(of bytes: [UInt8], format: Format?, now: Date) throws(InvalidFile) -> Contents {
        let firstVisible = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        // AsyncStorage keeps a value as a JSON string: a file holding the history as one
        // string is that history, not one message.
        if format != .text, firstVisible == UInt8(ascii: "\""), let inner = storedJSON(Data(bytes)) {
            return try jsonContents(inner, now: now)
        }
        switch format ?? (firstVisible == UInt8(ascii: "[") || firstVisible == UInt8(ascii: "{") ? .json : .text) {
        case .json:
            return try jsonContents(Data(bytes), now: now)
        case .text:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InvalidFile(expected: .text, reason: "not valid UTF-8")
            }
            if let control = text.unicodeScalars.first(where: isForbiddenInText) {
                throw InvalidFile(expected: .text, reason: "control character U+\(String(control.value, radix: 16))")
            }
            return Contents(messages: textMessages(text, now: now), newIDs: 0, source: .text)
        }
    }

    /// Whether `scalar` may not appear in a text import: C0 controls but tab and line breaks, DEL, C1.
    private static func isForbiddenInText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// The JSON a JSON string holds, when it holds an array or an object (AsyncStorage's way
    /// of keeping a value); nil otherwise.
    private static func storedJSON(_ data: Data) -> Data? {
        guard let text = try? JSONDecoder().decode(String.self, from: data) else { return nil }
        let start = text.drop(while: { $0.isWhitespace }).first
        return start == "[" || start == "{" ? Data(text.utf8) : nil
    }

    private static func jsonContents(_ data: Data, now: Date, unwrapping: Bool = true) throws(InvalidFile) -> Contents {
        let decoder = JSONDecoder()
        // `{"@messages": […]}` (an AsyncStorage dump keyed by name), the array itself or
        // kept as a string: what it holds is read as the file.
        if unwrapping, let dump = try? decoder.decode([String: JSONValue].self, from: data),
            let held = dump["@messages"]
        {
            var inner: Data?
            switch held {
            case .string(let text): inner = storedJSON((try? JSONEncoder().encode(text)) ?? Data())
            case .array: inner = try? JSONEncoder().encode(held)
            default: inner = nil
            }
            if let inner { return try jsonContents(inner, now: now, unwrapping: false) }
        }
        if let ours = try? decoder.decode([Message].self, from: data) {
            let (messages, newIDs) = checkedIDs(ours)
            return Contents(messages: oldestFirst(messages), newIDs: newIDs, source: .orbiting)
        }
        if let app = try? decoder.decode([AppMessage].self, from: data) {
            let (messages, newIDs) = checkedIDs(app.map(\.message))
            return Contents(messages: oldestFirst(messages), newIDs: newIDs, source: .orbitingApp)
        }
        if let texts = try? decoder.decode([String].self, from: data) {
            // Newest first: the oldest is last, and is kept first.
            let fileHash = StableHash.of(texts.joined(separator: "\n"))
            var messages: [Message] = []
            for (number, text) in texts.reversed().enumerated() where SaveRules.decide(text, after: nil) != .empty {
                let id = StableHash.uuidString(StableHash.of("web:" + String(number) + ":" + text), fileHash)
                messages.append(Message(id: id, text: text, createdAt: now + Double(messages.count) / 1000))
            }
            return Contents(messages: messages, newIDs: 0, source: .orbitingWeb)
        }
        throw InvalidFile(expected: .json, reason: "none of: our export, @messages, an array of texts")
    }

    /// `messages` with every id of our shape lowercased and every other one replaced; and
    /// how many were replaced.
    private static func checkedIDs(_ messages: [Message]) -> ([Message], Int) {
        var newIDs = 0
        let checked = messages.map { message -> Message in
            var message = message
            if Message.isWellFormedID(message.id) {
                message.id = message.id.lowercased()
            } else {
                message.id = StableHash.uuidString(StableHash.of("id:" + message.id), StableHash.of(message.text))
                newIDs += 1
            }
            return message
        }
        return (checked, newIDs)
    }
}

/// One message of the Orbiting app's `@messages`: `{"id", "text", "timestamp", "isFavorite"?}`,
/// the time in milliseconds since 1970 (the id may be a string or a number).
private struct AppMessage: Decodable {
    var message: Message

    private enum CodingKeys: String, CodingKey {
        case id, text, timestamp, isFavorite
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id: String
        if let text = try? container.decode(String.self, forKey: .id) {
            id = text
        } else {
            id = String(try container.decode(Int64.self, forKey: .id))
        }
        let milliseconds = try container.decode(Double.self, forKey: .timestamp)
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else {
            throw DecodingError.dataCorruptedError(forKey: .timestamp, in: container, debugDescription: "out of range")
        }
        message = Message(
            id: id.isEmpty ? "empty" : id,
            text: try container.decode(String.self, forKey: .text),
            createdAt: Date(timeIntervalSince1970: milliseconds / 1000),
            isFavorite: try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false)
    }
}
