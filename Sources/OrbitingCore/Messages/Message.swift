import FoundationEssentials

/// One kept message: its text exactly as typed, when it was kept, and whether it is a favorite.
public struct Message: Sendable, Equatable, Hashable, Codable {
    /// A stable unique id (a lowercase UUID); never reused, kept across export and import.
    public var id: String
    /// The text exactly as typed, line breaks included.
    public var text: String
    /// When the message was kept, to the millisecond.
    public var createdAt: Date
    /// Whether the message is starred.
    public var isFavorite: Bool
    /// The record's members this version does not know (from a hand edit, another tool or a
    /// newer Orbiting), written back unchanged whenever the record is rewritten.
    public var unknownFields: [String: JSONValue]

    /// The members every stored record must have; a record without one is read but reported.
    public static let requiredFields = ["id", "text", "createdAt", "isFavorite"]

    /// Creates a message; `createdAt` is rounded to the millisecond so that it survives
    /// a round trip through the files unchanged.
    public init(
        id: String = Message.newID(), text: String, createdAt: Date, isFavorite: Bool = false,
        unknownFields: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.text = text
        self.createdAt = Timestamp.roundedToMilliseconds(createdAt)
        self.isFavorite = isFavorite
        self.unknownFields = unknownFields
    }

    /// A fresh random id.
    public static func newID() -> String { UUID().uuidString.lowercased() }

    /// Whether `id` has the shape of our ids: 32 hexadecimal digits in groups of 8-4-4-4-12
    /// (either case). Anything else (an escape sequence, a path, a number) is not ours.
    public static func isWellFormedID(_ id: String) -> Bool {
        let utf8 = Array(id.utf8)
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let isHex = (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
                guard isHex else { return false }
            }
        }
        return true
    }

    /// The first characters of the id, enough to tell messages apart in a list.
    public var shortID: String { String(id.prefix(8)) }

    private enum CodingKeys: String, CodingKey {
        case id, text, createdAt, isFavorite
    }

    /// Decodes a message whose `createdAt` is an ISO 8601 string; other members are kept in
    /// `unknownFields`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "empty id")
        }
        let stamp = try container.decode(String.self, forKey: .createdAt)
        guard let date = Timestamp.parse(stamp) else {
            throw DecodingError.dataCorruptedError(
                forKey: .createdAt, in: container, debugDescription: "not ISO 8601: \(stamp)")
        }
        self.init(
            id: id,
            text: try container.decode(String.self, forKey: .text),
            createdAt: date,
            isFavorite: try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false,
            unknownFields: try Self.unknownFields(in: decoder)
        )
    }

    /// The members of the record being decoded that are not message fields.
    private static func unknownFields(in decoder: any Decoder) throws -> [String: JSONValue] {
        let all = try decoder.container(keyedBy: JSONKey.self)
        var fields: [String: JSONValue] = [:]
        for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
            fields[key.stringValue] = try all.decode(JSONValue.self, forKey: key)
        }
        return fields
    }

    /// Encodes the message with `createdAt` as an ISO 8601 string in UTC.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(Timestamp.format(createdAt), forKey: .createdAt)
        try container.encode(isFavorite, forKey: .isFavorite)
        var others = encoder.container(keyedBy: JSONKey.self)
        for (key, value) in unknownFields { try others.encode(value, forKey: JSONKey(stringValue: key)) }
    }
}
