import ArgumentParser
import Foundation
import OrbitingCore
import OrbitingTerminal

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

    @Option(help: "Font: auto (Unifont when installed), unifont or builtin.")
    var font: FontChoice = .auto

    @Option(help: "Glyph style: half, full, quadrant, sextant or braille.")
    var pixels: PixelStyle = .half

    @Option(help: "Blank cells around the message (0 allowed).")
    var margin: Int = 1

    @Option(help: "Line alignment: center or left.")
    var align: Alignment = .center

    @OptionGroup var colors: ColorOptions

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: ArgumentHelp("Draw at this size (pixel rows a line), even if it overflows.", valueName: "n"))
    var textSize: Int?

    @Flag(help: "Print the fit as JSON instead of the frame.")
    var explain = false

    @Flag(help: "Redraw full screen for each line (or form-feed-separated chunk) of standard input.")
    var follow = false

    mutating func validate() throws {
        // An unknown --lang is reported by run(); until then speak the environment's language.
        let environment = ProcessInfo.processInfo.environment
        let l10n = (try? global.localizer(environment: environment))
            ?? Localizer.load(LanguageResolver.fromEnvironment(environment).language,
                              from: RunLocalization.directory(environment: environment))
        if let size, BoxArgument(argument: size) == nil {
            throw ValidationError(l10n("show.error.size", ["value": size, "limit": "\(BoxArgument.limit)"]))
        }
        if margin < 0 || margin > 1000 {
            throw ValidationError(l10n("show.error.margin", ["value": "\(margin)"]))
        }
        if let textSize, textSize < 1 || textSize > 4096 {
            throw ValidationError(l10n("show.error.textSize", ["value": "\(textSize)"]))
        }
        if follow && !text.isEmpty && text != ["-"] {
            throw ValidationError(l10n("show.error.followText"))
        }
    }

    /// The fit options the flags describe.
    var fitOptions: FitOptions {
        FitOptions(style: pixels, margin: margin, alignment: align, forcedSize: textSize)
    }

    /// The box: --size, else the terminal, else 80x24.
    func box(environment: [String: String]) -> Box {
        if let size, let parsed = BoxArgument(argument: size) {
            return Box(width: parsed.width, height: parsed.height)
        }
        let terminal = TerminalSize.current(environment: environment) ?? TerminalSize(columns: 80, rows: 24)
        return Box(width: terminal.columns, height: terminal.rows)
    }

    mutating func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let l10n = try global.localizer(environment: environment)
        let engine = try font.engine(l10n: l10n)
        let colors = try ThemeResolver.resolve(
            themeName: themeOptions.theme, scheme: themeOptions.scheme, colorMode: self.colors.color,
            environment: environment, outputIsTerminal: ThemeResolver.standardOutputIsTerminal,
            paths: global.paths(environment: environment), localizer: l10n)
        for problem in colors.problems { StandardError.write("orbiting: " + problem.message(l10n) + "\n") }
        if follow {
            try FollowSession(engine: engine, options: fitOptions, fixedBox: size.flatMap(BoxArgument.init(argument:)),
                              colors: colors).run()
            return
        }
        let message = try readMessage()
        let box = box(environment: environment)
        let layout = engine.layout(message, in: box, options: fitOptions)
        if explain {
            StandardOutput.write(FitExplanation(layout).json + "\n")
            return
        }
        StandardOutput.write(Show.frameText(layout, box: box, colors: colors))
        if layout.truncated {
            StandardError.write("orbiting: " + l10n("show.truncated") + "\n")
        }
    }

    /// The frame as printed: trimmed lines without colour; with colour, every row of the
    /// box painted in the theme, so the background forms the whole sign.
    static func frameText(_ layout: BigTextLayout, box: Box, colors: ThemeResolution) -> String {
        guard colors.depth != .none else {
            return BigTextRenderer.lines(layout, box: box).map { $0 + "\n" }.joined()
        }
        let grid = BigTextRenderer.grid(layout, box: box)
        return (0..<grid.height).map { colors.paint(grid.text(ofRow: $0)) + "\n" }.joined()
    }

    /// The message from the arguments, or standard input.
    private func readMessage() throws -> String {
        if text == ["-"] || (text.isEmpty && isatty(0) == 0) {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            var message = String(decoding: data, as: UTF8.self)
            if message.hasSuffix("\n") { message.removeLast() }
            return message
        }
        return text.joined(separator: " ")
    }
}
