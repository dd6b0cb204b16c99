import OrbitingCore
import OrbitingTerminal

/// The screens of the session as the app builds them.
public enum SessionScreens {
    /// The factory of the real screens.
    ///
    /// - Parameters:
    ///   - themes: the themes Settings offers.
    ///   - systemVariant: the terminal's own light or dark, for the `system` scheme's preview.
    ///   - version: the version About shows.
    ///   - fonts: the values of the font setting Settings offers (asked when Settings opens).
    ///   - previewEngine: the engine for a font setting and a language code, which Settings'
    ///     preview draws its sample with (nil: the built-in font).
    public static func factory(
        themes: ThemeCatalog, systemVariant: ThemeVariant, version: String,
        fonts: @escaping @Sendable () -> [String] = { [] },
        previewEngine: (@Sendable (String, String) -> BigTextEngine?)? = nil,
        webURL: String? = nil
    ) -> ScreenFactory {
        ScreenFactory(
            history: { messages in HistoryScreen(messages: messages, windowSize: TerminalSize(columns: 80, rows: 24)) },
            make: { id, settings in
                switch id {
                case .settings:
                    SettingsScreen(
                        settings: settings, themes: themes, languages: Language.all, fonts: fonts(),
                        systemVariant: systemVariant, previewEngine: previewEngine)
                case .help: HelpScreen()
                case .about: AboutScreen(version: version)
                case .welcome: WelcomeScreen()
                case .web: WebAddressScreen(url: webURL)
                case .home, .history: nil
                }
            })
    }
}
