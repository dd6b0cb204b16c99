import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// Shows timers full screen on the terminal (`TimerLoop`), in the look of the settings as
/// the session has it: a started timer until it ends (exit 0 after its alarm), or every
/// timer (`orbiting timers watch`, overtime counted on); both until `q` (exit 0; the timers
/// go on in the store) or a signal (128 + the signal).
enum TimerDisplayLauncher {
    /// Runs the display of the timer `id` kept in `store`, or of all of them when `id` is
    /// nil; the terminal is restored on return.
    static func run(timerID id: String?, store: TimerStore, clock: SystemTimerClock, context: CommandContext,
                    render: RenderRequest? = nil, turn: TurnOptions = TurnOptions()) async throws {
        let environment = context.environment
        let paths = context.paths
        let settingsStore = SettingsStore(directory: paths.config)
        let settings = (try? await settingsStore.load()) ?? Settings()
        context.report(await settingsStore.takeWarnings())
        let orientation = try turn.orientation(context.l10n, setting: settings.rotation)
            ?? Orientation(halfTurned: settings.rotation == .halfTurn)
        let started = TerminalStartQuery.ask(
            askingBackground: settings.colorScheme == .system,
            askingGraphics: LookResolver.asksGraphics(render ?? RenderRequest(settings.render.rawValue) ?? .auto,
                                                      environment: environment))
        DisplayWidth.model = started.widths.model
        let catalog = ThemeResolver.loadCatalog(paths: paths, environment: environment)
        let resolver = LookResolver(initial: settings, global: try GlobalOptions.parse([]), themeOptions: try ThemeOptions.parse([]), paths: paths,
                                    environment: environment, catalog: catalog, queried: started.background,
                                    renderFlag: render, graphics: started.graphics,
                                    windowCell: GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO))
        var look = resolver.look(for: settings)
        look.l10n = context.l10n  // `--lang` of this command
        let (engine, fontNote) = SessionFonts(l10n: context.l10n, environment: environment).start(with: settings.font)
        if let fontNote { StandardError.write("orbiting: " + fontNote + "\n") }
        let source = RecordTimerSource(store: store, clock: clock, l10n: context.l10n, describe: { error, l10n in
            CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error).text
        })
        var options = TimerLoopOptions(exitWhenDone: id, environment: environment, terminalFeatures: started.widths.features)
        options.orientation = orientation
        let loop = TimerLoop(source: source, engine: engine, look: look, options: options)
        let outcome: SessionOutcome
        do {
            outcome = try loop.run()
        } catch {
            throw OrbitingExit.message(context.l10n("session.error.terminal", ["reason": String(cString: strerror(error.code))]),
                                       code: .ioError)
        }
        context.report(store.takeWarnings())
        for problem in outcome.problems { StandardError.write("orbiting: " + problem + "\n") }
        if outcome.status != 0 { Glibc.exit(outcome.status) }
        // Cancelled (here with `x`, or elsewhere): as when waiting without a display, exit 1.
        if let id, let done = (try? store.done())?.first(where: { $0.id == id }), done.result == .cancelled {
            throw OrbitingExit(text: context.l10n("timers.cancelled", ["name": context.timerName(from: done)]), status: .failure)
        }
    }
}
