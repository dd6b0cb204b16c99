import OrbitingText

/// How a cell is painted: colours and the two attributes Orbiting uses.
public struct CellStyle: Sendable, Hashable {
    /// The text colour; nil leaves the terminal's default.
    public var foreground: RGBColor?
    /// The background colour; nil leaves the terminal's default.
    public var background: RGBColor?
    /// Bold text (SGR 1).
    public var isBold: Bool
    /// Foreground and background swapped by the terminal (SGR 7).
    public var isReversed: Bool

    /// Creates a style; with no arguments, the terminal's defaults.
    public init(
        foreground: RGBColor? = nil, background: RGBColor? = nil, isBold: Bool = false, isReversed: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isReversed = isReversed
    }

    /// The terminal's default colours, no attributes.
    public static let plain = CellStyle()
}

/// One terminal cell: a grapheme cluster and its style.
///
/// A character `width` columns wide takes its own cell and the `width - 1` cells after it,
/// which hold continuations (`width == 0`). Widths are the terminal's, per code point
/// (`DisplayWidth`), so an Indic conjunct can take three columns and 👍🏽 four. The character
/// is always safe to send to a terminal (`TextSanitizer.drawable(_:)`).
public struct StyledCell: Sendable, Hashable {
    /// The character shown; `CellGrid.continuation` for the cells after a wide character's first.
    public let character: Character
    /// Columns the character takes (at least 1), or 0 for a continuation.
    public let width: Int
    /// Whether terminals may draw the character wider or narrower than `width`
    /// (`DisplayWidth.isUncertain(_:)`): the writer re-anchors the cursor after it.
    public let isUncertain: Bool
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell showing `character` (sanitized; a zero-width cluster on a dotted circle).
    public init(_ character: Character, style: CellStyle = .plain) {
        let safe = TextSanitizer.drawable(character)
        self.character = safe
        width = DisplayWidth.of(safe)
        isUncertain = safe.utf8.count > 1 && DisplayWidth.isUncertain(safe)
        self.style = style
    }

    private init(continuationWith style: CellStyle) {
        character = CellGrid.continuation
        width = 0
        isUncertain = false
        self.style = style
    }

    /// A blank cell (a space) in `style`.
    public static func blank(_ style: CellStyle = .plain) -> StyledCell { StyledCell(" ", style: style) }

    /// A cell after the first of a wide character, painted in `style`.
    public static func continuation(_ style: CellStyle) -> StyledCell { StyledCell(continuationWith: style) }

    /// Whether this is a cell after the first of a wide character.
    public var isContinuation: Bool { width == 0 }
}
