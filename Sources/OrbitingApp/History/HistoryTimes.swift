import FoundationEssentials
import OrbitingCore
import Synchronization

/// The relative times of History's rows ("09:41", "Yesterday 18:05", "Nov 3"), each
/// formatted once per day, language and time zone.
///
/// A relative time changes only when the day changes, so scrolling formats just the rows
/// that come into view. Shared by copies of a screen; every use is inside the lock.
final class HistoryTimes: Sendable {
    /// Past this many, the remembered strings are dropped (a long scroll through 100 000).
    private static let limit = 4_096

    /// The day's formatter and the strings it made.
    private let day = Mutex(FormattedDay())

    /// The relative time of each of `dates`, as `RelativeTimeFormatter` writes it in `context`.
    func strings(for dates: [Date], context: RenderContext) -> [String] {
        day.withLock { $0.strings(for: dates, context: context, limit: Self.limit) }
    }
}

/// One day's relative times in one language and time zone.
private struct FormattedDay {
    private struct Key: Equatable {
        var code: String
        var zone: String
        var day: Int
    }

    private var key: Key?
    private var formatter: RelativeTimeFormatter?
    private var strings: [Date: String] = [:]

    /// The relative time of each of `dates` in `context`, formatting only those not yet seen
    /// today (at most `limit` are remembered).
    mutating func strings(for dates: [Date], context: RenderContext, limit: Int) -> [String] {
        let offset = Double(context.timeZone.secondsFromGMT(for: context.now))
        let day = Int(exactly: ((context.now.timeIntervalSince1970 + offset) / 86_400).rounded(.down)) ?? 0
        let current = Key(code: context.l10n.code, zone: context.timeZone.identifier, day: day)
        let formatter: RelativeTimeFormatter
        if let kept = self.formatter, key == current {
            formatter = kept
        } else {
            // Within one day every `now` gives the same strings, so this one serves the whole day.
            formatter = RelativeTimeFormatter(
                localizer: context.l10n, timeZone: context.timeZone,
                now: { [now = context.now] in now })
            self.formatter = formatter
            key = current
            strings = [:]
        }
        if strings.count > limit { strings = [:] }
        return dates.map { date in
            if let known = strings[date] { return known }
            let text = formatter.string(for: date)
            strings[date] = text
            return text
        }
    }
}
