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
    /// Save and leave Orbiting.
    case quit = "orbiting-quit"
    /// Ctrl-C: save and leave Orbiting, as an interrupt would.
    case interrupt = "orbiting-interrupt"
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    case suspend = "orbiting-suspend"

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
        case .quit: ["\u{1B}[21~"]
        case .interrupt: ["\u{03}"]
        case .suspend: ["\u{1A}"]
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
        case .quit: "Ctrl-D / F10"
        case .interrupt: "Ctrl-C"
        case .suspend: "Ctrl-Z"
        }
    }

    /// The catalogue key of the action's description.
    public var descriptionKey: String { "home.action." + String(rawValue.dropFirst("orbiting-".count)) }
}
