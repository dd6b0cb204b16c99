import FoundationEssentials
import FoundationInternationalization
import OrbitingText

/// A timer's command line as people type it: the time first, in as many words as it takes
/// (`1h 30m 10s` add up; `tomorrow 09:00 Europe/Berlin` is one clock time), and the words
/// after it the label, without quotes (`10m Pasta al dente`, `until 17:30 Doors open`).
public enum TimerArguments {
    /// A duration and a label read from `words`.
    public struct Countdown: Sendable, Equatable {
        /// The seconds all the duration words add up to.
        public var seconds: TimeInterval
        /// The duration as typed (`1h 30m`).
        public var input: String
        /// The rest, joined by spaces; empty for none.
        public var label: String
    }

    /// A clock time and a label read from `words`.
    public struct Until: Sendable, Equatable {
        /// The time counted to.
        public var target: TimerTarget
        /// The time as typed (`17:30 Europe/Berlin`).
        public var input: String
        /// The rest, joined by spaces; empty for none.
        public var label: String
    }

    /// The duration at the start of `words` (the longest run of words that reads as one
    /// duration: `1h 30m` is 90 minutes; a bare number counts only on its own), the rest
    /// the label.
    /// - Throws: the `TimerInputError` of the first word when no start of `words` is a
    ///   duration; `.repeatedUnit` when the longest start that reads as one repeats a unit
    ///   (`1h 1h 1h` is refused, not one hour labelled "1h 1h").
    public static func countdown(_ words: [String]) throws(TimerInputError) -> Countdown {
        let words = words.filter { !$0.allSatisfy(\.isWhitespace) }
        guard let first = words.first else { throw .empty }
        for count in stride(from: words.count, to: 1, by: -1) {
            let input = words.prefix(count).joined(separator: " ")
            do throws(TimerInputError) {
                let seconds = try DurationParser.seconds(input)
                if count < words.count, let unit = smallerUnit(after: input), isBareNumber(words[count]) {
                    // `1h 30`: surely minutes, not a label "30"; asked, not guessed.
                    throw TimerInputError.bareNumber(
                        input: input + " " + words[count], number: words[count],
                        suggestion: input + " " + words[count] + unit)
                }
                return Countdown(seconds: seconds, input: input, label: words.dropFirst(count).joined(separator: " "))
            } catch {
                if case .repeatedUnit = error { throw error }
                if case .bareNumber = error { throw error }
            }
        }
        let seconds = try DurationParser.seconds(first)
        if words.count > 1, let unit = smallerUnit(after: first), isBareNumber(words[1]) {
            throw .bareNumber(
                input: first + " " + words[1], number: words[1], suggestion: first + " " + words[1] + unit)
        }
        return Countdown(seconds: seconds, input: first, label: words.dropFirst().joined(separator: " "))
    }

    /// Whether `word` is a number alone (`30`, `1.5`).
    static func isBareNumber(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
            && word.contains(where: \.isNumber)
    }

    /// The unit a bare number after `duration` most likely has: the next smaller one than
    /// its last unit (`1h` → `m`, `5m` → `s`, `2d` → `h`); nil when there is none.
    static func smallerUnit(after duration: String) -> String? {
        let letters = duration.reversed().drop { !$0.isLetter }.prefix { $0.isLetter }
        switch String(letters.reversed()).lowercased().first {
        case "d": return "h"
        case "h": return "m"
        case "m": return "s"
        default: return nil
        }
    }

    /// The clock time at the start of `words` (up to a day word, a time and a zone), the rest
    /// the label. A word shaped like a zone name (`Area/Location`) right after the time is
    /// its zone: an unknown one is refused, never taken for a label.
    /// - Throws: `TimerInputError`: `.unknownZone`, or the error of the time itself.
    public static func until(_ words: [String], now: Date, zone: TimeZone) throws(TimerInputError) -> Until {
        let words = words.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !words.isEmpty else { throw .empty }
        var lastError: TimerInputError?
        for count in stride(from: min(4, words.count), through: 1, by: -1) {
            let input = words.prefix(count).joined(separator: " ")
            do {
                let target = try TargetParser.target(input, now: now, zone: zone)
                return Until(target: target, input: input, label: words.dropFirst(count).joined(separator: " "))
            } catch {
                if case .unknownZone = error, looksLikeZone(words[count - 1]) { throw error }
                lastError = error
            }
        }
        throw lastError ?? .malformed(input: words[0])
    }

    /// Whether `word` has the shape of a zone name: `Area/Location` (`Europe/Berlin`,
    /// `America/Argentina/Buenos_Aires`), letters first.
    public static func looksLikeZone(_ word: String) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                guard let first = part.first, first.isASCII, first.isLetter else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
            }
    }

    /// The known zone names nearest to `name` (by edits to the whole name or to its place),
    /// nearest first, at most `limit`.
    public static func nearestZones(to name: String, limit: Int = 3) -> [String] {
        let place = name.split(separator: "/").last.map(String.init) ?? name
        return TimeZone.knownTimeZoneIdentifiers
            .map { known -> (String, Int) in
                let knownPlace = known.split(separator: "/").last.map(String.init) ?? known
                return (
                    known,
                    min(
                        NearestNames.distance(Array(name.lowercased()), Array(known.lowercased())),
                        NearestNames.distance(Array(place.lowercased()), Array(knownPlace.lowercased())) + 1)
                )
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }
}
