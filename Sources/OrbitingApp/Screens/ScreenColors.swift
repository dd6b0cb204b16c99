import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// The colours a screen paints with, resolved for this terminal by role (as the theme names
/// them); every one is nil when the run has no colour (NO_COLOR, `--color never`, a pipe).
public struct ScreenColors: Sendable, Equatable {
    /// The screen's background.
    public var background: RGBColor?
    /// The message and all body text.
    public var text: RGBColor?
    /// The main highlight colour.
    public var primary: RGBColor?
    /// The quieter colour: hints, timestamps.
    public var secondary: RGBColor?
    /// The accent colour: the edit position.
    public var accent: RGBColor?
    /// The status row's text.
    public var status: RGBColor?
    /// The background of a selected row.
    public var selection: RGBColor?
    /// The favorite star.
    public var favorite: RGBColor?
    /// A time running out: a timer's last seconds and overtime (`Palette.alert`).
    public var alert: RGBColor?

    /// No colour at all: screens then mark selection with reverse video.
    public static let none = ScreenColors()

    /// No colour.
    public init() {}

    /// The colours of a theme palette, every text role made readable (`Palette.readable`:
    /// at least 4.5:1 against what it is drawn on, whatever the theme file says).
    public init(_ palette: Palette) {
        let palette = palette.readable
        background = palette.background
        text = palette.text
        primary = palette.primary
        secondary = palette.secondary
        accent = palette.accent
        status = palette.status
        selection = palette.selection
        favorite = palette.favorite
        alert = palette.alert
    }

    /// Whether this run paints colours.
    public var hasColor: Bool { background != nil }

    /// Body text on the background.
    public var body: CellStyle { CellStyle(foreground: text, background: background) }

    /// Quieter text (hints, timestamps) on the background.
    public var quiet: CellStyle { CellStyle(foreground: secondary ?? text, background: background) }

    /// A heading: bold text on the background.
    public var heading: CellStyle { CellStyle(foreground: primary ?? text, background: background, isBold: true) }

    /// The selected row: the background on the selection colour, or reverse video without colour.
    public var selected: CellStyle {
        hasColor
            ? CellStyle(foreground: background, background: selection, isBold: true)
            : CellStyle(isBold: true, isReversed: true)
    }

    /// Marks `style` as the edit position: the background on the accent colour, or reverse
    /// video without colour.
    public func markCaret(_ style: inout CellStyle) {
        if hasColor {
            style.foreground = background
            style.background = accent
        } else {
            style.isReversed = true
        }
    }

    /// The favorite star on the background.
    public var star: CellStyle { CellStyle(foreground: favorite ?? text, background: background, isBold: true) }

    /// The status row.
    public var statusRow: CellStyle { CellStyle(foreground: status ?? text, background: background) }
}
