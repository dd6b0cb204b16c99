import FoundationEssentials
import OrbitingCore
import OrbitingText

/// The page's words in one language (`web.page.*` in the catalogues).
public struct WebStrings: Sendable, Equatable, Codable {
    /// Shown before the first message.
    public var waiting: String
    /// Shown under the last kept message once the typist quit.
    public var left: String
    /// Shown while the connection is lost.
    public var lost: String
    /// The hint that a tap goes full screen.
    public var fullscreen: String

    /// The words from `l10n`.
    public init(_ l10n: Localizer) {
        waiting = l10n("web.page.waiting")
        left = l10n("web.page.left")
        lost = l10n("web.page.lost")
        fullscreen = l10n("web.page.fullscreen")
    }
}

/// Turns a `WebScreen` into the event the page reads: colours from the theme, words from
/// the catalogue of its language. Used on the server's thread only.
public struct WebLook: Sendable {
    /// The themes known (the typist's own, user themes included).
    let themes: ThemeCatalog
    /// The words in a language code.
    let strings: @Sendable (String) -> WebStrings

    /// Looks themes up in `themes` and words with `strings`.
    public init(themes: ThemeCatalog, strings: @escaping @Sendable (String) -> WebStrings) {
        self.themes = themes
        self.strings = strings
    }

    /// The event's JSON: one line, keys sorted, text sanitized.
    func json(_ screen: WebScreen, strings words: WebStrings) -> [UInt8] {
        let theme = themes.theme(named: screen.theme) ?? Theme.builtInMono
        let variant: ThemeVariant = screen.scheme == "light" ? .light : .dark
        let palette = theme.palette(variant).readable
        let wire = Wire(
            version: 1, text: TextSanitizer.sanitize(screen.text), kept: screen.kept, state: screen.state.rawValue,
            language: screen.language.replacing("_", with: "-"), scheme: variant.rawValue,
            theme: theme.name,
            colors: Colors(background: palette.background.hex, text: palette.text.hex, accent: palette.accent.hex),
            align: screen.align.rawValue, strings: words)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(wire)) ?? Data("{}".utf8))
    }

    /// The page's words alone, as JSON (for the page before its first event).
    func json(_ words: WebStrings) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(words)) ?? Data("{}".utf8))
    }

    private struct Wire: Encodable {
        var version: Int
        var text: String
        var kept: Bool
        var state: String
        var language: String
        var scheme: String
        var theme: String
        var colors: Colors
        var align: String
        var strings: WebStrings
    }

    private struct Colors: Encodable {
        var background: String
        var text: String
        var accent: String
    }
}
