import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// Waits for a timer without a display, like `sleep`: until its deadline (read again from
/// the store at least once a second, so a pause, `±`, finish or cancel from another
/// terminal is followed), then keeps its alarm as fired, runs `--exec`, and returns.
///
/// A countdown (`timer`, `until`) or a Pomodoro phase returns at zero; a stopwatch or an
/// auto Pomodoro when it is finished or cancelled elsewhere. A cancelled timer exits 1.
struct TimerWaiter {
    let context: CommandContext
    let store: TimerStore
    let clock: SystemTimerClock

    /// Waits for the timer `id`.
    func wait(for id: String) async throws {
        // Warnings the store could not keep as passed (a full disk): the wait goes on to the
        // end, whose alarm must run, and fails after it.
        var unkept: Set<TimerAlarmDue> = []
        var failure: StoreError?
        while true {
            let moment = clock.moment()
            guard let timer = try context.withTimers(store, { () throws(StoreError) in try store.timers() })
                .first(where: { $0.id == id })
            else {
                // Finished or cancelled elsewhere.
                let done = try context.withTimers(store, { () throws(StoreError) in try store.done() }).first { $0.id == id }
                if done?.result == .cancelled { throw OrbitingExit(text: context.l10n("timers.cancelled", ["name": context.timerName(from: done)]), status: .failure) }
                if let failure { Glibc.exit(context.exit(for: failure).status.rawValue) }  // said when it happened
                return
            }
            let due = timer.alarmsDue(at: moment).filter { !unkept.contains($0) }
            if !due.isEmpty {
                do {
                    if try alarm(timer, at: moment) {
                        if let failure { Glibc.exit(context.exit(for: failure).status.rawValue) }  // said when it happened
                        return
                    }
                } catch StoreError.noSuchTimer {
                    // Finished or cancelled elsewhere in the meantime: the next look says which.
                } catch let error as StoreError {
                    // Said once; after the end's alarm (already run) the wait is over, after a
                    // warning it goes on.
                    if failure == nil { StandardError.write("orbiting: " + context.exit(for: error).text + "\n") }
                    let status = context.exit(for: failure ?? error).status
                    if due.contains(.end) { Glibc.exit(status.rawValue) }
                    failure = failure ?? error
                    unkept.formUnion(due)
                }
                continue
            }
            try await Task.sleep(for: .milliseconds(Self.pause(for: timer, at: moment)))
        }
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
            context.report(store.takeWarnings())
            if timer.alarmsDue(at: moment).contains(.end) { endAlarm(of: timer) }
            throw error
        }
        context.report(store.takeWarnings())
        if ended { endAlarm(of: timer) }
        // An auto Pomodoro goes on to its next phase; everything else is done at zero.
        return ended && !timer.advancesByItself
    }

    /// Sends the timer's `--notify` notification, if asked for, then runs its `--exec`
    /// command, if any, and says when it failed.
    private func endAlarm(of timer: TimerRecord) {
        if timer.alarm.notify {
            AlarmCommands.notifySendAndWait(title: AlarmCommands.notificationTitle(appName: TimerLoopOptions.defaultAppName,
                                                                                   label: timer.label),
                                            body: context.l10n("timer.alarm.body"))
        }
        guard let command = timer.alarm.exec, !AlarmCommands.runShellAndWait(command) else { return }
        StandardError.write("orbiting: " + context.l10n("timer.alarm.commandFailed", ["command": TextSanitizer.singleLine(command)]) + "\n")
    }

    /// How long to sleep: to the next alarm or deadline, at most a second (to notice changes
    /// made elsewhere), at least a millisecond.
    static func pause(for timer: TimerRecord, at moment: TimerMoment) -> Int {
        guard case .running(let deadline) = timer.run else { return 1000 }
        let left = deadline.timeIntervalSince(timer.instant(at: moment))
        let nextWarning = timer.alarm.warnings.filter { $0 < left && !timer.warned.contains($0) }.max().map { left - $0 }
        let next = min(left, nextWarning ?? left)
        return max(1, min(1000, Int((next * 1000).rounded(.up))))
    }
}
