import FoundationEssentials

/// Any JSON value, kept as read so that it can be written back: what a message record holds
/// beyond the fields this version knows (a hand edit, another tool, a newer Orbiting).
public indirect enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    /// A number; integers up to 2^53 and ordinary decimals survive a round trip exactly.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object's members, written back in key order.
    case object([String: JSONValue])

    /// Decodes whatever JSON value is next. A decoder tells a value's type only by failing,
    /// so the commonest (strings and numbers, the leaves) are tried first.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let object = try? decoder.container(keyedBy: JSONKey.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else {
            var array = try decoder.unkeyedContainer()
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        }
    }

    /// Encodes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .null: try single.encodeNil()
        case .bool(let flag): try single.encode(flag)
        case .number(let number): try single.encode(number)
        case .string(let string): try single.encode(string)
        case .array(let elements): try single.encode(elements)
        case .object(let members): try single.encode(members)
        }
    }

    /// The value as indented JSON, members in key order: what `--json` prints.
    public func prettyJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The value as JSON text on one line, strings escaped by `JSONText.quoted`.
    public var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
            return number.isFinite ? String(number) : "null"
        case .string(let string): return JSONText.quoted(string)
        case .array(let elements): return "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.keys.sorted().map { JSONText.quoted($0) + ": " + (members[$0] ?? .null).jsonText }
                .joined(separator: ", ") + "}"
        }
    }
}

/// A coding key for any member name.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
