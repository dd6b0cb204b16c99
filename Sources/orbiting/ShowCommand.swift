import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// `orbiting show`: prints one fitted frame, or follows standard input full screen.
struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a message as large as the box allows.",
        discussion: """
            Reads the message from the arguments, or from standard input when the only \
            argument is `-` or when there are none and input is piped. The box is --size, \
            else the terminal's size, else 80x24.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message; `-` reads standard input.")
    var text: [String] = []

    @Option(help: ArgumentHelp("The box in cells, WxH; Wx0 for unbounded height.", valueName: "WxH"))
    var size: String?

    @Option(
        help: ArgumentHelp(
            "Font: auto (a bold sans, shaped), unifont or builtin (pixel looks), or a fontconfig pattern such as "
                + "\"DejaVu Serif:bold\" (default: the font setting).",
            valueName: "name"))
    var font: FontChoice?

    @Option(help: "Glyph style: half, full, quadrant, sextant, braille or octant (default: the pixels setting).")
    var pixels: PixelStyle?

    @Option(help: "Blank cells around the message, 0 allowed (default: the margin setting).")
    var margin: Int?

    @Option(help: "Line alignment: center or left (default: the align setting).")
    var align: Alignment?

    @OptionGroup var colors: ColorOptions

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: ArgumentHelp("Draw at this size (pixel rows a line), even if it overflows.", valueName: "n"))
    var textSize: Int?

    @Option(
        help: ArgumentHelp(
            "How the text is drawn: auto (the sharpest the terminal shows), blocks, smooth, kitty, sixel or iterm2 "
                + "(default: the render setting).",
            valueName: "mode"))
    var render: String?

    @OptionGroup var turnOptions: TurnOptions

    @Flag(help: "Print the fit as JSON instead of the frame.")
    var explain = false

    @Flag(help: "Redraw full screen for each line (or form-feed-separated chunk) of standard input.")
    var follow = false

    /// The values as one request, which runs the command.
    var request: ShowRequest {
        ShowRequest(
            dataDir: global.dataDir, lang: global.lang, text: text, size: size, font: font, pixels: pixels,
            margin: margin, align: align, color: colors.color, theme: themeOptions.theme,
            scheme: themeOptions.scheme, textSize: textSize, render: render, rotate: turnOptions.rotate,
            mirror: turnOptions.mirror, explain: explain, follow: follow)
    }

    nonisolated(nonsending) func run() async throws {
        try await request.run()
    }
}
