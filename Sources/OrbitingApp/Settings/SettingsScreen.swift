import OrbitingCore
import OrbitingTerminal

/// Settings: one row per setting, changed in place and kept at once, with a live preview of
/// the chosen theme, colour scheme, letter style, alignment and size.
///
/// Keys: Up/Down (Home/End) choose a setting; Left/Right change it; Enter or Space step to
/// the next value; `r` or Ctrl-R asks to reset everything (the language's yes key confirms,
/// any other key cancels: `ConfirmationKeys`); Esc, `q` or F2 close.
public struct SettingsScreen: Screen {
    /// The settings as this screen last knew them (changes apply here at once).
    public private(set) var settings: Settings
    /// The values each setting offers.
    public let choices: SettingChoices
    /// What "system" means for the colour scheme in this terminal.
    public let systemVariant: ThemeVariant
    /// The settings listed, in order: every one a person chooses from a list.
    public let definitions: [SettingDefinition]
    /// The row chosen.
    public private(set) var selected = 0
    /// Whether the status row is asking to confirm a reset.
    public private(set) var isConfirmingReset = false
    /// The answers that confirm, in the language in use.
    public private(set) var answers = ConfirmationKeys.english
    /// The engine for a font setting and a language code that the preview draws its sample
    /// with, so each font and each script shows as it will be drawn; nil draws with the
    /// built-in font.
    let previewEngines: (@Sendable (String, String) -> BigTextEngine?)?
    /// The built-in font, for a preview without engines (always there).
    static let builtinEngine = BigTextEngine(font: BuiltinFont())

    /// The keys the screen lists and a reset puts back: every setting a person chooses. The
    /// Welcome flag is not one of them, so a reset does not bring the Welcome back (the run
    /// loop carrying out `.resetSettings` should reset just these).
    public static let listedKeys = SettingDefinition.all.map(\.key).filter { !unlistedKeys.contains($0) }
    /// The settings not listed: `hasSeenWelcome`, and the rooms' `broker` and `room`, which
    /// are free text set with `orbiting config set`.
    static let unlistedKeys = [SettingKey.hasSeenWelcome, .broker, .room, .web, .webToken].map(\.rawValue)

    /// The settings screen for `settings`, offering `themes`, `languages` and `fonts`; the
    /// preview draws with `previewEngine` for the font setting and the language in use.
    public init(
        settings: Settings, themes: [Theme], languages: [Language], fonts: [String] = [],
        systemVariant: ThemeVariant, previewEngine: (@Sendable (String, String) -> BigTextEngine?)? = nil
    ) {
        self.settings = settings
        previewEngines = previewEngine
        choices = SettingChoices(themes: themes, languages: languages, fonts: fonts)
        self.systemVariant = systemVariant
        definitions = SettingDefinition.all.filter { Self.listedKeys.contains($0.key) }
    }

    /// The settings screen offering the themes of `catalog`, `languages` and `fonts`.
    public init(
        settings: Settings, themes catalog: ThemeCatalog, languages: [Language], fonts: [String] = [],
        systemVariant: ThemeVariant, previewEngine: (@Sendable (String, String) -> BigTextEngine?)? = nil
    ) {
        self.init(
            settings: settings, themes: catalog.themes, languages: languages, fonts: fonts,
            systemVariant: systemVariant, previewEngine: previewEngine)
    }

    /// Learns the language's answers for the reset question.
    public mutating func prepare(for context: RenderContext) {
        answers = ConfirmationKeys(context.l10n)
    }

    /// Takes settings reloaded by the run loop (after a reset, or a change from elsewhere).
    public mutating func replaceSettings(_ settings: Settings) {
        self.settings = settings
    }

    /// The setting on the chosen row.
    public var selectedDefinition: SettingDefinition? {
        definitions.indices.contains(selected) ? definitions[selected] : nil
    }

    /// Handles one key.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        if isConfirmingReset { return answerReset(key) }
        switch key {
        case .special(.up): selected = max(0, selected - 1)
        case .special(.down): selected = min(definitions.count - 1, selected + 1)
        case .special(.home): selected = 0
        case .special(.end): selected = definitions.count - 1
        case .special(.left): return change(by: -1, wrapping: false)
        case .special(.right): return change(by: 1, wrapping: false)
        case .enter, .text(" "): return change(by: 1, wrapping: true)
        case .text("r"), .text("R"), .control("r"): isConfirmingReset = true
        case .escape, .text("q"), .text("Q"), .special(.function(2)): return [.close]
        case .special(.function(1)): return [.open(.help)]
        default: break
        }
        return []
    }

    /// The mouse: a click on a setting's row chooses it (a click on the chosen one steps
    /// its value, as Enter does); the wheel changes the chosen setting's value.
    public mutating func handleMouse(_ event: MouseEvent, clicks: Int, size: TerminalSize) -> [AppEffect] {
        guard !isConfirmingReset else { return [] }
        switch event.kind {
        case .wheelUp, .wheelRight: return change(by: 1, wrapping: false)
        case .wheelDown, .wheelLeft: return change(by: -1, wrapping: false)
        case .press(.left):
            let rows = Self.listRows(count: definitions.count, height: size.rows)
            let index = Self.firstListed(selected: selected, rows: rows, count: definitions.count) + event.row - 1
            guard event.row >= 1, event.row <= rows, definitions.indices.contains(index) else { return [] }
            if index == selected { return change(by: 1, wrapping: true) }
            selected = index
        default: break
        }
        return []
    }

    /// The rows the list takes in a window `height` rows tall: all but the title, the status
    /// row and the chosen setting's description (two rows when there is room).
    static func listRows(count: Int, height: Int, descriptionRows: Int? = nil) -> Int {
        let space = height - 2
        let description = descriptionRows ?? (space >= 4 ? 2 : space >= 2 ? 1 : 0)
        return max(0, min(count, space - description))
    }

    /// The first setting listed when `rows` rows show the list and `selected` must show.
    static func firstListed(selected: Int, rows: Int, count: Int) -> Int {
        max(0, min(selected - rows + 1, count - rows))
    }

    private mutating func change(by offset: Int, wrapping: Bool) -> [AppEffect] {
        guard let definition = selectedDefinition,
            let value = choices.step(definition, from: settings[definition.key], by: offset, wrapping: wrapping),
            value != settings[definition.key], settings.set(definition.key, to: value)
        else { return [.bell] }
        return [.changeSetting(key: definition.key, value: value)]
    }

    private mutating func answerReset(_ key: KeyEvent) -> [AppEffect] {
        isConfirmingReset = false
        guard answers.confirms(key) else { return [] }
        for key in Self.listedKeys { settings.reset(key) }
        return [.resetSettings]
    }

    /// The theme variant the preview shows: the scheme setting, "system" as the terminal is.
    public var previewVariant: ThemeVariant {
        switch settings.colorScheme {
        case .light: .light
        case .dark: .dark
        case .system: systemVariant
        }
    }

    /// The palette the preview shows: the chosen theme (mono when it is unknown) in `previewVariant`.
    public var previewPalette: Palette {
        let theme = choices.themes.first { $0.name.lowercased() == settings.theme.lowercased() } ?? .builtInMono
        return theme.palette(previewVariant)
    }
}
