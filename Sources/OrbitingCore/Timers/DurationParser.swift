import FoundationEssentials
import OrbitingText

/// Reads a duration as people type it: `25m`, `90s`, `1h30m`, `1h 30m`, `1.5h`, `2d`,
/// `1:30:00` (H:MM:SS), `4:30` (M:SS), or a bare number of seconds (`90`, like `sleep`).
public enum DurationParser {
    /// The longest duration accepted, in days.
    public static let maximumDays = 366

    /// The seconds `text` stands for.
    /// - Throws: `TimerInputError`: `.unknownUnit` names the units, `.repeatedUnit` for a
    ///   unit given twice (`25m25m`), `.negative`, `.zero`, `.tooLong` past 366 days,
    ///   `.outOfRange` for `25:99`, `.malformed` otherwise.
    public static func seconds(_ text: String) throws(TimerInputError) -> TimeInterval {
        let input = text.trimmingSpaces
        guard !input.isEmpty else { throw .empty }
        if input.hasPrefix("-") {
            // Say "negative" only for something that would otherwise be a duration.
            _ = try unsigned(String(input.dropFirst()), input: input)
            throw .negative(input: input)
        }
        let value = try unsigned(input.hasPrefix("+") ? String(input.dropFirst()) : input, input: input)
        guard value > 0 else { throw .zero(input: input) }
        guard value <= Double(maximumDays) * 86_400 else { throw .tooLong(input: input, maximumDays: maximumDays) }
        return (value * 1000).rounded() / 1000
    }

    private static func unsigned(_ text: String, input: String) throws(TimerInputError) -> TimeInterval {
        guard !text.isEmpty else { throw .malformed(input: input) }
        if text.contains(":") { return try clockForm(text, input: input) }
        return try unitForm(text, input: input)
    }

    /// `H:MM:SS` or `M:SS`.
    private static func clockForm(_ text: String, input: String) throws(TimerInputError) -> TimeInterval {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { throw .malformed(input: input) }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { throw .malformed(input: input) }
        for (index, number) in numbers.enumerated().dropFirst() {
            guard parts[index].count == 2 else { throw .malformed(input: input) }
            guard number <= 59 else { throw .outOfRange(input: input, field: parts[index]) }
        }
        return Double(numbers.reduce(0) { $0 * 60 + $1 })
    }

    /// `1h30m`, `1.5h`, `90s`, `90`.
    private static func unitForm(_ text: String, input: String) throws(TimerInputError) -> TimeInterval {
        var total = 0.0
        var rest = Substring(text)
        var tokens = 0
        var scales: Set<Double> = []
        while !rest.isEmpty {
            rest = rest.drop(while: { $0 == " " })
            guard !rest.isEmpty else { break }
            let number = rest.prefix(while: { ($0.isASCII && $0.isNumber) || $0 == "." })
            guard !number.isEmpty, number.count <= 12, let value = Double(number) else {
                throw .malformed(input: input)
            }
            rest = rest.dropFirst(number.count).drop(while: { $0 == " " })
            let unit = String(rest.prefix(while: { $0.isLetter }))
            rest = rest.dropFirst(unit.count)
            tokens += 1
            if unit.isEmpty {
                // A bare number is seconds, but only on its own ("1h30" is not a duration).
                guard tokens == 1, rest.allSatisfy({ $0 == " " }) else {
                    if let first = rest.first, !first.isLetter, first != " " { throw unknownUnit(String(first), input) }
                    throw .malformed(input: input)
                }
                return value
            }
            guard let scale = scale(of: unit) else { throw unknownUnit(unit, input) }
            // `25m25m` is a typo, not 50 minutes.
            guard scales.insert(scale).inserted else { throw .repeatedUnit(input: input, unit: unit) }
            total += value * scale
            if let next = rest.first, next != " ", !(next.isASCII && next.isNumber) {
                throw unknownUnit(String(rest.prefix(while: { !($0.isASCII && $0.isNumber) && $0 != " " })), input)
            }
        }
        guard tokens > 0 else { throw .malformed(input: input) }
        return total
    }

    private static func unknownUnit(_ unit: String, _ input: String) -> TimerInputError {
        .unknownUnit(input: input, unit: unit, units: TimerInputError.durationUnits)
    }

    /// Seconds per `unit`, or nil when it is not a unit.
    private static func scale(of unit: String) -> Double? {
        switch unit.lowercased() {
        case "s", "sec", "secs", "second", "seconds": return 1
        case "m", "min", "mins", "minute", "minutes": return 60
        case "h", "hr", "hrs", "hour", "hours": return 3600
        case "d", "day", "days": return 86_400
        default: return nil
        }
    }
}
