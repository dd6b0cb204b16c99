import FoundationEssentials
import FoundationInternationalization

#if canImport(Glibc)
    import Glibc
#endif

/// `TZ` in every form the C library reads, as a time zone Foundation knows.
///
/// Foundation reads `TZ` only as a zone name (`Europe/Berlin`); glibc also reads the file
/// form (`:Europe/Berlin`, `:/usr/share/zoneinfo/Europe/Berlin`) and POSIX rules
/// (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+0530>-5:30`). For those Foundation falls back to UTC
/// without a word, and every clock time would be off by the offset. A rule is matched to
/// the named zone that keeps the same offsets, day by day, for the coming year (glibc
/// computes the rule's); a rule no named zone keeps leaves a zone fixed at its present offset.
public enum ZoneVariable {
    /// The zone name Foundation should read for `TZ` = `value`, or nil when `value` is
    /// already a name it reads (or empty). A rule is evaluated by glibc, which reads the
    /// process's own `TZ`: call this for the process's `TZ`.
    public static func identifier(forProcessValue value: String) -> String? {
        guard !value.isEmpty else { return nil }
        if value.hasPrefix(":") {
            var name = String(value.dropFirst())
            if let range = name.firstRange(of: "/zoneinfo/") { name = String(name[range.upperBound...]) }
            guard !name.isEmpty else { return "UTC" }
            return TimeZone(identifier: name) != nil ? name : nil
        }
        // A plain name (no digits, signs or rule parts) is read by Foundation itself: leave
        // it, and the start of a one-shot command, alone.
        guard value.contains(where: { $0.isNumber || $0 == "," || $0 == "<" }), TimeZone(identifier: value) == nil
        else {
            return nil
        }
        return matchingIdentifier(offsets: glibcOffsets(from: Date()))
    }

    /// The value of `TZ` when it is a plain name neither Foundation nor the C library knows
    /// (`Invalid/Zone`): times are then in UTC, which a person should be told. Nil when
    /// `TZ` is unset, empty, or a zone or rule either reads.
    public static func unknownName(forProcessValue value: String?) -> String? {
        guard let value, !value.isEmpty, !value.hasPrefix(":"),
            !value.contains(where: { $0.isNumber || $0 == "," || $0 == "<" }),
            TimeZone(identifier: value) == nil,
            !["UTC", "GMT", "UCT", "Z", "ZULU"].contains(value.uppercased())
        else { return nil }
        return value
    }

    /// Makes `TimeZone.current` the zone `TZ` names, whatever its form: call first thing,
    /// before any time zone is read.
    public static func adoptProcessValue() {
        guard let pointer = getenv("TZ") else { return }
        let value = String(cString: pointer)
        guard let name = identifier(forProcessValue: value) else { return }
        setenv("TZ", name, 1)
    }

    /// The number of days sampled: a year, so both changes of a summer time are seen.
    static let sampledDays = 366

    /// The offsets from UTC glibc gives for the process's `TZ`, at noon UTC of each sampled day.
    static func glibcOffsets(from start: Date) -> [(Date, Int)] {
        tzset()
        let first = (start.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400 + 43_200
        return (0..<sampledDays).map { day in
            let instant = first + Double(day) * 86_400
            var seconds = time_t(instant)
            var parts = tm()
            localtime_r(&seconds, &parts)
            return (Date(timeIntervalSince1970: instant), Int(parts.tm_gmtoff))
        }
    }

    /// The first named zone with exactly these offsets, else a fixed one at the first
    /// offset (`GMT+0530` is not a name, so the fixed zone is named `Etc/GMT…` when whole
    /// hours, and otherwise left to the caller: nil).
    static func matchingIdentifier(offsets: [(Date, Int)]) -> String? {
        guard let (_, now) = offsets.first else { return nil }
        let candidates = TimeZone.knownTimeZoneIdentifiers.sorted { lhs, rhs in
            // Regions first (`Asia/Kolkata`), the old aliases and `Etc/` last.
            rank(lhs) != rank(rhs) ? rank(lhs) < rank(rhs) : lhs < rhs
        }
        for name in candidates {
            guard let zone = TimeZone(identifier: name) else { continue }
            if offsets.allSatisfy({ zone.secondsFromGMT(for: $0.0) == $0.1 }) { return name }
        }
        guard now % 3600 == 0 else { return nil }
        let hours = -now / 3600
        return hours == 0 ? "UTC" : "Etc/GMT" + (hours > 0 ? "+" : "") + String(hours)
    }

    private static func rank(_ name: String) -> Int {
        if name.hasPrefix("Etc/") { return 2 }
        return name.contains("/") ? 0 : 1
    }
}
