import OrbitingCore
import OrbitingTerminal

/// How the timer display starts (`orbiting timer … `, `orbiting timers watch`), from plain
/// values: the screen prepared in the look of the settings as the session has it, the timers
/// read from their store, the display made.
public struct TimerDisplayLaunch {
    /// The timer the display waits for (its end ends the display), nil for all of them.
    public var timerID: String?
    /// Where the timers are kept.
    public var store: TimerStore
    /// The timers' clock.
    public var clock: SystemTimerClock
    /// The settings of the run, read once.
    public var settings: Settings
    /// The data and config directories.
    public var paths: OrbitingPaths
    /// The process environment.
    public var environment: [String: String]
    /// The words of the run (its `--lang`, until the setting changes, which it does not here).
    public var l10n: Localizer
    /// What a `font` setting draws with.
    public var makeEngine: SessionFonts.Maker
    /// A store error in words, in the language of `Localizer`.
    public var describe: @Sendable (StoreError, Localizer) -> String
    /// `--render`, nil for the setting's.
    public var render: RenderRequest?
    /// `--quit-after`: the display closes that long after the end it waited for.
    public var quitAfter: Duration?
    /// Which way the big text faces.
    public var orientation: Orientation

    /// A start of the display of `timerID` (nil: every timer) kept in `store`.
    public init(
        timerID: String?, store: TimerStore, clock: SystemTimerClock, settings: Settings, paths: OrbitingPaths,
        environment: [String: String], l10n: Localizer, makeEngine: @escaping SessionFonts.Maker,
        describe: @escaping @Sendable (StoreError, Localizer) -> String, orientation: Orientation
    ) {
        self.timerID = timerID
        self.store = store
        self.clock = clock
        self.settings = settings
        self.paths = paths
        self.environment = environment
        self.l10n = l10n
        self.makeEngine = makeEngine
        self.describe = describe
        self.orientation = orientation
    }

    /// Prepares the screen (`prepared` is told what it found, to say its warnings) and makes
    /// the display and the source of its timers (which keeps what the store could not).
    /// - Throws: `LaunchError.theme` when the theme named cannot be used.
    public func start(prepared: (ScreenLauncher) -> Void) throws(LaunchError) -> (TimerProgram, RecordTimerSource) {
        let request = LookRequest(language: l10n.code, render: render)
        let start = try ScreenLauncher.launch(
            settings: settings, request: request, paths: paths, environment: environment, language: l10n.code,
            makeEngine: makeEngine)
        prepared(start)
        let source = RecordTimerSource(store: store, clock: clock, l10n: l10n, describe: describe)
        var options = TimerLoopOptions(exitWhenDone: timerID, quitAfter: quitAfter, environment: environment)
        options.orientation = orientation
        return (start.timerDisplay(source: source, settings: settings, options: options), source)
    }
}
