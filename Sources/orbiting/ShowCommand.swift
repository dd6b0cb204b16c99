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

    @Option(help: "When to use colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Draw at this size (pixel rows a line), even if it overflows.", valueName: "n"))
    var textSize: Int?

    @Flag(help: "Print the fit as JSON instead of the frame.")
    var explain = false

    @Flag(help: "Redraw full screen for each line (or form-feed-separated chunk) of standard input.")
    var follow = false

    mutating func validate() throws {
        let l10n = global.localizer()
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
        let engine = try font.engine(l10n: global.localizer())
        if follow {
            try FollowSession(engine: engine, options: fitOptions, fixedBox: size.flatMap(BoxArgument.init(argument:)),
                              l10n: global.localizer()).run()
            return
        }
        let message = try readMessage()
        let box = box(environment: environment)
        let layout = engine.layout(message, in: box, options: fitOptions)
        if explain {
            StandardOutput.write(FitExplanation(layout).json + "\n")
            return
        }
        let lines = BigTextRenderer.lines(layout, box: box)
        StandardOutput.write(lines.map { $0 + "\n" }.joined())
        if layout.truncated {
            StandardError.write("orbiting: " + global.localizer()("show.truncated") + "\n")
        }
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
