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
    public static func factory(themes: ThemeCatalog, systemVariant: ThemeVariant, version: String,
                               fonts: @escaping @Sendable () -> [String] = { [] }) -> ScreenFactory {
        ScreenFactory(
            history: { messages in HistoryScreen(messages: messages, windowSize: TerminalSize(columns: 80, rows: 24)) },
            make: { id, settings in
                switch id {
                case .settings:
                    SettingsScreen(settings: settings, themes: themes, languages: Language.all, fonts: fonts(),
                                   systemVariant: systemVariant)
                case .help: HelpScreen()
                case .about: AboutScreen(version: version)
                case .welcome: WelcomeScreen()
                case .home, .history: nil
                }
            })
    }
}
