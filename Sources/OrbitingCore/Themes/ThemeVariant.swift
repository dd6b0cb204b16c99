/// Which half of a theme is in use: its light or its dark palette.
///
/// The colour-scheme *setting* (system, light or dark) resolves to one of these;
/// "system" needs the terminal's background, which the executable asks for.
public enum ThemeVariant: String, Sendable, Hashable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}
