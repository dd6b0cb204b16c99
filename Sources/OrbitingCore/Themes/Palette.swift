import OrbitingText

/// The colours of one theme variant, named by role rather than by widget.
///
/// The five roles of the original apps are required; `status`, `selection` and
/// `favorite` are optional in a theme file and default to `text`, `primary` and
/// `accent`. The flash needs no role: it swaps `text` and `background`.
public struct Palette: Sendable, Hashable {
    /// The screen's background.
    public var background: RGBColor
    /// The message and all body text.
    public var text: RGBColor
    /// The main highlight colour.
    public var primary: RGBColor
    /// The quieter highlight colour.
    public var secondary: RGBColor
    /// The accent colour.
    public var accent: RGBColor
    /// The status row's text.
    public var status: RGBColor
    /// The background of a selected row.
    public var selection: RGBColor
    /// The favorite star.
    public var favorite: RGBColor

    /// Creates a palette; the optional roles default as described on the type.
    public init(
        background: RGBColor, text: RGBColor, primary: RGBColor, secondary: RGBColor, accent: RGBColor,
        status: RGBColor? = nil, selection: RGBColor? = nil, favorite: RGBColor? = nil
    ) {
        self.background = background
        self.text = text
        self.primary = primary
        self.secondary = secondary
        self.accent = accent
        self.status = status ?? text
        self.selection = selection ?? primary
        self.favorite = favorite ?? accent
    }

    /// The names of the required roles, in the order theme files list them.
    public static let requiredRoles = ["background", "text", "primary", "secondary", "accent"]
    /// The names of the optional roles.
    public static let optionalRoles = ["status", "selection", "favorite"]

    /// Every role by name, required roles first.
    public var roles: [(name: String, color: RGBColor)] {
        [
            ("background", background), ("text", text), ("primary", primary), ("secondary", secondary),
            ("accent", accent), ("status", status), ("selection", selection), ("favorite", favorite),
        ]
    }

    /// Contrast of the message text on the background (WCAG 2 ratio).
    public var textContrast: Double { text.contrastRatio(with: background) }
}
