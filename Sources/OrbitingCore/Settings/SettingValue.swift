/// A setting's value as kept in the settings file: text, a whole number, a flag, unset, or
/// any other JSON value (under a key a newer version added, kept as it was through a rewrite).
public enum SettingValue: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// Text, such as a theme name.
    case text(String)
    /// A whole number, such as a percentage.
    case number(Int)
    /// On or off.
    case flag(Bool)
    /// No value: decided elsewhere (the language comes from the environment).
    case unset
    /// Another JSON value (a fraction, an array, an object): no setting of this version
    /// takes one, and it is written back as it was read.
    case other(JSONValue)

    /// The value as a person types it (`neon`, `100`, `true`); empty when unset.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return String(number)
        case .flag(let flag): return flag ? "true" : "false"
        case .unset: return ""
        case .other(let value): return value.jsonText
        }
    }

    /// Decodes a JSON string, whole number, bool or null; any other value as `other`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .unset
        } else if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .other(try JSONValue(from: decoder))
        }
    }

    /// Encodes as a JSON string, number, bool or null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        case .unset: try container.encodeNil()
        case .other(let value): try container.encode(value)
        }
    }
}
