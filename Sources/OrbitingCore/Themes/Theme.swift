/// A named pair of palettes, one light and one dark.
public struct Theme: Sendable, Hashable {
    /// The theme's name as used in settings and on the command line (`mono`, `neon`, …).
    public var name: String
    /// The palette for light mode.
    public var light: Palette
    /// The palette for dark mode.
    public var dark: Palette
    /// Whether the theme came from the person's config directory rather than Orbiting itself.
    public var isUserTheme: Bool

    /// Creates a theme.
    public init(name: String, light: Palette, dark: Palette, isUserTheme: Bool = false) {
        self.name = name
        self.light = light
        self.dark = dark
        self.isUserTheme = isUserTheme
    }

    /// The palette for `variant`.
    public func palette(_ variant: ThemeVariant) -> Palette {
        switch variant {
        case .light: light
        case .dark: dark
        }
    }

    /// The names of the bundled themes, in the order the original apps show them.
    public static let bundledNames = [
        "mono", "contrast", "neon", "candy", "classic", "sunset", "forest", "ocean", "mint",
    ]

    /// The default theme's name.
    public static let defaultName = "mono"
}
