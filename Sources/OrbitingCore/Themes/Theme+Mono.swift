extension Theme {
    /// The compiled-in mono theme: the last resort when `themes/` cannot be found or read.
    ///
    /// It must equal `themes/mono.json`; a test compares the two.
    public static let builtInMono = Theme(
        name: "mono",
        light: Palette(
            background: ThemeColor(red: 0xfa, green: 0xfa, blue: 0xfa),
            text: ThemeColor(red: 0x26, green: 0x26, blue: 0x26),
            primary: ThemeColor(red: 0x33, green: 0x33, blue: 0x33),
            secondary: ThemeColor(red: 0x80, green: 0x80, blue: 0x80),
            accent: ThemeColor(red: 0x4c, green: 0x4c, blue: 0x4c)
        ),
        dark: Palette(
            background: ThemeColor(red: 0x1f, green: 0x1f, blue: 0x1f),
            text: ThemeColor(red: 0xeb, green: 0xeb, blue: 0xeb),
            primary: ThemeColor(red: 0xd9, green: 0xd9, blue: 0xd9),
            secondary: ThemeColor(red: 0x99, green: 0x99, blue: 0x99),
            accent: ThemeColor(red: 0xbf, green: 0xbf, blue: 0xbf)
        )
    )
}
