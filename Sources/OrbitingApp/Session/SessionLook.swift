import OrbitingCore
import OrbitingTerminal

/// How the session looks under some settings: the colours, the words and the fit.
public struct SessionLook: Sendable {
    /// The colours by role (all nil without colour).
    public var colors: ScreenColors
    /// How many colours the terminal is written in (`.none`: no colour escapes).
    public var depth: ColorDepth
    /// The words in the chosen language.
    public var l10n: Localizer
    /// How Home fits the message.
    public var options: FitOptions
    /// How the big text reaches the screen: cells, or a picture on a graphics terminal.
    public var render: RenderTarget

    /// Creates a look.
    public init(
        colors: ScreenColors, depth: ColorDepth, l10n: Localizer, options: FitOptions,
        render: RenderTarget = RenderTarget(mode: .blocks)
    ) {
        self.colors = colors
        self.depth = depth
        self.l10n = l10n
        self.options = options
        self.render = render
    }
}

extension FitOptions {
    /// The fit the settings ask for: pixels, margin, alignment and maximum text size.
    public init(settings: Settings) {
        self.init(
            style: PixelStyle(rawValue: settings.pixels.rawValue) ?? .half,
            margin: max(0, min(1000, settings.margin)),
            alignment: Alignment(rawValue: settings.align.rawValue) ?? .center,
            forcedSize: nil,
            maximumSizePercent: settings.maxTextSize)
    }
}
