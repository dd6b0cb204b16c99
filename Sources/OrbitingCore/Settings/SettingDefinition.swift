/// One setting: its key, what values it allows, its default, and the localization key of
/// its description. The list of them (`SettingDefinition.all`) is the one registry that
/// `orbiting config` and the Settings screen both read.
public struct SettingDefinition: Sendable, Equatable {
    /// What values a setting allows.
    public enum Kind: Sendable, Equatable {
        /// One of a fixed list of words.
        case choice([String])
        /// `true` or `false`.
        case flag
        /// A whole number in a range.
        case number(ClosedRange<Int>)
        /// A language code from the list, or `auto` (unset: from the environment).
        case language([String])
        /// A theme name: the built-in ones are known; others are accepted for user themes.
        case theme([String])
        /// A font: one of the words (`auto`, `unifont`) or a fontconfig pattern
        /// (`DejaVu Serif:bold`) of printable characters.
        case font([String])
        /// An MQTT broker's address (`BrokerAddress`): `mqtt://[user@]host[:port]` or `mqtts://…`.
        case broker
        /// A room's name (`RoomName`), or `none` (unset: no room).
        case room
        /// Where the browser screen listens (`WebAddress`): `[ADDRESS][:PORT]` or `lan[:PORT]`.
        case webAddress
        /// The browser screen's token (`WebToken`), or `auto` (unset: a new random one each run).
        case webToken
    }

    /// Which setting this is.
    public let id: SettingKey
    /// The key used in the file and on the command line (`shakeAction`).
    public var key: String { id.rawValue }
    /// What values it allows.
    public let kind: Kind
    /// Its value when nothing is set.
    public let defaultValue: SettingValue
    /// The localization key of a one-line description (`settings.shakeAction`).
    public var descriptionKey: String { "settings." + key }

    /// Creates a definition.
    public init(_ id: SettingKey, kind: Kind, defaultValue: SettingValue) {
        self.id = id
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// Whether the program keeps this setting for itself (`hasSeenWelcome`): `config list`
    /// does not show it, though `config get` and `set` still reach it.
    public var isInternal: Bool { id == .hasSeenWelcome }

    /// The word that unsets the language (it then comes from the environment).
    public static let automatic = "auto"
    /// The word that unsets the room (the session then publishes nowhere).
    public static let noRoom = "none"

    /// The word for this setting unset: `none` for the room, `auto` for the language.
    public var unsetWord: String { kind == .room ? Self.noRoom : Self.automatic }

    /// The allowed values as a person types them (`clear, flash, none`; `10…100`).
    public var allowedValues: [String] {
        switch kind {
        case .choice(let words): return words
        case .flag: return ["true", "false"]
        case .number(let range): return [String(range.lowerBound) + "…" + String(range.upperBound)]
        case .language(let codes): return [Self.automatic] + codes
        case .theme(let names): return names
        case .font(let words): return words + ["FAMILY[:STYLE]"]
        case .broker: return ["mqtt://[user@]host[:port]", "mqtts://[user@]host[:port]"]
        case .room: return [Self.noRoom, "NAME"]
        case .webAddress: return ["[ADDRESS][:PORT]", WebAddress.lanWord + "[:PORT]"]
        case .webToken: return [Self.automatic, "TOKEN"]
        }
    }

    /// Why a value was refused.
    public enum Rejection: Error, Sendable, Equatable {
        /// Not one of the allowed values.
        case notAllowed(key: String, value: String, allowed: [String])
    }

    /// Reads a value as typed on the command line.
    public func parse(_ text: String) -> Result<SettingValue, Rejection> {
        let rejection = Rejection.notAllowed(key: key, value: text, allowed: allowedValues)
        switch kind {
        case .choice(let words):
            return words.contains(text) ? .success(.text(text)) : .failure(rejection)
        case .flag:
            switch text.lowercased() {
            case "true", "on", "yes", "1": return .success(.flag(true))
            case "false", "off", "no", "0": return .success(.flag(false))
            default: return .failure(rejection)
            }
        case .number(let range):
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let number = Int(digits), range.contains(number) else { return .failure(rejection) }
            return .success(.number(number))
        case .language(let codes):
            if text == Self.automatic { return .success(.unset) }
            let normalized = text.replacing("-", with: "_")
            guard let code = codes.first(where: { $0.lowercased() == normalized.lowercased() }) else {
                return .failure(rejection)
            }
            return .success(.text(code))
        case .theme:
            let valid = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            return valid ? .success(.text(text.lowercased())) : .failure(rejection)
        case .font(let words):
            let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if let word = words.first(where: { $0 == trimmed.lowercased() }) {
                return .success(.text(word))
            }
            let printable = trimmed.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrFormat }
            let valid = !trimmed.isEmpty && printable && trimmed.count <= FontSetting.maximumLength
            return valid ? .success(.text(trimmed)) : .failure(rejection)
        case .broker:
            return BrokerAddress(text) != nil ? .success(.text(text)) : .failure(rejection)
        case .room:
            if text == Self.noRoom { return .success(.unset) }
            return RoomName(text) != nil ? .success(.text(text)) : .failure(rejection)
        case .webAddress:
            return WebAddress(text).map { .success(.text($0.description)) } ?? .failure(rejection)
        case .webToken:
            if text == Self.automatic { return .success(.unset) }
            return WebToken.isValid(text) ? .success(.text(text)) : .failure(rejection)
        }
    }

    /// Whether a value read from the file is allowed.
    public func accepts(_ value: SettingValue) -> Bool {
        switch (kind, value) {
        case (.choice(let words), .text(let text)): return words.contains(text)
        case (.flag, .flag): return true
        case (.number(let range), .number(let number)): return range.contains(number)
        case (.language, .unset): return true
        case (.language(let codes), .text(let code)): return codes.contains(code)
        case (.theme, .text(let name)): return (try? parse(name).get()) == .text(name)
        case (.font, .text(let pattern)): return (try? parse(pattern).get()) == .text(pattern)
        case (.broker, .text(let address)): return BrokerAddress(address) != nil
        case (.room, .unset): return true
        case (.room, .text(let name)): return RoomName(name) != nil
        case (.webAddress, .text(let address)): return WebAddress(address) != nil
        case (.webToken, .unset): return true
        case (.webToken, .text(let token)): return WebToken.isValid(token)
        default: return false
        }
    }
}

extension Unicode.GeneralCategory {
    /// Control, format, separator (line, paragraph), surrogate, private-use or unassigned.
    var isControlOrFormat: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
