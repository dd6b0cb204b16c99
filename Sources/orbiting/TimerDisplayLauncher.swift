import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Shows timers full screen on the terminal (`TimerDisplayLaunch` makes the `TimerProgram`),
/// in the look of the settings as the session has it: a started timer until a key after its
/// end (exit 0, and one line in the shell; `--quit-after` closes it by itself), or every
/// timer (`orbiting timers watch`); both until `q` (exit 0; the timers go on in the store)
/// or a signal (128 + the signal).
enum TimerDisplayLauncher {
    /// Runs the display of the timer `id` kept in `store`, or of all of them when `id` is
    /// nil; the terminal is restored on return.
    static func run(
        timerID id: String?, store: TimerStore, clock: SystemTimerClock, context: CommandContext,
        render: RenderRequest? = nil, quitAfter: Duration? = nil, turn: TurnOptions = TurnOptions()
    ) async throws {
        let settings = context.settings
        context.report(context.settingsWarnings)
        let orientation =
            try turn.orientation(context.l10n, setting: settings.rotation)
            ?? Orientation(halfTurned: settings.rotation == .halfTurn)
        var launch = TimerDisplayLaunch(
            timerID: id, store: store, clock: clock, settings: settings, paths: context.paths,
            environment: context.environment, l10n: context.l10n, makeEngine: ScreenStart.engineMaker(context),
            describe: ScreenStart.describe(context), orientation: orientation)
        launch.render = render
        launch.quitAfter = quitAfter
        let (display, source): (TimerProgram, RecordTimerSource)
        do {
            (display, source) = try launch.start(prepared: ScreenStart.said(context.l10n))
        } catch {
            throw error.exit(context)
        }
        try await ScreenStart.finish(l10n: context.l10n) { () async throws(TerminalError) in
            try await display.run()
        }
        context.report(store.takeWarnings())
        do {
            try sayEnd(of: id, store: store, context: context)
        } catch let exit as OrbitingExit where source.storeFailure != nil {
            StandardError.write("orbiting: " + exit.text + "\n")
        }
        // An alarm or an action the store could not keep (said with the problems, after the
        // alarm fired): the exit status says so too, as when waiting without a display.
        if let failure = source.storeFailure { Glibc.exit(context.exit(for: failure).status.rawValue) }
    }

    /// What stays in the shell once the display of the timer `id` closed
    /// (`TimerDisplayEnding`), in words: a stopwatch's laps, and the line saying it ended.
    /// Cancelled, it says so as the other endings do (not as an error) and ends with status 1,
    /// as when waiting without a display, so `timer 5m && next` does not go on.
    /// - Throws: `OrbitingExit` when standard output fails.
    private static func sayEnd(of id: String?, store: TimerStore, context: CommandContext) throws {
        guard let id else { return }
        let ending = TimerDisplayEnding.of(id: id, store: store)
        let laps = ending.laps
        for (index, lap) in LapTimes.durations(laps).enumerated() {
            try StandardOutput.write(
                context.l10n(
                    "timer.lapsLine",
                    [
                        "number": String(index + 1), "time": TimerDigits.elapsed(lap),
                        "split": TimerDigits.elapsed(laps[index]),
                    ]) + "\n", context.l10n)
        }
        switch ending.outcome {
        case .running(let timer, let running):
            // Left with q: it goes on running, and the shell says how to find it again.
            try StandardOutput.write(
                context.leftLine(timer, among: running, at: SystemTimerClock().moment()) + "\n", context.l10n)
        case .cancelled(let done):
            // As when waiting without a display, exit 1.
            try StandardOutput.write(
                context.l10n("timers.cancelled", ["name": context.timerName(from: done)]) + "\n", context.l10n)
            Glibc.exit(ExitStatus.failure.rawValue)
        case .ended(let done):
            // Its end was on screen: one line stays in the shell's scrollback to say so.
            try StandardOutput.write(context.endedLine(done) + "\n", context.l10n)
        case .none:
            break
        }
    }
}
