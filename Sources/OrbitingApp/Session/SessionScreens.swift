import OrbitingCore
import OrbitingTerminal

/// The screens of the session as the app builds them.
public enum SessionScreens {
    /// The factory of the real screens.
    public static func factory(themes: ThemeCatalog, systemVariant: ThemeVariant, version: String) -> ScreenFactory {
        ScreenFactory(
            history: { _ in PendingScreen() },
            make: { _, _ in PendingScreen() })
    }
}

/// TEMPORARY until the screens are merged.
struct PendingScreen: Screen {
    mutating func handle(_ key: KeyEvent) -> [AppEffect] { key == .escape ? [.close] : [] }
    func render(into frame: inout ScreenBuffer, context: RenderContext) {
        frame.write("Esc", row: 0, column: 0, style: context.colors.body)
    }
}
