/// The actions of Home beyond readline's editing, each a named readline function that
/// `~/.inputrc` can rebind (`$if orbiting` … `"\C-l": orbiting-clear` … `$endif`).
public enum HomeAction: String, Sendable, CaseIterable {
    /// Keep the message: save it; it stays on screen and the next key starts a new one.
    case keep = "orbiting-keep"
    /// Insert a line break.
    case lineBreak = "orbiting-line-break"
    /// Save, then clear (the phone's swipe left).
    case clear = "orbiting-clear"
    /// The shake action: clear, flash or nothing, from the settings.
    case shake = "orbiting-shake"
    /// Save, then open History (the phone's swipe right or up).
    case history = "orbiting-history"
    /// Open Help.
    case help = "orbiting-help"
    /// Open Settings.
    case settings = "orbiting-settings"
    /// Open About.
    case about = "orbiting-about"
    /// Show the browser screen's address as a QR code (F5).
    case web = "orbiting-web"
    /// Save and leave Orbiting.
    case quit = "orbiting-quit"
    /// Ctrl-C: save and leave Orbiting, as an interrupt would.
    case interrupt = "orbiting-interrupt"
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    case suspend = "orbiting-suspend"
    /// Turn the big text half a turn, toward the person opposite (and back).
    case rotate = "orbiting-rotate"
    /// Swap text and background colours until pressed again (for glare, for attention).
    case inverse = "orbiting-inverse"
    /// Show favorite 1 (in the Favorites tab's order) as a kept message: a quick phrase.
    case favorite1 = "orbiting-favorite-1"
    /// Show favorite 2.
    case favorite2 = "orbiting-favorite-2"
    /// Show favorite 3.
    case favorite3 = "orbiting-favorite-3"
    /// Show favorite 4.
    case favorite4 = "orbiting-favorite-4"
    /// Show favorite 5.
    case favorite5 = "orbiting-favorite-5"
    /// Show favorite 6.
    case favorite6 = "orbiting-favorite-6"
    /// Show favorite 7.
    case favorite7 = "orbiting-favorite-7"
    /// Show favorite 8.
    case favorite8 = "orbiting-favorite-8"
    /// Show favorite 9.
    case favorite9 = "orbiting-favorite-9"

    /// The favorite a quick-phrase action shows (1 to 9), or nil for the other actions.
    public var favoriteNumber: Int? {
        guard rawValue.hasPrefix("orbiting-favorite-"), let digit = rawValue.last?.wholeNumberValue else { return nil }
        return digit
    }

    /// The quick-phrase action of favorite `number` (1 to 9).
    public static func favorite(_ number: Int) -> HomeAction? {
        HomeAction(rawValue: "orbiting-favorite-\(number)")
    }

    /// The default key sequences, as readline writes them.
    public var defaultKeys: [String] {
        switch self {
        case .keep: ["\r", "\n"]
        case .lineBreak: ["\u{1B}\r", "\u{1B}\n"]
        case .clear: ["\u{0C}"]
        case .shake: ["\u{07}"]
        case .history: ["\u{0F}"]
        case .help: ["\u{1B}OP", "\u{1B}[11~", "\u{1B}[[A"]
        case .settings: ["\u{1B}OQ", "\u{1B}[12~", "\u{1B}[[B"]
        case .about: []
        case .web: ["\u{1B}[15~", "\u{1B}[[E"]
        case .quit: ["\u{1B}[21~"]
        case .interrupt: ["\u{03}"]
        case .suspend: ["\u{1A}"]
        case .rotate: ["\u{1B}OR", "\u{1B}[13~", "\u{1B}[[C"]
        case .inverse: ["\u{1B}OS", "\u{1B}[14~", "\u{1B}[[D"]
        default: favoriteNumber.map { ["\u{1B}\($0)"] } ?? []
        }
    }

    /// The default keys as Help shows them (key names are not translated).
    public var keyLabel: String {
        switch self {
        case .keep: "Enter"
        case .lineBreak: "Alt-Enter"
        case .clear: "Ctrl-L"
        case .shake: "Ctrl-G"
        case .history: "Ctrl-O"
        case .help: "F1"
        case .settings: "F2"
        case .about: "F1 A"
        case .web: "F5"
        case .quit: "Ctrl-D / F10"
        case .interrupt: "Ctrl-C"
        case .suspend: "Ctrl-Z"
        case .rotate: "F3"
        case .inverse: "F4"
        default: favoriteNumber.map { "Alt-\($0)" } ?? ""
        }
    }

    /// The catalogue key of the action's description.
    public var descriptionKey: String {
        favoriteNumber != nil ? "home.action.favorites" : "home.action." + String(rawValue.dropFirst("orbiting-".count))
    }
}
