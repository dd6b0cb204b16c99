import FoundationEssentials

/// A wall-clock date and time, without a zone: what a person reads on a clock.
public struct LocalDateTime: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int
    /// The hour, 0…23.
    public var hour: Int
    /// The minute, 0…59.
    public var minute: Int
    /// The second, 0…59.
    public var second: Int

    /// A date and time from its fields.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock reading of `instant` in `zone`.
    public init(_ instant: Date, in zone: TimeZone) {
        let local = Int((instant.timeIntervalSince1970).rounded(.down)) + zone.secondsFromGMT(for: instant)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        let (year, month, day) = Timestamp.civil(fromDays: days)
        self.init(
            year: year, month: month, day: day, hour: secondOfDay / 3600,
            minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }

    /// Seconds since 1970-01-01 00:00 as if this reading were UTC.
    var naiveSeconds: Int {
        Timestamp.days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The same time of day on the next calendar day.
    public var nextDay: LocalDateTime { adding(days: 1) }

    /// The same time of day `days` calendar days later.
    public func adding(days: Int) -> LocalDateTime {
        let (year, month, day) = Timestamp.civil(
            fromDays: Timestamp.days(fromYear: year, month: month, day: self.day) + days)
        return LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// `2026-03-29 02:30` (seconds only when not zero), as stored and as the errors show it.
    public var description: String {
        func pad(_ value: Int, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(year, 4) + "-" + pad(month) + "-" + pad(day) + " " + timeOfDay
    }

    /// `02:30`, or `02:30:15` when the seconds are not zero.
    public var timeOfDay: String {
        func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        return pad(hour) + ":" + pad(minute) + (second == 0 ? "" : ":" + pad(second))
    }
}
