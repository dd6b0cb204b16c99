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
    public init(foreground: RGBColor? = nil, background: RGBColor? = nil, isBold: Bool = false, isReversed: Bool = false) {
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
/// A two-column character takes its own cell and the next one, which holds a
/// continuation (`width == 0`). The character is always safe to send to a terminal:
/// control characters become visible symbols (see `TextSanitizer`) when the cell is made.
public struct StyledCell: Sendable, Hashable {
    /// The character shown; `CellGrid.continuation` for the second half of a wide character.
    public let character: Character
    /// Columns the character takes: 1 or 2, or 0 for a continuation.
    public let width: Int
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell showing `character` (sanitized); a zero-width cluster (a lone combining mark)
    /// is shown on a dotted circle so it takes its column.
    public init(_ character: Character, style: CellStyle = .plain) {
        var safe = character
        if character == "\n" || !TextSanitizer.isSafe(String(character)) {
            let visible = character.unicodeScalars.map { $0 == "\n" ? "\u{2424}" : TextSanitizer.visible($0) }
            safe = StyledCell.single(String(String.UnicodeScalarView(visible)))
        }
        var width = DisplayWidth.of(safe)
        if width == 0 {
            safe = StyledCell.single("\u{25CC}" + String(safe))
            width = 1
        }
        self.character = safe
        self.width = width
        self.style = style
    }

    /// `text` as one character, or U+FFFD when it is not exactly one grapheme cluster.
    private static func single(_ text: String) -> Character {
        text.count == 1 ? text.first ?? "\u{FFFD}" : "\u{FFFD}"
    }

    private init(continuationWith style: CellStyle) {
        character = CellGrid.continuation
        width = 0
        self.style = style
    }

    /// A blank cell (a space) in `style`.
    public static func blank(_ style: CellStyle = .plain) -> StyledCell { StyledCell(" ", style: style) }

    /// The second half of a wide character painted in `style`.
    public static func continuation(_ style: CellStyle) -> StyledCell { StyledCell(continuationWith: style) }

    /// Whether this is the second half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
