import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Synchronization

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
    /// The picture questions were asked but the start-up wait gave up before the answer.
    var graphicsLate = false

    /// Whether a start-up exchange should ask about pictures for `request` (the session's and
    /// `show`'s): a forced picture mode when it needs to know more than `windowCell` (the
    /// window size ioctl's cell) tells; `auto` unless inside tmux or screen, under NO_COLOR or
    /// with colour off (`colorOff`), where it takes cells anyway.
    static func asksGraphics(_ request: RenderRequest, environment: [String: String], windowCell: CellPixels?,
                             colorOff: Bool = false) -> Bool {
        guard request.asksTerminal(knowingCell: windowCell != nil) else { return false }
        guard request == .auto else { return true }
        return !colorOff && !RenderChoice.isMultiplexer(environment) && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The render mode for `settings` at `depth`: the flag until the setting changes, else the
    /// setting; a forced picture mode that cannot work here falls back to `auto`'s choice.
    /// This resolver with the terminal's picture answers `support` when they came late (the
    /// start-up wait gave up without them); itself otherwise.
    func answered(_ support: GraphicsSupport?) -> LookResolver {
        guard let support, graphicsLate else { return self }
        var resolver = self
        resolver.graphics = support
        resolver.graphicsLate = false
        return resolver
    }

    /// The render mode for `settings` once the terminal answered the picture questions late
    /// with `support` (the timer display's and a room screen's: they keep their look).
    func render(afterLateAnswer support: GraphicsSupport, for settings: Settings) -> RenderTarget {
        answered(support).look(for: settings).render
    }

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
            themeName: theme, settingTheme: settings.theme, scheme: scheme, colorMode: nil, depthSetting: settings.colorDepth,
            environment: environment,
            outputIsTerminal: true, paths: paths, localizer: l10n, catalog: catalog, askTerminal: { queried })
        let depth = resolved?.depth ?? .none
        let colors = resolved.map { depth == .none ? ScreenColors.none : ScreenColors($0.palette) } ?? .none
        return SessionLook(colors: colors, depth: depth, l10n: l10n, options: FitOptions(settings: settings),
                           render: render(for: settings, depth: depth))
    }
}

/// The terminal's answer to the picture questions when it came after the start-up wait,
/// shared by the session's run loop (which hears it) and its looks (which use it).
final class LateGraphics: Sendable {
    private let answer = Mutex<GraphicsSupport?>(nil)

    /// What the terminal said; nil until it has.
    var support: GraphicsSupport? {
        get { answer.withLock { $0 } }
        set { answer.withLock { $0 = newValue } }
    }
}
