import FoundationEssentials
import OrbitingCore
import OrbitingText

/// The words for timers: what went wrong (bad input and refused operations are usage
/// errors, exit 64, with nothing started or changed), DST notices, and timers' names.
extension CommandContext {
    /// The message and exit status for input that is not a duration, time or plan.
    /// - Parameter target: whether a clock time was expected (`until`), for the examples.
    func exit(for error: TimerInputError, target: Bool = false) -> OrbitingExit {
        func safe(_ text: String) -> String { TextSanitizer.singleLine(text) }
        let text: String
        switch error {
        case .empty:
            text = l10n("timer.error.empty")
        case .unknownUnit(let input, let unit, let units):
            text = l10n(
                "timer.error.unknownUnit",
                ["input": safe(input), "unit": safe(unit), "units": units.joined(separator: ", ")])
        case .repeatedUnit(let input, let unit):
            text = l10n("timer.error.repeatedUnit", ["input": safe(input), "unit": safe(unit)])
        case .malformed(let input):
            text = l10n(target ? "timer.error.badTarget" : "timer.error.malformed", ["input": safe(input)])
        case .negative(let input):
            text = l10n("timer.error.negative", ["input": safe(input)])
        case .zero(let input):
            text = l10n("timer.error.zero", ["input": safe(input)])
        case .tooLong(let input, let days):
            text = l10n.plural("timer.error.tooLong", count: days, ["input": safe(input), "days": String(days)])
        case .outOfRange(let input, let field):
            text = l10n("timer.error.outOfRange", ["input": safe(input), "field": safe(field)])
        case .unknownZone(_, let zone):
            let nearest = TimerArguments.nearestZones(to: zone)
            text =
                nearest.isEmpty
                ? l10n("timer.error.unknownZone", ["zone": safe(zone)])
                : l10n(
                    "timer.error.unknownZoneNearest", ["zone": safe(zone), "names": nearest.joined(separator: ", ")])
        case .pastTarget(_, let target):
            text = l10n("timer.error.pastTarget", ["target": target.description])
        case .badRounds(let input):
            text = l10n("timer.error.badRounds", ["input": safe(input)])
        case .bareNumber(_, let number, let suggestion):
            text = l10n("timer.error.bareNumber", ["number": safe(number), "suggestion": safe(suggestion)])
        case .warningAtEnd(let input):
            text = l10n("timer.error.warnZero", ["input": safe(input)])
        case .warningNotBeforeEnd(let input, let length):
            text = l10n("timer.error.warnNotBeforeEnd", ["input": safe(input), "length": TimerDigits.elapsed(length)])
        }
        return .message(text, code: .usage)
    }

    /// The message and exit status for an operation a timer refused.
    func exit(for error: TimerOperationError, timer: TimerRecord) -> OrbitingExit {
        let name = ["name": timerName(timer)]
        switch error {
        case .targetTimeDoesNotMove: return .message(l10n("timer.error.targetFixed"), code: .usage)
        case .alreadyPaused: return .message(l10n("timer.error.alreadyPaused", name), code: .usage)
        case .notPaused: return .message(l10n("timer.error.notPaused", name), code: .usage)
        case .noPhases: return .message(l10n("timer.error.noPhases", name), code: .usage)
        case .noLaps: return .message(l10n("timer.error.noLaps", name), code: .usage)
        case .tooManyLaps(let maximum):
            return .message(
                l10n.plural("timer.error.tooManyLaps", count: maximum, name), code: .usage)
        }
    }

    /// What a person reads when a clock time fell in a DST gap or a repeated hour.
    func notice(for adjustment: TimerTarget.Adjustment, zone: String) -> String {
        switch adjustment {
        case .skipped(let asked, let countsTo):
            return l10n(
                "timer.notice.skipped", ["asked": asked.description, "zone": zone, "countsTo": countsTo.description])
        case .repeated(let asked, let occurrence, _):
            let key = occurrence == 1 ? "timer.notice.repeated.first" : "timer.notice.repeated.second"
            return l10n(key, ["asked": asked.description, "zone": zone])
        }
    }

    /// A timer as sentences name it: its label, else its kind and what was typed.
    func timerName(_ timer: TimerRecord) -> String {
        timerName(label: timer.label, kind: timer.kind, input: timer.input)
    }

    /// "Tea ended at 17:30 (25:00).": what the shell keeps once a timer's display closes.
    func endedLine(_ finished: FinishedTimer, zone: TimeZone = .current) -> String {
        let end = LocalDateTime(finished.endedAt, in: zone)
        func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        return l10n(
            "timer.endedLine",
            [
                "name": timerName(from: finished), "time": pad(end.hour) + ":" + pad(end.minute),
                "length": TimerDigits.elapsed(finished.duration),
            ])
    }

    /// What the shell keeps when a display is left with its timer still running: "Pasta al
    /// dente is still running (ends 01:53): “orbiting timers watch” shows it, “orbiting timers
    /// cancel 'Pasta al dente'” stops it." The timer is named by its label where that alone
    /// finds it among `running`, else by its short id.
    func leftLine(
        _ timer: TimerRecord, among running: [TimerRecord], at moment: TimerMoment,
        zone: TimeZone = .current
    ) -> String {
        let reading = timer.reading(at: moment)
        let label = TextSanitizer.singleLine(timer.label)
        let unique = !label.isEmpty && running.filter { $0.label.lowercased() == timer.label.lowercased() }.count == 1
        let key = unique ? label : timer.shortID
        let plain = key.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        let reference = plain ? key : "'" + key.replacing("'", with: "'\\''") + "'"
        var values = [
            "name": timerName(timer), "watch": "orbiting timers watch", "cancel": "orbiting timers cancel " + reference,
        ]
        if reading.isPaused { return l10n("timer.leftLine.paused", values) }
        guard let end = reading.endsAt else { return l10n("timer.leftLine.noEnd", values) }
        values["time"] = TimerLines(context: self, zone: zone).endTime(timer, end, now: moment.wall)
        return l10n("timer.leftLine", values)
    }

    /// A finished timer as sentences name it.
    func timerName(from finished: FinishedTimer?) -> String {
        guard let finished else { return "" }
        return timerName(label: finished.label, kind: finished.kind, input: finished.input)
    }

    private func timerName(label: String, kind: TimerRecord.Kind, input: String) -> String {
        if !label.isEmpty { return TextSanitizer.singleLine(label) }
        let word = l10n("timers.kind." + kind.rawValue)
        return TextSanitizer.singleLine(input.isEmpty ? word : word + " " + input)
    }
}
