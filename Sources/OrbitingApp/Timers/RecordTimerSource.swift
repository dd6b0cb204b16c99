import Foundation
import OrbitingCore

/// The display's timers from the core's records: each read through `reading(at:)` at the
/// clock's moment and its digits from `TimerDigits`; each action one of the record's pure
/// operations, kept through the store's `modify`.
public final class RecordTimerSource: TimerSource {
    let store: any TimerRecordStore
    let clock: any TimerClock
    let l10n: Localizer
    let zone: TimeZone
    /// What went wrong reading or writing the store, in words.
    let describe: (any Error) -> String

    /// A source over `store`, reading the time from `clock`; new timers start in `zone`.
    public init(store: any TimerRecordStore, clock: any TimerClock, l10n: Localizer, zone: TimeZone = .current,
                describe: @escaping (any Error) -> String = { String(describing: $0) }) {
        self.store = store
        self.clock = clock
        self.l10n = l10n
        self.zone = zone
        self.describe = describe
    }

    /// The timers now, nearest end first; stopwatches after the countdowns.
    public func faces() -> [TimerFace] {
        let moment = clock.moment()
        let records = (try? store.timers()) ?? []
        return records.map { face($0, at: moment) }.sorted { a, b in
            switch (a.countsDown, b.countsDown) {
            case (true, false): return true
            case (false, true): return false
            default: return a.remaining < b.remaining
            }
        }
    }

    /// The face of `record` at `moment`.
    public func face(_ record: TimerRecord, at moment: TimerMoment) -> TimerFace {
        let reading = record.reading(at: moment)
        let remaining = Duration.milliseconds(Int64(((reading.remaining ?? reading.elapsed) * 1000).rounded()))
        return TimerFace(
            id: record.id, label: record.label, kind: record.kind, remaining: remaining, digits: reading.digits,
            progress: reading.remaining == nil ? nil : reading.progress, isPaused: reading.isPaused,
            phase: phaseName(record, reading), end: reading.endsAt, hasFired: record.fired, alarm: record.alarm)
    }

    /// "Work 2/4", "Short break", "Long break" in the language in use.
    func phaseName(_ record: TimerRecord, _ reading: TimerReading) -> String? {
        guard let phase = reading.phase, let state = record.pomodoro else { return nil }
        return l10n("timer.phase." + phase.rawValue, ["round": String(state.roundInSet), "rounds": String(state.plan.longBreakAfter)])
    }

    /// Carries out `action`.
    public func perform(_ action: TimerAction) -> String? {
        let moment = clock.moment()
        var refusal: TimerOperationError?
        var badInput: String?
        do {
            try store.modify { records, finished in
                switch action {
                case .create(let input):
                    guard let record = start(input, at: moment) else {
                        badInput = input
                        return
                    }
                    records.append(record)
                case .togglePause(let id), .adjust(let id, _), .restart(let id), .finish(let id), .skipPhase(let id),
                     .cancel(let id):
                    guard let index = records.firstIndex(where: { $0.id == id }) else { return }
                    let record = records[index]
                    do throws(TimerOperationError) {
                        switch action {
                        case .togglePause:
                            records[index] = record.isPaused ? try record.resumed(at: moment) : try record.paused(at: moment)
                        case .adjust(_, let minutes):
                            records[index] = record.adding(TimeInterval(minutes * 60), at: moment)
                        case .restart:
                            records[index] = try record.restarted(at: moment)
                        case .skipPhase:
                            records[index] = try record.skippingPhase(at: moment)
                        case .finish:
                            records.remove(at: index)
                            finished.append(record.finished(at: moment, result: .finishedEarly))
                        case .cancel:
                            records.remove(at: index)
                            finished.append(record.finished(at: moment, result: .cancelled))
                        case .create:
                            break
                        }
                    } catch {
                        refusal = error
                    }
                }
            }
        } catch {
            return describe(error)
        }
        if let badInput { return l10n("timer.notice.badInput", ["input": badInput]) }
        switch refusal {
        case .targetTimeDoesNotMove: return l10n("timer.notice.untilCannotPause")
        case .noPhases: return l10n("timer.notice.noPhases")
        case .alreadyPaused, .notPaused, nil: return nil
        }
    }

    /// The alarms due now, kept as fired in the same `modify`.
    public func takeDueAlarms() -> [TimerAlarmEvent] {
        let moment = clock.moment()
        var events: [TimerAlarmEvent] = []
        try? store.modify { records, _ in
            for index in records.indices {
                let due = records[index].alarmsDue(at: moment)
                guard !due.isEmpty else { continue }
                records[index] = records[index].markingAlarmed(at: moment)
                let face = face(records[index], at: moment)
                for alarm in due {
                    events.append(alarm == .end ? .end(face) : .warning(face))
                }
            }
        }
        return events
    }

    /// A timer from a line typed at the `n` prompt: `25m Tea`, `1:30:00`, `until 17:30 Talk`,
    /// `stopwatch Run`, `pomodoro Focus`; nil when it is not one.
    func start(_ input: String, at moment: TimerMoment) -> TimerRecord? {
        var words = input.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return nil }
        let command = words.removeFirst()
        switch command.lowercased() {
        case "stopwatch":
            return .stopwatch(label: words.joined(separator: " "), zone: zone, at: moment)
        case "pomodoro":
            return .pomodoro(.classic, label: words.joined(separator: " "), input: input, zone: zone, at: moment)
        case "until":
            guard !words.isEmpty else { return nil }
            let time = words.removeFirst()
            guard let target = try? TargetParser.target(time, now: moment.wall, zone: zone) else { return nil }
            return .until(target, label: words.joined(separator: " "), input: input, at: moment)
        default:
            guard let seconds = try? DurationParser.seconds(command) else { return nil }
            return .countdown(seconds, label: words.joined(separator: " "), input: input, zone: zone, at: moment)
        }
    }
}
