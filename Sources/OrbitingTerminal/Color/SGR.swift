import OrbitingText

/// SGR (Select Graphic Rendition) escape sequences for colour, at a given depth.
public enum SGR {
    /// Resets every attribute: `ESC [ 0 m`.
    public static let reset = ControlSequence.resetAttributes

    /// The escape that sets the foreground to `color`; empty at depth `.none`.
    public static func foreground(_ color: RGBColor, depth: ColorDepth) -> String {
        sequence(color, depth: depth, background: false)
    }

    /// The escape that sets the background to `color`; empty at depth `.none`.
    public static func background(_ color: RGBColor, depth: ColorDepth) -> String {
        sequence(color, depth: depth, background: true)
    }

    /// One escape setting both `text` (foreground) and `background`; empty at depth `.none`.
    ///
    /// At 16 and 256 colours, when both map to the same palette entry, the text falls back to
    /// black or white (whichever reads on the background) so it never vanishes.
    public static func colors(text: RGBColor, background: RGBColor, depth: ColorDepth) -> String {
        var bytes: [UInt8] = []
        appendStyle(CellStyle(foreground: text, background: background), depth: depth, to: &bytes)
        return String(decoding: bytes.dropFirst(reset.utf8.count), as: UTF8.self)
    }

    /// The palette index `color` maps to at `depth` (0–15 or 0–255), or nil for `.none` and 24-bit.
    public static func paletteIndex(_ color: RGBColor, depth: ColorDepth) -> UInt8? {
        switch depth {
        case .none, .trueColor: nil
        case .ansi16: XtermPalette.nearest16(to: color)
        case .ansi256: XtermPalette.nearest256(to: color)
        }
    }

    /// `color`'s parameters at `depth` (`38;2;r;g;b` and the like, no separators around them).
    static func appendParameters(_ color: RGBColor, depth: ColorDepth, background: Bool, to out: inout [UInt8]) {
        switch depth {
        case .none:
            return
        case .ansi16:
            let index = Int(XtermPalette.nearest16(to: color))
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            out.appendDecimal(base + index % 8)
        case .ansi256:
            out += background ? [0x34, 0x38, 0x3B, 0x35, 0x3B] : [0x33, 0x38, 0x3B, 0x35, 0x3B]  // "48;5;" / "38;5;"
            out.appendDecimal(Int(XtermPalette.nearest256(to: color)))
        case .trueColor:
            out += background ? [0x34, 0x38, 0x3B, 0x32, 0x3B] : [0x33, 0x38, 0x3B, 0x32, 0x3B]  // "48;2;" / "38;2;"
            out.appendDecimal(Int(color.red))
            out.append(0x3B)
            out.appendDecimal(Int(color.green))
            out.append(0x3B)
            out.appendDecimal(Int(color.blue))
        }
    }

    /// One colour's escape (`ESC [ … m`); empty at depth `.none`.
    private static func sequence(_ color: RGBColor, depth: ColorDepth, background: Bool) -> String {
        var parameters: [UInt8] = []
        appendParameters(color, depth: depth, background: background, to: &parameters)
        return parameters.isEmpty ? "" : "\u{1B}[" + String(decoding: parameters, as: UTF8.self) + "m"
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
        var bytes: [UInt8] = []
        appendStyle(style, depth: depth, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The escapes of `style(_:depth:)`, appended to `out` as bytes (the frame writer's path:
    /// no strings made per cell).
    ///
    /// - Parameter pen: the style the terminal has now, when known. With 24-bit colour, the
    ///   same attributes and both colours set before and after, only the colours that changed
    ///   are written, without the reset.
    static func appendStyle(_ style: CellStyle, depth: ColorDepth, from pen: CellStyle? = nil, to out: inout [UInt8]) {
        if depth == .trueColor, let pen, pen.isBold == style.isBold, pen.isReversed == style.isReversed,
            let text = style.foreground, let background = style.background,
            let penText = pen.foreground, let penBackground = pen.background
        {
            guard text != penText || background != penBackground else { return }
            out += [0x1B, 0x5B]
            if text != penText { appendParameters(text, depth: depth, background: false, to: &out) }
            if text != penText && background != penBackground { out.append(0x3B) }
            if background != penBackground { appendParameters(background, depth: depth, background: true, to: &out) }
            out.append(0x6D)
            return
        }
        out += Array(reset.utf8)
        if style.isBold { out += Array(bold.utf8) }
        if style.isReversed { out += Array(reverse.utf8) }
        var text = style.foreground
        if let foreground = style.foreground, let background = style.background,
            depth == .ansi16 || depth == .ansi256,
            paletteIndex(foreground, depth: depth) == paletteIndex(background, depth: depth)
        {
            text = background.luma > 0.5 ? RGBColor(0x000000) : RGBColor(0xffffff)
        }
        guard depth != .none, text != nil || style.background != nil else { return }
        out += [0x1B, 0x5B]
        if let text { appendParameters(text, depth: depth, background: false, to: &out) }
        if text != nil && style.background != nil { out.append(0x3B) }
        if let background = style.background { appendParameters(background, depth: depth, background: true, to: &out) }
        out.append(0x6D)
    }
}
