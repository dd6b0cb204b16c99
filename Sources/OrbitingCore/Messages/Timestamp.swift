import FoundationEssentials

/// ISO 8601 timestamps in one fixed form, `2026-11-22T03:53:00.123Z`, written and read
/// without a formatter (fast enough for 100 000 messages per run).
public enum Timestamp {
    /// `date` rounded to the nearest whole millisecond (rounding again changes nothing).
    public static func roundedToMilliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SS.mmmZ` in UTC.
    public static func format(_ date: Date) -> String {
        let totalMilliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let milliseconds = Int(((totalMilliseconds % 1000) + 1000) % 1000)
        let seconds = (totalMilliseconds - Int64(milliseconds)) / 1000
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(fromDays: days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
            + "." + pad(milliseconds, 3) + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; nil for anything else.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes, as `parse(_:)`.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        if let date = parseWritten(bytes) { return date }
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + width)] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += width
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
            expect(84) || expect(116), let hour = number(2), expect(58), let minute = number(2),
            expect(58), let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fractionMilliseconds = 0
        if expect(46) {
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                // Only the first three digits count: the files keep milliseconds.
                if index - start < 3 { fractionMilliseconds = fractionMilliseconds * 10 + Int(bytes[index] - 48) }
                index += 1
            }
            guard index > start else { return nil }
            for _ in min(3, index - start)..<3 { fractionMilliseconds *= 10 }
        }
        var offset = 0
        if expect(90) || expect(122) {
            offset = 0
        } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
            let sign = bytes[index] == 45 ? -1 : 1
            index += 1
            guard let hours = number(2), expect(58), let minutes = number(2), hours < 24, minutes < 60 else {
                return nil
            }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds =
            days(fromYear: year, month: month, day: day) * 86_400
            + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds * 1000 + fractionMilliseconds) / 1000)
    }

    /// The fast path for exactly the form `format` writes (`2026-11-22T03:53:00.123Z`).
    private static func parseWritten(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 24, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84, bytes[13] == 58,
            bytes[16] == 58, bytes[19] == 46, bytes[23] == 90
        else { return nil }
        func digits(_ start: Int, _ count: Int) -> Int {
            var value = 0
            for offset in start..<(start + count) {
                let digit = Int(bytes[offset]) - 48
                guard digit >= 0 && digit <= 9 else { return -1 }
                value = value * 10 + digit
            }
            return value
        }
        let year = digits(0, 4), month = digits(5, 2), day = digits(8, 2)
        let hour = digits(11, 2), minute = digits(14, 2), second = digits(17, 2), milliseconds = digits(20, 3)
        guard year >= 0, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            (0..<24).contains(hour), (0..<60).contains(minute), (0..<61).contains(second), milliseconds >= 0
        else { return nil }
        let seconds = days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's algorithm).
    static func days(fromYear year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date for a count of days since 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
