import OrbitingCore
import OrbitingText

/// Waits for a timer without a display, like `sleep`: until its deadline (read again from
/// the store at least once a second, so a pause, `±`, finish or cancel from another
/// terminal is followed), then keeps its alarm as fired, runs `--exec`, and returns.
///
/// A countdown (`timer`, `until`) or a Pomodoro phase returns at zero; a stopwatch or an
/// auto Pomodoro when it is finished or cancelled elsewhere. What happens on the way is
/// handed to `report`, for the caller to say.
public struct TimerWaiter {
    /// Something the person is told while waiting.
    public enum Report {
        /// What the store did on its own (a file moved aside).
        case warnings([StoreWarning])
        /// The store could not keep an alarm as fired (a full disk): said once; the wait goes
        /// on to the end, whose alarm still runs, and the run fails after it.
        case failure(StoreError)
        /// The `--exec` command failed: the sentence saying so.
        case commandFailed(String)
    }

    /// How a wait ended.
    public struct Outcome: Sendable {
        /// The timer as it was cancelled (here or elsewhere), nil when it was not.
        public var cancelled: FinishedTimer?
        /// What the store could not keep on the way (already reported), which the exit says.
        public var failure: StoreError?
    }

    let store: TimerStore
    let clock: SystemTimerClock
    let l10n: Localizer
    let report: (Report) -> Void

    /// A waiter on `store`'s timers by `clock`, saying a failed `--exec` in `l10n`'s words.
    public init(store: TimerStore, clock: SystemTimerClock, l10n: Localizer, report: @escaping (Report) -> Void) {
        self.store = store
        self.clock = clock
        self.l10n = l10n
        self.report = report
    }

    /// Waits for the timer `id`.
    /// - Throws: `StoreError` when the timers cannot be read.
    public func wait(for id: String) async throws -> Outcome {
        // Warnings the store could not keep as passed (a full disk): the wait goes on to the
        // end, whose alarm must run, and fails after it.
        var unkept: Set<TimerAlarmDue> = []
        var failure: StoreError?
        while true {
            let moment = clock.moment()
            let timers = try reading { () throws(StoreError) -> [TimerRecord] in try store.timers() }
            guard let timer = timers.first(where: { $0.id == id }) else {
                // Finished or cancelled elsewhere.
                let finished = try reading { () throws(StoreError) -> [FinishedTimer] in try store.done() }
                let done = finished.first { $0.id == id }
                return Outcome(cancelled: done?.result == .cancelled ? done : nil, failure: failure)
            }
            let due = timer.alarmsDue(at: moment).filter { !unkept.contains($0) }
            if !due.isEmpty {
                do {
                    if try alarm(timer, at: moment) { return Outcome(failure: failure) }
                } catch StoreError.noSuchTimer {
                    // Finished or cancelled elsewhere in the meantime: the next look says which.
                } catch let error as StoreError {
                    // Said once; after the end's alarm (already run) the wait is over, after a
                    // warning it goes on.
                    if failure == nil { report(.failure(error)) }
                    if due.contains(.end) { return Outcome(failure: failure ?? error) }
                    failure = failure ?? error
                    unkept.formUnion(due)
                }
                continue
            }
            try await Task.sleep(for: .milliseconds(Self.pause(for: timer, at: moment)))
        }
    }

    /// Runs `body` on the store, then reports what it did on its own.
    private func reading<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        defer { report(.warnings(store.takeWarnings())) }
        return try body()
    }

    /// Keeps the due alarms as fired (under the lock, so only one process alarms), runs
    /// `--exec` at the end, and says whether the wait is over. When the bookkeeping cannot
    /// be written (a full disk, an unwritable file) the alarm still sounds: at the end,
    /// `--exec` runs first, and the `StoreError` is thrown after it.
    private func alarm(_ timer: TimerRecord, at moment: TimerMoment) throws -> Bool {
        var ended = false
        do {
            try store.update(timer.id) { current in
                // Decided again under the lock: another process may have alarmed it first.
                ended = current.alarmsDue(at: moment).contains(.end)
                let alarmed = current.markingAlarmed(at: moment)
                if ended && current.finishesAtItsEnd {
                    return .finish(current.finished(at: moment, result: .completed))
                }
                if ended, current.advancesByItself {
                    return .keep(alarmed.advanced(at: moment).record)
                }
                return .keep(alarmed)
            }
        } catch let error as StoreError {
            if case .noSuchTimer = error { throw error }
            // The file could not say it alarmed: alarm from what was read, then report.
            report(.warnings(store.takeWarnings()))
            if timer.alarmsDue(at: moment).contains(.end) { endAlarm(of: timer) }
            throw error
        }
        report(.warnings(store.takeWarnings()))
        if ended { endAlarm(of: timer) }
        // An auto Pomodoro goes on to its next phase; everything else is done at zero.
        return ended && !timer.advancesByItself
    }

    /// Sends the timer's `--notify` notification, if asked for, then runs its `--exec`
    /// command, if any, and says when it failed.
    private func endAlarm(of timer: TimerRecord) {
        if timer.alarm.notify {
            AlarmCommands.notifySendAndWait(
                title: AlarmCommands.notificationTitle(
                    appName: TimerLoopOptions.defaultAppName,
                    label: timer.label),
                body: l10n("timer.alarm.body"))
        }
        guard let command = timer.alarm.exec, !AlarmCommands.runShellAndWait(command) else { return }
        report(.commandFailed(l10n("timer.alarm.commandFailed", ["command": TextSanitizer.singleLine(command)])))
    }

    /// How long to sleep: to the next alarm or deadline, at most a second (to notice changes
    /// made elsewhere), at least a millisecond.
    static func pause(for timer: TimerRecord, at moment: TimerMoment) -> Int {
        guard case .running(let deadline) = timer.run else { return 1000 }
        let left = deadline.timeIntervalSince(timer.instant(at: moment))
        let nextWarning = timer.alarm.warnings.filter { $0 < left && !timer.warned.contains($0) }.max().map {
            left - $0
        }
        let next = min(left, nextWarning ?? left)
        return max(1, min(1000, Int((next * 1000).rounded(.up))))
    }
}
