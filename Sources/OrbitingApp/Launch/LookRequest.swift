import OrbitingTerminal

/// What a run asked for on its command line about its look, as plain values: each holds
/// until the person changes the setting it overrides.
public struct LookRequest: Sendable, Equatable {
    /// `--lang`: a language code, or nil to follow the `language` setting.
    public var language: String?
    /// `--theme`: a theme's name, or nil to follow the `theme` setting.
    public var theme: String?
    /// `--scheme`: `system`, `light` or `dark`, or nil to follow the `colorScheme` setting.
    public var scheme: String?
    /// `--render`, checked, or nil to follow the `render` setting.
    public var render: RenderRequest?

    /// A request; nothing asked for by default (the settings decide).
    public init(language: String? = nil, theme: String? = nil, scheme: String? = nil, render: RenderRequest? = nil) {
        self.language = language
        self.theme = theme
        self.scheme = scheme
        self.render = render
    }
}
