/// Every setting's key, as the settings file and `orbiting config` write it.
public enum SettingKey: String, Sendable, CaseIterable {
    case language, colorScheme, theme, shakeAction, maxTextSize, hasSeenWelcome, pixels, render, align, colorDepth,
        bell, margin, font
    case rotation, mouse, windowTitle, reduceMotion, broker, room, web
    case webToken = "web-token"
}

/// Light, dark, or following the system.
public enum ColorSchemeSetting: String, Sendable, CaseIterable { case system, light, dark }
/// What the shake-equivalent hotkey does.
public enum ShakeAction: String, Sendable, CaseIterable { case clear, flash, none }
/// The glyphs the big text is drawn with, coarse to fine.
public enum PixelStyleSetting: String, Sendable, CaseIterable { case half, full, quadrant, sextant, braille, octant }
/// How the big text reaches the screen: the sharpest the terminal shows, or a mode.
public enum RenderSetting: String, Sendable, CaseIterable { case auto, blocks, smooth, kitty, sixel, iterm2 }
/// Which way the big text faces: as typed, or turned half a turn for the person opposite.
public enum RotationSetting: String, Sendable, CaseIterable {
    case upright = "0"
    case halfTurn = "180"
}
/// Where each line of big text sits.
public enum AlignmentSetting: String, Sendable, CaseIterable { case center, left }
/// How many colours to use: detected, none, or a fixed depth.
public enum ColorDepthSetting: String, Sendable, CaseIterable {
    case auto, none
    case sixteen = "16"
    case palette256 = "256"
    case truecolor
}

/// The words of the font setting that are not fontconfig patterns.
public enum FontSetting {
    /// The default look: a bold sans, shaped (`--font auto`).
    public static let automatic = "auto"
    /// GNU Unifont's pixel look (`--font unifont`).
    public static let unifont = "unifont"
    /// The longest pattern accepted, in characters.
    public static let maximumLength = 200
}

extension SettingDefinition {
    /// The 12 languages Orbiting ships, by code.
    public static let languageCodes = ["en", "de", "pt", "es", "fr", "hi", "bn", "id", "zh", "zh_TW", "ko", "ja"]
    /// The built-in themes, in their order.
    public static let builtInThemes = [
        "mono", "contrast", "neon", "candy", "classic", "sunset", "forest", "ocean", "mint",
    ]

    /// Every setting, in the order they are listed.
    public static let all: [SettingDefinition] = [
        SettingDefinition(.language, kind: .language(languageCodes), defaultValue: .unset),
        SettingDefinition(.colorScheme, kind: .choice(words(ColorSchemeSetting.self)), defaultValue: .text("system")),
        SettingDefinition(.theme, kind: .theme(builtInThemes), defaultValue: .text("mono")),
        SettingDefinition(.shakeAction, kind: .choice(words(ShakeAction.self)), defaultValue: .text("clear")),
        SettingDefinition(.maxTextSize, kind: .number(10...100), defaultValue: .number(100)),
        SettingDefinition(.hasSeenWelcome, kind: .flag, defaultValue: .flag(false)),
        SettingDefinition(.pixels, kind: .choice(words(PixelStyleSetting.self)), defaultValue: .text("half")),
        SettingDefinition(.render, kind: .choice(words(RenderSetting.self)), defaultValue: .text("auto")),
        SettingDefinition(.align, kind: .choice(words(AlignmentSetting.self)), defaultValue: .text("center")),
        SettingDefinition(.colorDepth, kind: .choice(words(ColorDepthSetting.self)), defaultValue: .text("auto")),
        SettingDefinition(.bell, kind: .flag, defaultValue: .flag(false)),
        SettingDefinition(.margin, kind: .number(0...20), defaultValue: .number(1)),
        SettingDefinition(.rotation, kind: .choice(words(RotationSetting.self)), defaultValue: .text("0")),
        SettingDefinition(.mouse, kind: .flag, defaultValue: .flag(true)),
        SettingDefinition(.windowTitle, kind: .flag, defaultValue: .flag(true)),
        SettingDefinition(.reduceMotion, kind: .flag, defaultValue: .flag(false)),
        SettingDefinition(
            .font, kind: .font([FontSetting.automatic, FontSetting.unifont]),
            defaultValue: .text(FontSetting.automatic)),
        SettingDefinition(.broker, kind: .broker, defaultValue: .text(BrokerAddress.defaultAddress)),
        SettingDefinition(.room, kind: .room, defaultValue: .unset),
        SettingDefinition(.web, kind: .webAddress, defaultValue: .text(WebAddress.defaultAddress.description)),
        SettingDefinition(.webToken, kind: .webToken, defaultValue: .unset),
    ]

    /// The settings a person chooses: every one but the internal ones, in the order listed.
    public static var chosen: [SettingDefinition] { all.filter { !$0.isInternal } }

    /// The definition for `key` as typed, or nil.
    public static func named(_ key: String) -> SettingDefinition? {
        SettingKey(rawValue: key).map(definition(for:))
    }

    /// The definition of `key`.
    public static func definition(for key: SettingKey) -> SettingDefinition {
        all.first { $0.id == key } ?? SettingDefinition(key, kind: .flag, defaultValue: .unset)
    }

    private static func words<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> [String]
    where T.RawValue == String {
        type.allCases.map(\.rawValue)
    }
}
