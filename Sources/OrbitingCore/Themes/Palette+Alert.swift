import OrbitingText

/// The colour of a time that is running out: the last seconds of a timer and its overtime.
extension Palette {
    /// A red readable on the background (at least `minimumTextContrast`), whatever the
    /// theme: a warm, saturated hue that stands out from the text's colour in every palette,
    /// the greys of mono and contrast included. Derived, never read from a theme file.
    public var alert: RGBColor {
        let dark = background.relativeLuminance < 0.18
        let red = dark ? RGBColor(red: 0xFF, green: 0x5C, blue: 0x5C) : RGBColor(red: 0xC8, green: 0x10, blue: 0x10)
        return Self.readable(red, on: background)
    }
}
