/// SGR (Select Graphic Rendition) escape sequences for colour, at a given depth.
public enum SGR {
    /// Resets every attribute: `ESC [ 0 m`.
    public static let reset = ControlSequence.resetAttributes

    /// The escape that sets the foreground to `color`; empty at depth `.none`.
    public static func foreground(_ color: RGBColor, depth: ColorDepth) -> String {
        sequence(parameters(color, depth: depth, background: false))
    }

    /// The escape that sets the background to `color`; empty at depth `.none`.
    public static func background(_ color: RGBColor, depth: ColorDepth) -> String {
        sequence(parameters(color, depth: depth, background: true))
    }

    /// One escape setting both `text` (foreground) and `background`; empty at depth `.none`.
    ///
    /// At 16 and 256 colours, when both map to the same palette entry, the text falls back to
    /// black or white (whichever reads on the background) so it never vanishes.
    public static func colors(text: RGBColor, background: RGBColor, depth: ColorDepth) -> String {
        var textColor = text
        if depth == .ansi16 || depth == .ansi256, paletteIndex(text, depth: depth) == paletteIndex(background, depth: depth) {
            textColor = background.luma > 0.5 ? RGBColor(0x000000) : RGBColor(0xffffff)
        }
        let parts = parameters(textColor, depth: depth, background: false) + parameters(background, depth: depth, background: true)
        return sequence(parts)
    }

    /// The palette index `color` maps to at `depth` (0–15 or 0–255), or nil for `.none` and 24-bit.
    public static func paletteIndex(_ color: RGBColor, depth: ColorDepth) -> UInt8? {
        switch depth {
        case .none, .trueColor: nil
        case .ansi16: XtermPalette.nearest16(to: color)
        case .ansi256: XtermPalette.nearest256(to: color)
        }
    }

    private static func parameters(_ color: RGBColor, depth: ColorDepth, background: Bool) -> [String] {
        switch depth {
        case .none:
            return []
        case .ansi16:
            let index = Int(XtermPalette.nearest16(to: color))
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [String(base + index % 8)]
        case .ansi256:
            return [background ? "48" : "38", "5", String(XtermPalette.nearest256(to: color))]
        case .trueColor:
            return [background ? "48" : "38", "2", String(color.red), String(color.green), String(color.blue)]
        }
    }

    private static func sequence(_ parameters: [String]) -> String {
        parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}

extension SGR {
    /// Bold: `ESC [ 1 m`.
    public static let bold = "\u{1B}[1m"
    /// Reverse video (the terminal swaps text and background): `ESC [ 7 m`.
    public static let reverse = "\u{1B}[7m"

    /// The escapes that take the terminal from any state to exactly `style`: a reset, then
    /// its attributes and colours. Attributes are written at every depth; colours only when
    /// `depth` is not `.none`.
    public static func style(_ style: CellStyle, depth: ColorDepth) -> String {
        var escape = reset
        if style.isBold { escape += bold }
        if style.isReversed { escape += reverse }
        switch (style.foreground, style.background) {
        case let (text?, background?): escape += colors(text: text, background: background, depth: depth)
        case let (text?, nil): escape += foreground(text, depth: depth)
        case let (nil, background?): escape += self.background(background, depth: depth)
        case (nil, nil): break
        }
        return escape
    }
}
