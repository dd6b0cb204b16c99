import OrbitingApp
import OrbitingCore

#if canImport(Glibc)
    import Glibc
#endif

/// What every starting command does once its timer is made: keep it in the store first,
/// then show it (on a terminal) or wait for it (piped, in a script).
enum TimerCommandRunner {
    /// Keeps `timer`, reports timers that ended while nothing watched them, then shows or
    /// waits. `--detach` prints the id and returns at once.
    static func start(
        _ timer: TimerRecord, context: CommandContext, options: TimerStartOptions, clock: SystemTimerClock
    ) async throws {
        let render = try options.renderOptions.request(context.l10n)
        let quitAfter: Duration?
        do { quitAfter = try options.quitDelay() } catch { throw context.exit(for: error) }
        let store = context.timerStore()
        try context.withTimers(store) { () throws(StoreError) in try store.add(timer) }
        context.reportUnnoticed(store: store, at: clock.moment())
        if options.detach {
            try StandardOutput.write(timer.id + "\n", context.l10n)
            return
        }
        if TerminalFacts.isTerminal(1) && TerminalFacts.isTerminal(0) {
            try await TimerDisplayLauncher.run(
                timerID: timer.id, store: store, clock: clock, context: context,
                render: render, quitAfter: quitAfter, turn: options.turnOptions)
        } else {
            try await context.waitWithoutDisplay(for: timer.id, store: store, clock: clock)
        }
    }
}

extension CommandContext {
    /// Waits for the timer `id` without a display (`TimerWaiter`), saying what happens on the
    /// way; a cancelled timer exits 1, an alarm the store could not keep with its status.
    func waitWithoutDisplay(for id: String, store: TimerStore, clock: SystemTimerClock) async throws {
        let waiter = TimerWaiter(store: store, clock: clock, l10n: l10n) { report in
            switch report {
            case .warnings(let warnings): self.report(warnings)
            case .failure(let error): StandardError.write("orbiting: " + exit(for: error).text + "\n")
            case .commandFailed(let sentence): StandardError.write("orbiting: " + sentence + "\n")
            }
        }
        let outcome: TimerWaiter.Outcome
        do {
            outcome = try await waiter.wait(for: id)
        } catch let error as StoreError {
            throw exit(for: error)
        }
        if let done = outcome.cancelled {
            throw OrbitingExit(text: l10n("timers.cancelled", ["name": timerName(from: done)]), status: .failure)
        }
        if let failure = outcome.failure { Glibc.exit(exit(for: failure).status.rawValue) }  // said when it happened
    }

    /// The timers of this run, beside the messages.
    func timerStore() -> TimerStore { TimerStore(directory: paths.data) }

    /// Runs `body` on the timers; a store error becomes its localized message and status,
    /// and what the store did on the side (a file quarantined) is reported.
    @discardableResult
    func withTimers<T>(_ store: TimerStore, _ body: () throws(StoreError) -> T) throws -> T {
        try reporting(store.takeWarnings, body)
    }

    /// Says, once, which timers ran out while no Orbiting was watching ("Tea ended 14 min
    /// ago"), on stderr. A store that cannot be written (newer, busy) is left alone: the
    /// listing goes on without it.
    func reportUnnoticed(store: TimerStore, at moment: TimerMoment) {
        defer { report(store.takeWarnings()) }
        guard let ended = try? store.takeUnnoticed(at: moment) else { return }
        for timer in ended {
            let minutes = Int(moment.wall.timeIntervalSince(timer.endedAt) / 60)
            let name = timerName(from: timer)
            let text =
                minutes >= 1
                ? l10n.plural("timers.ended.ago", count: minutes, ["name": name, "minutes": String(minutes)])
                : l10n("timers.ended.now", ["name": name])
            StandardError.write("orbiting: " + text + "\n")
        }
    }
}
