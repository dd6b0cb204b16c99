/// Every setting, merged with its default: what the file says when it says something
/// allowed, the default otherwise.
public struct Settings: Sendable, Equatable {
    /// The values that differ from nothing: one per known key (unknown keys are kept aside).
    public private(set) var values: [String: SettingValue]
    /// Keys in the file this build does not know (from a newer version); kept on save.
    public private(set) var unknown: [String: SettingValue]

    /// Every setting at its default.
    ///
    /// Filled in a loop into a table made at its size: every command starts here, and
    /// building it from a list of pairs made that list's storage type at run time as well.
    public init() {
        var values: [String: SettingValue] = [:]
        values.reserveCapacity(SettingDefinition.all.count)
        for definition in SettingDefinition.all { values[definition.key] = definition.defaultValue }
        self.values = values
        unknown = [:]
    }

    /// Settings from the file's map, merged with the defaults. Values that are not allowed
    /// fall back to their default and are returned as warnings.
    public static func merged(from stored: [String: SettingValue]) -> (Settings, [StoreWarning]) {
        var settings = Settings()
        var warnings: [StoreWarning] = []
        for (key, value) in stored.sorted(by: { $0.key < $1.key }) {
            guard let definition = SettingDefinition.named(key) else {
                settings.unknown[key] = value
                continue
            }
            if definition.accepts(value) {
                settings.values[key] = value
            } else {
                warnings.append(.invalidSetting(key: key, value: value.description))
            }
        }
        return (settings, warnings)
    }

    /// The value of `key` (the default when it was never set); `.unset` for an unknown key.
    public subscript(key: String) -> SettingValue {
        values[key] ?? .unset
    }

    /// Sets `key` to `value` if the registry allows it; returns whether it did.
    @discardableResult
    public mutating func set(_ key: String, to value: SettingValue) -> Bool {
        guard let definition = SettingDefinition.named(key), definition.accepts(value) else { return false }
        values[key] = value
        return true
    }

    /// Puts `key` back to its default.
    public mutating func reset(_ key: String) {
        guard let definition = SettingDefinition.named(key) else { return }
        values[key] = definition.defaultValue
    }

    /// The map written to the file: only values that differ from their default, plus unknown keys.
    public var storedValues: [String: SettingValue] {
        var stored = unknown
        for definition in SettingDefinition.all where values[definition.key] != definition.defaultValue {
            stored[definition.key] = values[definition.key]
        }
        return stored
    }

    private func text(_ key: SettingKey) -> String {
        if case .text(let text) = self[key.rawValue] { return text }
        if case .text(let text) = SettingDefinition.definition(for: key).defaultValue { return text }
        return ""
    }

    private func number(_ key: SettingKey) -> Int {
        if case .number(let number) = self[key.rawValue] { return number }
        return 0
    }

    private func flag(_ key: SettingKey) -> Bool {
        if case .flag(let flag) = self[key.rawValue] { return flag }
        if case .flag(let flag) = SettingDefinition.definition(for: key).defaultValue { return flag }
        return false
    }

    /// The chosen language code; nil: decided from the environment.
    public var language: String? {
        if case .text(let code) = self[SettingKey.language.rawValue] { return code }
        return nil
    }
    /// Light, dark, or as the system says.
    public var colorScheme: ColorSchemeSetting { ColorSchemeSetting(rawValue: text(.colorScheme)) ?? .system }
    /// The theme name (`mono` by default).
    public var theme: String { text(.theme) }
    /// What the shake-equivalent hotkey does.
    public var shakeAction: ShakeAction { ShakeAction(rawValue: text(.shakeAction)) ?? .clear }
    /// The largest text, in percent of the window.
    public var maxTextSize: Int { number(.maxTextSize) }
    /// Whether the Welcome screen was seen.
    public var hasSeenWelcome: Bool { flag(.hasSeenWelcome) }
    /// The glyph style of the big text.
    public var pixels: PixelStyleSetting { PixelStyleSetting(rawValue: text(.pixels)) ?? .half }
    /// How the big text reaches the screen (`auto`: the sharpest the terminal shows).
    public var render: RenderSetting { RenderSetting(rawValue: text(.render)) ?? .auto }
    /// Where lines of big text sit.
    public var align: AlignmentSetting { AlignmentSetting(rawValue: text(.align)) ?? .center }
    /// How many colours to use.
    public var colorDepth: ColorDepthSetting { ColorDepthSetting(rawValue: text(.colorDepth)) ?? .auto }
    /// Whether the flash also rings the terminal bell.
    public var bell: Bool { flag(.bell) }
    /// Empty cells kept around the big text.
    public var margin: Int { number(.margin) }
    /// The font of the big text: `auto`, `unifont`, or a fontconfig pattern.
    public var font: String { text(.font) }
    /// The broker rooms meet through (`mqtt://localhost:1883` unless set).
    public var broker: String { text(.broker) }
    /// The room the session publishes to, or nil for none.
    public var room: String? {
        if case .text(let name) = self[SettingKey.room.rawValue] { return name }
        return nil
    }
    /// Where `--web` without an address listens (`127.0.0.1:8080` unless set).
    public var web: WebAddress { WebAddress(text(.web)) ?? .defaultAddress }
    /// The browser screen's token, or nil for a new random one each run.
    public var webToken: String? {
        if case .text(let token) = self[SettingKey.webToken.rawValue] { return token }
        return nil
    }
    /// Which way the big text faces (`180`: toward the person opposite).
    public var rotation: RotationSetting { RotationSetting(rawValue: text(.rotation)) ?? .upright }
    /// Whether the session takes the mouse (clicks, the wheel, swipes).
    public var mouse: Bool { flag(.mouse) }
    /// Whether the terminal window's title shows the message.
    public var windowTitle: Bool { flag(.windowTitle) }
    /// Whether the screen keeps still where it would blink: a timer's end stays inverse
    /// instead of alternating every second.
    public var reduceMotion: Bool { flag(.reduceMotion) }
}
