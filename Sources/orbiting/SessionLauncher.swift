import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// Starts the full-screen session of `orbiting` with no subcommand: checks the terminal,
/// reads the settings, resolves colours and words, and hands over to `SessionLoop`.
enum SessionLauncher {
    /// Runs the session; returns once the terminal is restored.
    ///
    /// `--lang`, `--theme` and `--scheme` hold for this run until the person changes that
    /// setting in Settings.
    static func run(global: GlobalOptions, text: String?, themeOptions: ThemeOptions,
                    renderOptions: RenderOptions = RenderOptions()) async throws {
        let environment = ProcessEnvironment.variables()
        let paths = global.paths(environment: environment)
        let settingsStore = SettingsStore(directory: paths.config)
        // A settings file that cannot be read leaves the defaults for this run, and says so
        // (on stderr, and in Home's status row); changing a setting then reports it again.
        var loadError: StoreError?
        let settings: Settings
        do {
            settings = try await settingsStore.load()
        } catch {
            settings = Settings()
            loadError = error
        }
        let l10n = try global.localizer(setting: settings.language, environment: environment)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw OrbitingExit.message(l10n("session.error.notATerminal"), code: .usage)
        }
        let renderFlag = try renderOptions.request(l10n)
        let context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        context.report(await settingsStore.takeWarnings())
        let startProblems = loadError.map { [context.exit(for: $0).text] } ?? []
        for problem in startProblems { StandardError.write("orbiting: " + problem + "\n") }
        // Learn how the terminal draws the clusters terminals disagree on, before anything is
        // measured, and (when the scheme follows it) its background, in one exchange before
        // the session reads its input.
        let started = TerminalStartQuery.ask(
            askingBackground: settings.colorScheme == .system && themeOptions.scheme == nil,
            askingGraphics: LookResolver.asksGraphics(renderFlag ?? RenderRequest(settings.render.rawValue) ?? .auto,
                                                      environment: environment))
        let widths = started.widths
        DisplayWidth.model = widths.model
        let queried = started.background
        // The themes are read once: every later change of theme picks from these.
        let catalog = ThemeResolver.loadCatalog(paths: paths, environment: environment)
        let first = try ThemeResolver.resolve(
            themeName: themeOptions.theme, settingTheme: settings.theme,
            scheme: themeOptions.scheme ?? settings.colorScheme.rawValue,
            colorMode: nil, depthSetting: settings.colorDepth, environment: environment, outputIsTerminal: true,
            paths: paths, localizer: l10n, catalog: catalog, askTerminal: { queried })
        for warning in first.warnings(l10n) { StandardError.write("orbiting: " + warning + "\n") }
        let look = LookResolver(initial: settings, global: global, themeOptions: themeOptions, paths: paths,
                                environment: environment, catalog: catalog, queried: queried, renderFlag: renderFlag,
                                graphics: started.graphics,
                                windowCell: GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO))
        // The font setting's engine now; another font's when the setting changes (kept once made),
        // and the families Settings offers looked up on a thread of their own meanwhile.
        let fonts = SessionFonts(l10n: l10n, environment: environment)
        let (engine, fontNote) = fonts.start(with: settings.font)
        if let fontNote { StandardError.write("orbiting: " + fontNote + "\n") }
        fonts.prepareOffer()
        let services = SessionServices(
            messages: MessageStore(directory: paths.data), settings: settingsStore, look: look.look(for:),
            describe: { error, l10n in
                CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error).text
            },
            engine: { fonts.engine(for: $0) })
        let size = TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
        let factory = SessionScreens.factory(themes: catalog, systemVariant: first.variant, version: OrbitingVersion.string,
                                             fonts: { fonts.offer })
        let model = SessionModel(settings: settings, size: size, screens: factory)
        let loop = SessionLoop(model: model, engine: engine, services: services,
                               features: TerminalFeatures.all.union(widths.features))
        let outcome: SessionOutcome
        do {
            outcome = try await loop.run(text: text, problems: startProblems)
        } catch {
            throw OrbitingExit.message(l10n("session.error.terminal", ["reason": String(cString: strerror(error.code))]),
                                       code: .ioError)
        }
        for problem in outcome.problems { StandardError.write("orbiting: " + problem + "\n") }
        if outcome.status != 0 { Glibc.exit(outcome.status) }
    }
}

/// The session's look for any settings: `--lang`, `--theme` and `--scheme` win until the
/// setting they override changes.
struct LookResolver: Sendable {
    let initial: Settings
    let global: GlobalOptions
    let themeOptions: ThemeOptions
    let paths: OrbitingPaths
    let environment: [String: String]
    /// The themes, read once at the start.
    let catalog: ThemeCatalog
    /// The terminal's background, asked once at the start.
    let queried: RGBColor?
    /// `--render`, which holds until the render setting changes.
    var renderFlag: RenderRequest? = nil
    /// What the terminal said about pictures at the start (nil when not asked).
    var graphics: GraphicsSupport? = nil
    /// The cell size from the window size ioctl at the start.
    var windowCell: CellPixels? = nil

    /// Whether the start-up exchange should ask about pictures for `request`: not inside tmux
    /// or screen, nor under NO_COLOR, where `auto` takes cells anyway.
    static func asksGraphics(_ request: RenderRequest, environment: [String: String]) -> Bool {
        guard request.asksTerminal else { return false }
        guard request == .auto else { return true }
        return !RenderChoice.isMultiplexer(environment) && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The render mode for `settings` at `depth`: the flag until the setting changes, else the
    /// setting; a forced picture mode that cannot work here falls back to `auto`'s choice.
    func render(for settings: Settings, depth: ColorDepth) -> RenderTarget {
        let setting = RenderRequest(settings.render.rawValue) ?? .auto
        let request = settings.render == initial.render ? renderFlag ?? setting : setting
        func choose(_ request: RenderRequest) throws(RenderRefusal) -> RenderTarget {
            try RenderChoice.choose(request, support: graphics, windowCell: windowCell, environment: environment,
                                    outputIsTerminal: true, depth: depth)
        }
        return (try? choose(request)) ?? (try? choose(.auto)) ?? RenderTarget(mode: .blocks)
    }

    func look(for settings: Settings) -> SessionLook {
        let flag = settings.language == initial.language ? global.lang : nil
        let l10n = (try? RunLocalization.localizer(flag: flag, setting: settings.language, environment: environment))
            ?? Localizer.load(LanguageResolver.fromEnvironment(environment).language,
                              from: RunLocalization.directory(environment: environment))
        let theme = settings.theme == initial.theme ? themeOptions.theme : nil
        let scheme = settings.colorScheme == initial.colorScheme
            ? themeOptions.scheme ?? settings.colorScheme.rawValue : settings.colorScheme.rawValue
        let resolved = try? ThemeResolver.resolve(
            themeName: theme, settingTheme: settings.theme, scheme: scheme, colorMode: nil, depthSetting: settings.colorDepth, environment: environment,
            outputIsTerminal: true, paths: paths, localizer: l10n, catalog: catalog, askTerminal: { queried })
        let depth = resolved?.depth ?? .none
        let colors = resolved.map { depth == .none ? ScreenColors.none : ScreenColors($0.palette) } ?? .none
        return SessionLook(colors: colors, depth: depth, l10n: l10n, options: FitOptions(settings: settings),
                           render: render(for: settings, depth: depth))
    }
}
