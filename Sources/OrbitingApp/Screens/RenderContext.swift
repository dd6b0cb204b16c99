import FoundationEssentials
import OrbitingCore
import OrbitingTerminal

/// What a screen needs to draw that is not its own state: the window, the colours, the words
/// and the time (a value, so tests fix it).
public struct RenderContext: Sendable {
    /// The window in cells.
    public var size: TerminalSize
    /// The colours of the theme in use.
    public var colors: ScreenColors
    /// The words in the chosen language.
    public var l10n: Localizer
    /// Now, for relative times.
    public var now: Date
    /// The time zone for clock times.
    public var timeZone: TimeZone

    /// Creates a context.
    public init(size: TerminalSize, colors: ScreenColors, l10n: Localizer, now: Date, timeZone: TimeZone = .current) {
        self.size = size
        self.colors = colors
        self.l10n = l10n
        self.now = now
        self.timeZone = timeZone
    }

    /// An empty frame of the window's size in the body colours.
    public func blankFrame() -> ScreenBuffer {
        ScreenBuffer(size: size, style: colors.body)
    }
}
