import FoundationEssentials
import OrbitingCore
import OrbitingText

/// Timers as a person reads them in a list: short id, the big digits, what it is, when it
/// ends, and the label, one line each, made safe and cut to the terminal's width.
struct TimerLines {
    let context: CommandContext
    let zone: TimeZone

    /// A header row, then one line per running or paused timer, columns aligned.
    func running(_ timers: [TimerRecord], at moment: TimerMoment) -> [String] {
        let rows = timers.map { timer -> [String] in
            let reading = timer.reading(at: moment)
            let what =
                reading.phase.map { context.l10n("timers.phase." + $0.rawValue) }
                ?? context.l10n("timers.kind." + timer.kind.rawValue)
            let when: String
            if reading.isPaused {
                when = context.l10n("timers.state.paused")
            } else if let end = reading.endsAt {
                when = endTime(timer, end, now: moment.wall)
            } else {
                when = ""
            }
            return [TextSanitizer.singleLine(timer.shortID), reading.digits, what, when, timer.label]
        }
        let header = ["id", "left", "what", "ends", "label"].map { context.l10n("timers.header." + $0) }
        return aligned([header] + rows, rightAligned: [1])
    }

    /// A header row, then one line per finished timer, newest first as given.
    func finished(_ timers: [FinishedTimer]) -> [String] {
        let times = RelativeTimeFormatter(localizer: context.l10n, timeZone: zone)
        let rows = timers.map { timer -> [String] in
            [
                TextSanitizer.singleLine(String(timer.id.prefix(8))), times.string(for: timer.endedAt),
                TimerDigits.elapsed(timer.duration), context.l10n("timers.result." + timer.result.rawValue),
                timer.label,
            ]
        }
        let header = ["id", "ended", "length", "result", "label"].map { context.l10n("timers.header." + $0) }
        return aligned([header] + rows, rightAligned: [2])
    }

    /// `17:30` for today, else `2026-11-24 17:30`: in `shown` (this list's zone by default),
    /// the day compared in the same zone.
    func clockTime(_ instant: Date, now: Date, in shown: TimeZone? = nil) -> String {
        let zone = shown ?? self.zone
        let end = LocalDateTime(instant, in: zone), today = LocalDateTime(now, in: zone)
        let sameDay = end.year == today.year && end.month == today.month && end.day == today.day
        return sameDay ? end.timeOfDay : end.description
    }

    /// When `timer` ends: the clock time here, or for a countdown to a clock time typed in
    /// another zone, "09:00 Europe/Berlin (08:00 here)".
    func endTime(_ timer: TimerRecord, _ instant: Date, now: Date) -> String {
        let here = clockTime(instant, now: now)
        guard let typed = ZonedEnd.zone(of: timer.kind, typedIn: timer.zoneIdentifier, here: zone, at: instant) else {
            return here
        }
        return ZonedEnd.text(
            time: clockTime(instant, now: now, in: typed), zone: typed, local: here, l10n: context.l10n)
    }

    /// Rows as columns two spaces apart; the last column (the label) is made safe and cut.
    private func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        guard let count = rows.first?.count else { return [] }
        let widths = (0..<(count - 1)).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let columns = TerminalFacts.columns(environment: context.environment)
        return rows.map { row in
            var line = ""
            for column in 0..<(count - 1) {
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                line += rightAligned.contains(column) ? pad + row[column] : row[column] + pad
                line += "  "
            }
            let label = row[count - 1]
            guard !label.isEmpty else { return String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            return line + TextFitter.fitted(label, columns: max(1, columns - DisplayWidth.of(line)))
        }
    }
}

/// Timers as JSON for scripts (`orbiting timers --json`), every string made safe to print.
enum TimerJSON {
    /// One running or paused timer.
    struct Entry: Encodable {
        var id: String
        var kind: String
        var label: String
        var input: String
        var zone: String
        var createdAt: String
        var state: String
        var deadline: String?
        /// When it ends on the wall clock of `zone` (`2026-11-27 09:00`), while it runs.
        var ends: String?
        /// When it ends on this machine's wall clock.
        var endsHere: String?
        var remaining: Double?
        var elapsed: Double
        var left: String
        var phase: String?
        var round: Int?
        var overtime: Bool
        var fired: Bool
    }

    /// The running and paused timers at `moment`.
    static func running(_ timers: [TimerRecord], at moment: TimerMoment, here: TimeZone = .current) throws -> String {
        let entries = timers.map { timer -> Entry in
            let reading = timer.reading(at: moment)
            var deadline: String?, ends: String?, endsHere: String?
            if case .running(let instant) = timer.run {
                deadline = Timestamp.format(instant)
                ends = LocalDateTime(instant, in: TimeZone(identifier: timer.zoneIdentifier) ?? here).description
                endsHere = LocalDateTime(instant, in: here).description
            }
            return Entry(
                id: timer.id, kind: timer.kind.rawValue, label: timer.label, input: timer.input,
                zone: timer.zoneIdentifier, createdAt: Timestamp.format(timer.createdAt),
                state: reading.isPaused ? "paused" : "running", deadline: deadline, ends: ends, endsHere: endsHere,
                remaining: reading.remaining.map { ($0 * 1000).rounded() / 1000 },
                elapsed: (reading.elapsed * 1000).rounded() / 1000, left: reading.digits,
                phase: reading.phase?.rawValue, round: reading.round, overtime: timer.alarm.overtime, fired: timer.fired
            )
        }
        return try encode(entries)
    }

    /// The finished timers.
    static func finished(_ timers: [FinishedTimer]) throws -> String {
        try encode(timers)
    }

    private static func encode<T: Encodable>(_ value: T) throws -> String {
        guard let text = TimerCoding.json(value) else {
            throw OrbitingExit(text: "the timers could not be written as JSON", status: .failure)
        }
        return text + "\n"
    }
}
