import FoundationEssentials
import OrbitingCore

/// The display's timers from the core's records in the store (`timers.json`): each read
/// through `reading(at:)` at the clock's moment with its digits from `TimerDigits`; each
/// action one of the record's pure operations, kept through `TimerStore.update` (under the
/// store's lock, on the record as re-read there).
public final class RecordTimerSource: TimerSource {
    let store: TimerStore
    let clock: any TimerClock
    let l10n: Localizer
    let zone: TimeZone
    /// A store error in words, in the language of the `Localizer`.
    let describe: (StoreError, Localizer) -> String
    /// The alarms fired that the store could not keep as fired (a full disk), as
    /// `AlarmKey`s: this display does not fire them again while it retries keeping them.
    private var firedUnkept: Set<AlarmKey> = []
    /// What went wrong with the store, in words, not yet taken by `takeProblems()`.
    private var problems: [String] = []
    /// Whether an alarm the store could not keep was said: it is retried on each tick, and
    /// said once.
    private var saidUnkept = false
    /// The first store error met while alarming or carrying out an action: the store was
    /// not told everything this display did (the executable turns it into an exit status).
    public private(set) var storeFailure: StoreError?

    /// One alarm of one timer: its end, or one of its warning marks.
    private struct AlarmKey: Hashable {
        var id: String
        var due: TimerAlarmDue
    }

    /// A source over `store`, reading the time from `clock`; new timers start in `zone`.
    public init(
        store: TimerStore, clock: any TimerClock, l10n: Localizer, zone: TimeZone = .current,
        describe: @escaping (StoreError, Localizer) -> String = { error, _ in String(describing: error) }
    ) {
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
        var face = TimerFace(
            id: record.id, label: record.label, kind: record.kind, remaining: remaining, digits: reading.digits,
            progress: reading.remaining == nil ? nil : reading.progress, isPaused: reading.isPaused,
            phase: phaseName(record, reading), nextPhase: nextPhaseName(record, reading), end: reading.endsAt,
            hasFired: record.fired, alarm: record.alarm,
            widestDigits: TimerDigits.widest(
                upTo: max(record.length, reading.remaining ?? reading.elapsed),
                overtime: record.kind.countsDown && record.alarm.overtime
                    && !record.advancesByItself))
        face.laps = (record.laps ?? []).map { Duration.milliseconds(Int64(($0 * 1000).rounded())) }
        if record.kind.followsWallClock { face.zoneIdentifier = record.zoneIdentifier }
        return face
    }

    /// The face of a timer that is over, from the finished timers: how a display shows a
    /// timer whose end another display or command took; nil when it was cancelled or is
    /// not among them.
    public func ended(id: String) -> TimerFace? {
        guard let done = (try? store.done())?.first(where: { $0.id == id }), done.result != .cancelled else {
            return nil
        }
        return TimerFace(
            id: done.id, label: done.label, kind: done.kind, remaining: .zero, digits: TimerDigits.remaining(0),
            progress: 1, end: done.endedAt, hasFired: true, hasEnded: true,
            widestDigits: TimerDigits.widest(upTo: done.duration, overtime: false))
    }

    /// "Work 2/4", "Short break", "Long break" in the language in use.
    func phaseName(_ record: TimerRecord, _ reading: TimerReading) -> String? {
        guard let phase = reading.phase, let state = record.pomodoro else { return nil }
        return l10n(
            "timer.phase." + phase.rawValue,
            ["round": String(state.roundInSet), "rounds": String(state.plan.longBreakAfter)])
    }

    /// The phase a Pomodoro goes on to, in words; nil for other kinds.
    func nextPhaseName(_ record: TimerRecord, _ reading: TimerReading) -> String? {
        guard let phase = reading.phase, let state = record.pomodoro, let round = reading.round else { return nil }
        let next = state.plan.next(after: phase, round: round)
        let upcoming = PomodoroState(plan: state.plan, phase: next.phase, round: next.round)
        return l10n(
            "timer.phase." + next.phase.rawValue,
            ["round": String(upcoming.roundInSet), "rounds": String(state.plan.longBreakAfter)])
    }

    /// Carries out `action`.
    public func perform(_ action: TimerAction) -> String? {
        let moment = clock.moment()
        do {
            switch action {
            case .create(let input):
                guard let record = start(input, at: moment) else {
                    return l10n("timer.notice.badInput", ["input": input])
                }
                try store.add(record)
            case .togglePause(let id):
                try store.update(id) { record in
                    .keep(record.isPaused ? try record.resumed(at: moment) : try record.paused(at: moment))
                }
            case .adjust(let id, let minutes):
                try store.update(id) { record in .keep(record.adding(TimeInterval(minutes * 60), at: moment)) }
            case .restart(let id):
                try store.update(id) { record in .keep(try record.restarted(at: moment)) }
            case .skipPhase(let id):
                try store.update(id) { record in .keep(try record.skippingPhase(at: moment)) }
            case .lap(let id):
                try store.update(id) { record in .keep(try record.lapped(at: moment)) }
            case .finish(let id):
                // An ended timer (in overtime) is done; one still counting is finished early.
                try store.update(id) { record in
                    .finish(
                        record.finished(
                            at: moment, result: record.reading(at: moment).hasEnded ? .completed : .finishedEarly))
                }
            case .cancel(let id):
                try store.update(id) { record in .finish(record.finished(at: moment, result: .cancelled)) }
            }
        } catch let error as TimerOperationError {
            switch error {
            case .targetTimeDoesNotMove: return l10n("timer.notice.untilCannotPause")
            case .noPhases: return l10n("timer.notice.noPhases")
            case .noLaps: return l10n("timer.notice.noLaps")
            case .tooManyLaps(let maximum): return l10n.plural("timer.notice.tooManyLaps", count: maximum)
            case .alreadyPaused, .notPaused: return nil  // another process got there first
            }
        } catch let error as StoreError {
            if storeFailure == nil, error.isFailureOfTheStore { storeFailure = error }
            return describe(error, l10n)
        } catch {
            return String(describing: error)
        }
        return nil
    }

    /// The alarms due now, kept as fired in the same locked update as they are found due
    /// (on the record re-read under the lock), so another display never fires them again.
    ///
    /// When the store cannot keep that they fired (a full disk, an unwritable file), they
    /// fire all the same, from the record as read, once: the alarm comes first, and the
    /// failure is said after it (`takeProblems()`, `storeFailure`). Each later tick tries to
    /// keep them again, and fires nothing more.
    public func takeDueAlarms() -> [TimerAlarmEvent] {
        let moment = clock.moment()
        // Most ticks find nothing due: look before taking the lock.
        let due = ((try? store.timers()) ?? []).filter { !$0.alarmsDue(at: moment).isEmpty }
        var events: [TimerAlarmEvent] = []
        for candidate in due {
            var found: [TimerAlarmDue] = []
            let kept: TimerStore.Change
            do {
                kept = try store.update(candidate.id) { record in
                    found = record.alarmsDue(at: moment)
                    let alarmed = record.markingAlarmed(at: moment)
                    // An auto Pomodoro goes on to its next phase, armed, as it ends.
                    if found.contains(.end), record.advancesByItself {
                        return .keep(alarmed.advanced(at: moment).record)
                    }
                    return .keep(alarmed)
                }
            } catch let error as StoreError where error.isFailureOfTheStore {
                fail(error)
                events += unkeptEvents(
                    found.isEmpty ? candidate.alarmsDue(at: moment) : found,
                    face: face(candidate, at: moment))
                continue
            } catch {
                continue  // gone (finished or cancelled elsewhere): the next tick sees
            }
            guard case .keep(let record) = kept else { continue }
            let face = face(record, at: moment)
            events += found.filter { !firedUnkept.contains(AlarmKey(id: record.id, due: $0)) }
                .map { $0 == .end ? .end(face) : .warning(face) }
        }
        return events
    }

    /// The events of `alarms` that the store could not keep, for the ones not fired yet.
    private func unkeptEvents(_ alarms: [TimerAlarmDue], face: TimerFace) -> [TimerAlarmEvent] {
        alarms.filter { firedUnkept.insert(AlarmKey(id: face.id, due: $0)).inserted }
            .map { $0 == .end ? .end(face) : .warning(face) }
    }

    /// Keeps `error` as the store failure, and to say, the first time.
    private func fail(_ error: StoreError) {
        if storeFailure == nil { storeFailure = error }
        guard !saidUnkept else { return }
        saidUnkept = true
        problems.append(describe(error, l10n))
    }

    /// What went wrong with the store since the last call, in words (an alarm it could not
    /// keep is said once).
    public func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }

    /// A timer from a line typed at the `n` prompt: `25m Tea`, `1:30:00`, `until 17:30 Talk`,
    /// `until tomorrow 09:00 Talk`, `stopwatch Run`, `pomodoro Focus`; nil when it is not one.
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
            // The target may be several words (`tomorrow 09:00`, `09:00 Europe/Berlin`).
            guard let until = try? TimerArguments.until(words, now: moment.wall, zone: zone) else { return nil }
            return .until(until.target, label: until.label, input: input, at: moment)
        default:
            guard let countdown = try? TimerArguments.countdown([command] + words) else { return nil }
            return .countdown(countdown.seconds, label: countdown.label, input: input, zone: zone, at: moment)
        }
    }
}

extension StoreError {
    /// Whether the store itself failed (a disk, a file, its lock), rather than refusing what
    /// was asked of it (no such timer): what was done could not be kept.
    var isFailureOfTheStore: Bool {
        switch self {
        case .noSuchTimer, .ambiguousTimer, .notFound, .ambiguous, .invalidImport, .tooLong: return false
        case .unreadable, .writeFailed, .notDurable, .noSpace, .newerVersion, .newerUnreadable, .notRegularFile,
            .tooLarge, .busy:
            return true
        }
    }
}
