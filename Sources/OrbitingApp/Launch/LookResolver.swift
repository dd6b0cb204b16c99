import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// The look of a full-screen run for any settings: `--lang`, `--theme`, `--scheme` and
/// `--render` (the `request`) win until the setting they override changes.
public struct LookResolver: Sendable {
    /// The settings at the start, against which a later change of setting is told.
    public let initial: Settings
    /// What the command line asked for.
    public let request: LookRequest
    let paths: OrbitingPaths
    let environment: [String: String]
    /// The themes, read once at the start.
    public let catalog: ThemeCatalog
    /// The terminal's background, asked once at the start.
    let queried: RGBColor?
    /// What the terminal said about pictures at the start (nil when not asked).
    var graphics: GraphicsSupport? = nil
    /// The cell size from the window size ioctl at the start.
    var windowCell: CellPixels? = nil
    /// The picture questions were asked but the start-up wait gave up before the answer.
    var graphicsLate = false

    /// A resolver for a run that started with `initial` and asked for `request`; the other
    /// values are what the start-up exchange found.
    public init(
        initial: Settings, request: LookRequest, paths: OrbitingPaths, environment: [String: String],
        catalog: ThemeCatalog, queried: RGBColor?, graphics: GraphicsSupport? = nil, windowCell: CellPixels? = nil,
        graphicsLate: Bool = false
    ) {
        self.initial = initial
        self.request = request
        self.paths = paths
        self.environment = environment
        self.catalog = catalog
        self.queried = queried
        self.graphics = graphics
        self.windowCell = windowCell
        self.graphicsLate = graphicsLate
    }

    /// Whether a start-up exchange should ask about pictures for `request` (the session's and
    /// `show`'s): a forced picture mode when it needs to know more than `windowCell` (the
    /// window size ioctl's cell) tells; `auto` unless inside tmux or screen, under NO_COLOR or
    /// with colour off (`colorOff`), where it takes cells anyway.
    public static func asksGraphics(
        _ request: RenderRequest, environment: [String: String], windowCell: CellPixels?,
        colorOff: Bool = false
    ) -> Bool {
        guard request.asksTerminal(knowingCell: windowCell != nil) else { return false }
        guard request == .auto else { return true }
        return !colorOff && !RenderChoice.isMultiplexer(environment) && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// This resolver with the terminal's picture answers `support` when they came late (the
    /// start-up wait gave up without them); itself otherwise.
    public func answered(_ support: GraphicsSupport?) -> LookResolver {
        guard let support, graphicsLate else { return self }
        var resolver = self
        resolver.graphics = support
        resolver.graphicsLate = false
        return resolver
    }

    /// The render mode for `settings` at `depth`: the flag until the setting changes, else the
    /// setting; a forced picture mode that cannot work here falls back to `auto`'s choice.
    public func render(for settings: Settings, depth: ColorDepth) -> RenderTarget {
        let setting = RenderRequest(settings.render.rawValue) ?? .auto
        let request = settings.render == initial.render ? self.request.render ?? setting : setting
        func choose(_ request: RenderRequest) throws(RenderRefusal) -> RenderTarget {
            try RenderChoice.choose(
                request, support: graphics, windowCell: windowCell, environment: environment,
                outputIsTerminal: true, depth: depth)
        }
        return (try? choose(request)) ?? (try? choose(.auto)) ?? RenderTarget(mode: .blocks)
    }

    /// The look under `settings`.
    public func look(for settings: Settings) -> SessionLook {
        let flag = settings.language == initial.language ? request.language : nil
        let l10n = Self.localizer(flag: flag, setting: settings.language, environment: environment)
        let theme = settings.theme == initial.theme ? request.theme : nil
        let scheme =
            settings.colorScheme == initial.colorScheme
            ? request.scheme ?? settings.colorScheme.rawValue : settings.colorScheme.rawValue
        let resolved = try? ThemeResolver.resolve(
            themeName: theme, settingTheme: settings.theme, scheme: scheme, colorMode: nil,
            depthSetting: settings.colorDepth,
            environment: environment,
            outputIsTerminal: true, paths: paths, catalog: catalog, askTerminal: { queried })
        let depth = resolved?.depth ?? .none
        let colors = resolved.map { depth == .none ? ScreenColors.none : ScreenColors($0.palette) } ?? .none
        return SessionLook(
            colors: colors, depth: depth, l10n: l10n, options: FitOptions(settings: settings),
            render: render(for: settings, depth: depth))
    }

    /// The words for `flag` (`--lang`, already checked at the start) or the `language`
    /// setting; the environment's language when neither names one.
    static func localizer(flag: String?, setting: String?, environment: [String: String]) -> Localizer {
        // The folder is looked for only when a text is first needed.
        let directory: @Sendable () -> String? = {
            ResourceLocator.directory(named: "Localizations", environment: environment)
        }
        let language =
            (try? LanguageResolver.resolve(flag: flag, setting: setting, environment: environment))?.language
            ?? LanguageResolver.fromEnvironment(environment).language
        return Localizer.load(code: language.code, findingDirectory: directory)
    }
}
