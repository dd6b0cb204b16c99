import OrbitingText

/// Whether the terminal's background is light or dark, for the "system" colour scheme.
///
/// Found, in order: by asking the terminal (OSC 11, see `TerminalBackgroundQuery`), from
/// `COLORFGBG`, else the documented fallback `.dark` (most terminals default to dark).
public enum BackgroundTone: String, Sendable, Hashable {
    /// A light background: use a theme's light palette.
    case light
    /// A dark background: use a theme's dark palette.
    case dark

    /// The tone assumed when nothing else tells: dark.
    public static let fallback = BackgroundTone.dark

    /// The tone of a background colour: light when its luma is above one half.
    public init(background: RGBColor) {
        self = background.luma > 0.5 ? .light : .dark
    }

    /// The tone from `COLORFGBG` (`"fg;bg"` or `"fg;default;bg"`, set by rxvt, Konsole and others).
    ///
    /// The last field is the background's ANSI index: 7 and 9–15 are light, 0–6 and 8 dark.
    /// Nil when the variable is missing or malformed.
    public init?(colorFGBG value: String?) {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index)
        else {
            return nil
        }
        self = index == 7 || index >= 9 ? .light : .dark
    }

    /// The tone from a terminal reply first, then `COLORFGBG`, then the fallback.
    public static func resolve(queried: RGBColor?, environment: [String: String]) -> BackgroundTone {
        if let queried { return BackgroundTone(background: queried) }
        return BackgroundTone(colorFGBG: environment["COLORFGBG"]) ?? fallback
    }
}
