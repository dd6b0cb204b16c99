import FoundationEssentials
import OrbitingText

/// A clock time to count to, resolved to an instant: what `orbiting until` counts down to.
public struct TimerTarget: Sendable, Equatable {
    /// When a wall-clock time is not one ordinary instant, what was done about it.
    public enum Adjustment: Sendable, Equatable {
        /// `asked` does not exist that day (the clocks jump over it in spring): the timer
        /// counts to `countsTo`, the same instant read after the jump.
        case skipped(asked: LocalDateTime, countsTo: LocalDateTime)
        /// `asked` happens twice (the clocks go back in autumn): the timer counts to the
        /// `occurrence`-th (1 or 2), whose offset from UTC is `offsetSeconds`.
        case repeated(asked: LocalDateTime, occurrence: Int, offsetSeconds: Int)
    }

    /// The instant the timer ends (UTC).
    public var instant: Date
    /// The time zone the target was read in (`Europe/Berlin`).
    public var zoneIdentifier: String
    /// The wall-clock time it ends at, in that zone.
    public var local: LocalDateTime
    /// Set when the time asked for fell in a DST gap or a repeated hour.
    public var adjustment: Adjustment?

    /// A resolved target.
    public init(instant: Date, zoneIdentifier: String, local: LocalDateTime, adjustment: Adjustment? = nil) {
        self.instant = instant
        self.zoneIdentifier = zoneIdentifier
        self.local = local
        self.adjustment = adjustment
    }
}

/// Reads a target time: `17:30`, `17:30:15`, `tomorrow 09:00`, `2026-12-31T23:59`,
/// `2026-12-31 23:59`, `2026-12-31`, each optionally followed by a time zone name
/// (`09:00 Europe/Berlin`).
///
/// A time of day already past means the next one by the calendar (tomorrow's 09:00, which
/// is not always 24 hours later); a date and time in the past is an error.
public enum TargetParser {
    /// Resolves `text` at `now`, in `zone` unless the text names one.
    /// - Throws: `TimerInputError`: `.unknownZone`, `.outOfRange` (`25:99`), `.pastTarget`,
    ///   `.tooLong` (more than 366 days away), `.malformed`.
    public static func target(_ text: String, now: Date, zone: TimeZone) throws(TimerInputError) -> TimerTarget {
        let input = text.trimmingSpaces
        guard !input.isEmpty else { throw .empty }
        var words = input.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var zone = zone
        if words.count > 1, let last = words.last, !startsWithDigit(last) {
            guard let named = TimeZone(identifier: last) else { throw .unknownZone(input: input, zone: last) }
            zone = named
            words.removeLast()
        }
        var dayOffset: Int?
        if let first = words.first?.lowercased(), first == "tomorrow" || first == "today" {
            dayOffset = first == "tomorrow" ? 1 : 0
            words.removeFirst()
        }
        let joined = words.joined(separator: "T")
        let today = LocalDateTime(now, in: zone)
        if let (date, time) = try dateAndTime(joined, input: input), dayOffset == nil {
            let asked = LocalDateTime(
                year: date.year, month: date.month, day: date.day,
                hour: time?.hour ?? 0, minute: time?.minute ?? 0, second: time?.second ?? 0)
            guard let resolved = resolve(asked, in: zone, after: nil) else { throw .malformed(input: input) }
            guard resolved.instant > now else { throw .pastTarget(input: input, target: asked) }
            return try checked(resolved, now: now, input: input)
        }
        guard let time = try timeOfDay(joined, input: input) else {
            if words.count == 1, let word = words.first, !startsWithDigit(word), word.contains("/") {
                throw .unknownZone(input: input, zone: word)
            }
            throw .malformed(input: input)
        }
        var asked = LocalDateTime(
            year: today.year, month: today.month, day: today.day,
            hour: time.hour, minute: time.minute, second: time.second)
        if let dayOffset {
            asked = asked.adding(days: dayOffset)
            guard let resolved = resolve(asked, in: zone, after: nil) else { throw .malformed(input: input) }
            guard resolved.instant > now else { throw .pastTarget(input: input, target: asked) }
            return try checked(resolved, now: now, input: input)
        }
        // The next such time: today's if it is still ahead (either pass of a repeated hour),
        // else the next calendar day's.
        if let resolved = resolve(asked, in: zone, after: now) { return resolved }
        guard let resolved = resolve(asked.nextDay, in: zone, after: now) else { throw .malformed(input: input) }
        return resolved
    }

    private static func checked(_ target: TimerTarget, now: Date, input: String) throws(TimerInputError) -> TimerTarget
    {
        guard target.instant.timeIntervalSince(now) <= Double(DurationParser.maximumDays) * 86_400 else {
            throw .tooLong(input: input, maximumDays: DurationParser.maximumDays)
        }
        return target
    }

    /// The instants at which the wall clock in `zone` reads `local`, earliest first: one
    /// normally, none in a spring gap, two in an autumn repeat.
    public static func instants(of local: LocalDateTime, in zone: TimeZone) -> [Date] {
        let naive = local.naiveSeconds
        var offsets: [Int] = []
        for probe in [naive - 86_400, naive, naive + 86_400] {
            let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(probe)))
            if !offsets.contains(offset) { offsets.append(offset) }
        }
        return offsets.compactMap { offset -> Int? in
            let instant = naive - offset
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == offset ? instant : nil
        }
        .sorted()
        .map { Date(timeIntervalSince1970: Double($0)) }
    }

    /// `local` in `zone` as a target: the first instant after `after` (any when nil), with
    /// the gap or repeat explained; nil when no such instant is after `after`.
    static func resolve(_ local: LocalDateTime, in zone: TimeZone, after: Date?) -> TimerTarget? {
        let candidates = instants(of: local, in: zone)
        let id = zone.identifier
        if candidates.isEmpty {
            // In a gap the clocks jump forward: count to the instant the old offset names,
            // which the new offset reads as later (02:30 becomes 03:30).
            let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local.naiveSeconds - 86_400)))
            let instant = Date(timeIntervalSince1970: Double(local.naiveSeconds - before))
            if let after, instant <= after { return nil }
            let shown = LocalDateTime(instant, in: zone)
            return TimerTarget(
                instant: instant, zoneIdentifier: id, local: shown,
                adjustment: .skipped(asked: local, countsTo: shown))
        }
        guard let index = candidates.firstIndex(where: { candidate in after.map { candidate > $0 } ?? true }) else {
            return nil
        }
        let instant = candidates[index]
        let adjustment: TimerTarget.Adjustment? =
            candidates.count > 1
            ? .repeated(asked: local, occurrence: index + 1, offsetSeconds: zone.secondsFromGMT(for: instant))
            : nil
        return TimerTarget(instant: instant, zoneIdentifier: id, local: local, adjustment: adjustment)
    }

    private static func startsWithDigit(_ word: String) -> Bool {
        word.first.map { $0.isASCII && $0.isNumber } ?? false
    }

    /// `HH:MM` or `HH:MM:SS` (one-digit hours too), range-checked; nil when not of that form.
    private static func timeOfDay(_ text: String, input: String) throws(TimerInputError) -> (
        hour: Int, minute: Int, second: Int
    )? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        guard numbers[0] < 24 else { throw .outOfRange(input: input, field: parts[0]) }
        for (index, number) in numbers.enumerated().dropFirst() where number > 59 {
            throw .outOfRange(input: input, field: parts[index])
        }
        return (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    /// `YYYY-MM-DD` with an optional `THH:MM[:SS]`; nil when not of that form.
    private static func dateAndTime(
        _ text: String, input: String
    ) throws(TimerInputError) -> ((year: Int, month: Int, day: Int), (hour: Int, minute: Int, second: Int)?)? {
        let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let fields = halves[0].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
            fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = fields.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        guard (1...12).contains(numbers[1]) else { throw .outOfRange(input: input, field: fields[1]) }
        guard (1...Timestamp.daysIn(month: numbers[1], year: numbers[0])).contains(numbers[2]) else {
            throw .outOfRange(input: input, field: fields[2])
        }
        var time: (hour: Int, minute: Int, second: Int)?
        if halves.count == 2 {
            guard let parsed = try timeOfDay(halves[1], input: input) else { throw .malformed(input: input) }
            time = parsed
        }
        return ((numbers[0], numbers[1], numbers[2]), time)
    }
}
