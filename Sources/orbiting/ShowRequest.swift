import Glibc
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// One `orbiting show`: the values of its options, however they were read (by ArgumentParser
/// through `Show`, or directly by `plain(_:)`), and the run itself.
///
/// A plain struct, so the common command lines run without building ArgumentParser's
/// property wrappers at all.
struct ShowRequest {
    /// `--data-dir`.
    var dataDir: String?
    /// `--lang`.
    var lang: String?
    /// The message words, or `["-"]`.
    var text: [String] = []
    /// `--size WxH`, unparsed.
    var size: String?
    /// `--font`.
    var font: FontChoice?
    /// `--pixels`.
    var pixels: PixelStyle?
    /// `--margin`.
    var margin: Int?
    /// `--align`.
    var align: Alignment?
    /// `--color`.
    var color: String?
    /// `--theme`.
    var theme: String?
    /// `--scheme`.
    var scheme: String?
    /// `--text-size`.
    var textSize: Int?
    /// `--render`, unparsed.
    var render: String?
    /// `--rotate`, unparsed.
    var rotate: String?
    /// `--mirror`.
    var mirror = false
    /// `--explain`.
    var explain = false
    /// `--follow`.
    var follow = false

    /// Checks the values ArgumentParser cannot, in the run's language (so after the
    /// settings are read); a bad one is a usage error.
    func checkValues(_ l10n: Localizer) throws {
        func usage(_ key: String, _ arguments: [String: String] = [:]) -> OrbitingExit {
            .message(l10n(key, arguments), code: .usage)
        }
        if let size, BoxArgument(argument: size) == nil {
            throw usage("show.error.size", ["value": TextSanitizer.escaped(size), "limit": "\(BoxArgument.limit)"])
        }
        if let margin, margin < 0 || margin > 1000 {
            throw usage("show.error.margin", ["value": "\(margin)"])
        }
        if let textSize, textSize < 1 || textSize > 4096 {
            throw usage("show.error.textSize", ["value": "\(textSize)"])
        }
        if let render, RenderRequest(render) == nil {
            throw usage("render.error.value", ["value": TextSanitizer.escaped(render)])
        }
        if follow && !text.isEmpty && text != ["-"] {
            throw usage("show.error.followText")
        }
    }

    /// The fit options: the flags, else the settings.
    func fitOptions(settings: Settings) -> FitOptions {
        var options = FitOptions(settings: settings)
        if let pixels { options.style = pixels }
        if let margin { options.margin = margin }
        if let align { options.alignment = align }
        options.forcedSize = textSize
        return options
    }

    /// The box: --size, else the terminal, else 80x24.
    func box(environment: [String: String]) -> Box {
        if let size, let parsed = BoxArgument(argument: size) {
            return Box(width: parsed.width, height: parsed.height)
        }
        let terminal = TerminalSize.current(environment: environment) ?? TerminalSize(columns: 80, rows: 24)
        return Box(width: terminal.columns, height: terminal.rows)
    }

    /// Runs on the calling thread from start to end (`nonsending`: no hop to another
    /// executor): a one-shot `show` has nothing to wait for, and each hop between threads is a
    /// wake-up the process would wait on. `--follow` runs its board on the screen loop.
    nonisolated(nonsending) func run() async throws {
        let environment = ProcessEnvironment.variables()
        let paths = OrbitingPaths.resolve(override: dataDir, environment: environment)
        // Settings give the defaults; a settings file that cannot be read leaves the built-in
        // ones, and is said once.
        let loaded = CommandContext.readSettings(directory: paths.config)
        let settings = loaded.settings
        let l10n = try RunLocalization.localizer(flag: lang, setting: settings.language, environment: environment)
        // A file moved aside and a value not allowed (which falls back to its default) are said.
        let context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        if let problem = loaded.problem { context.reportSettings(problem) }
        context.report(loaded.warnings)
        try checkValues(l10n)
        let (engine, fontNote) = try (font ?? FontChoice(argument: settings.font) ?? .auto)
            .engine(l10n: l10n, environment: environment)
        if let fontNote { StandardError.write("orbiting: " + fontNote + "\n") }
        let fitOptions = fitOptions(settings: settings)
        let request = render.flatMap(RenderRequest.init) ?? RenderRequest(settings.render.rawValue) ?? .auto
        let schemeName = scheme ?? settings.colorScheme.rawValue
        let windowCell = GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO)
        let answer = askTerminal(
            request, background: schemeName == ColorSchemeSetting.system.rawValue,
            settings: settings, environment: environment, windowCell: windowCell)
        let colors = try ThemeResolver.resolve(
            themeName: theme, settingTheme: settings.theme,
            scheme: schemeName, colorMode: color,
            depthSetting: settings.colorDepth,
            environment: environment, outputIsTerminal: ThemeResolver.standardOutputIsTerminal,
            paths: paths, localizer: l10n,
            askTerminal: answer.map { answer in { answer.background } } ?? { TerminalBackgroundQuery.ask() })
        for warning in colors.warnings(l10n) { StandardError.write("orbiting: " + warning + "\n") }
        let target = try renderTarget(
            request, support: answer?.graphics, windowCell: windowCell, depth: colors.depth,
            environment: environment, l10n: l10n)
        let orientation =
            try TurnOptions.orientation(rotate: rotate, mirror: mirror, l10n, setting: settings.rotation)
            ?? Orientation(halfTurned: settings.rotation == .halfTurn)
        if follow {
            let board = FollowBoard(
                engine: engine, options: fitOptions,
                fixedBox: size.flatMap(BoxArgument.init(argument:)).map { Box(width: $0.width, height: $0.height) },
                colors: colors, target: target, orientation: orientation, limit: InputLimits.show)
            var ended: FollowBoard.Outcome?
            try await ScreenStart.finish(l10n: l10n) { () async throws(TerminalError) in
                let outcome = try await board.run()
                ended = outcome
                return outcome.outcome
            }
            if ended?.refused == true { throw InputLimits.refusal(InputLimits.show, l10n, status: .dataError) }
            if let code = ended?.failure {
                if code == EPIPE { StandardOutput.endAsBrokenPipe() }
                throw StandardOutput.failure(code, l10n)
            }
            return
        }
        let message = try readMessage(l10n)
        let requested = box(environment: environment)
        let drawn = target.fitting(requested)
        let (layout, box) = ShowFrame.fit(message, engine: engine, in: requested, options: drawn.fitOptions(fitOptions))
        if explain {
            try StandardOutput.write(FitExplanation(layout, render: drawn.mode).json + "\n", l10n)
            return
        }
        try StandardOutput.write(
            ShowFrame.frameOutput(
                BigTextDrawing(layout, box: box, mode: drawn.mode).turned(orientation),
                colors: colors), l10n)
        // Once the message is out: what the font libraries worked out, for the next `show`.
        engine.outlineFonts?.saveWork()
        if layout.truncated {
            StandardError.write("orbiting: " + l10n("show.truncated") + "\n")
        } else if size == nil, let hint = HomeView.largerWindowHint(layout, columns: .max, l10n: l10n) {
            StandardError.write("orbiting: " + hint + "\n")
        }
    }

    /// Asks the terminal about pictures, when one is possible at all (a terminal, not tmux
    /// or screen, colour on, or a picture mode forced) and, in the same exchange (one round
    /// trip, ended by DA1), about its background when the scheme follows it; nil when not
    /// asked (the theme then asks for the background by itself if it needs it).
    private func askTerminal(
        _ request: RenderRequest, background: Bool, settings: Settings,
        environment: [String: String], windowCell: CellPixels?
    )
        -> (background: RGBColor?, graphics: GraphicsSupport)?
    {
        guard isatty(STDOUT_FILENO) == 1,
            LookResolver.asksGraphics(
                request, environment: environment, windowCell: windowCell,
                colorOff: color == "none" || settings.colorDepth == .none)
        else { return nil }
        let question =
            (background ? TerminalBackgroundQuery.question : "") + GraphicsSupport.questions
            + TerminalQuery.deviceAttributes
        let reply = TerminalQuery.exchange(question, timeoutMilliseconds: background ? 200 : 100) ?? []
        return (background ? OSCColorReply.parse(reply) : nil, GraphicsSupport.parse(reply))
    }

    /// The render mode for `request` with what the terminal said about pictures.
    /// - Throws: a usage error for a forced picture mode that cannot work here.
    private func renderTarget(
        _ request: RenderRequest, support: GraphicsSupport?, windowCell: CellPixels?,
        depth: ColorDepth, environment: [String: String], l10n: Localizer
    ) throws -> RenderTarget {
        do {
            return try RenderChoice.choose(
                request, support: support, windowCell: windowCell,
                environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1, depth: depth)
        } catch {
            throw OrbitingExit.message(l10n(error.messageKey, ["mode": error.mode.rawValue]), code: .usage)
        }
    }

    /// The message from the arguments, or standard input (at most `InputLimits.show` bytes).
    private func readMessage(_ l10n: Localizer) throws -> String {
        if text == ["-"] || (text.isEmpty && isatty(0) == 0) {
            guard let data = TerminalFacts.readStandardInput(limit: InputLimits.show) else {
                throw InputLimits.refusal(InputLimits.show, l10n, status: .dataError)
            }
            var message = String(decoding: data, as: UTF8.self)
            if message.hasSuffix("\n") { message.removeLast() }
            return message
        }
        return text.joined(by: " ")
    }
}
