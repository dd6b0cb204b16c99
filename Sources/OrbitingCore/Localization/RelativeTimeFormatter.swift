import Foundation

/// Formats when a message was made, relative to now, in the chosen language.
///
/// Today: the time ("14:05"); yesterday: "Yesterday 09:12" (`time.yesterday`); the five
/// days before: the weekday and time ("Saturday 08:26"); earlier this year: the day and
/// month ("Nov 22"); before that, or in the future: the full date. Times use the 24-hour
/// clock in the language's own style. The clock and time zone are injected so history
/// listings can be tested.
public struct RelativeTimeFormatter: Sendable {
    private let localizer: Localizer
    private let language: Language
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date
    private let formatters = DateFormatterCache()

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - localizer: supplies the "yesterday" wording and the language (`localizer.code`).
    ///   - timeZone: the zone days and times are counted in.
    ///   - now: the clock; `Date.init` in the app, a fixed date in tests.
    public init(localizer: Localizer, timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.localizer = localizer
        self.language = Language.withCode(localizer.code) ?? .english
        self.timeZone = timeZone
        self.now = now
    }

    /// The text for `date`.
    public func string(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let current = now()
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: current))
            .day ?? 0
        let time = format(date, template: "Hm")
        switch days {
        case 0:
            return time
        case 1:
            return localizer("time.yesterday", ["time": time])
        case 2...6:
            return format(date, template: "EEEE") + " " + time
        case 7...:
            let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: current)
            return format(date, template: sameYear ? "MMMd" : "yMMMd")
        default:
            return format(date, template: "yMMMd") + " " + time
        }
    }

    private func format(_ date: Date, template: String) -> String {
        formatters.withFormatter(template: template) { formatter in
            if formatter.dateFormat.isEmpty {
                formatter.locale = Locale(identifier: language.localeIdentifier)
                formatter.timeZone = timeZone
                formatter.calendar = Calendar(identifier: .gregorian)
                formatter.setLocalizedDateFormatFromTemplate(template)
            }
            return formatter.string(from: date)
        }
    }
}

/// One `DateFormatter` per template, made once: a listing of many messages would otherwise
/// build an ICU formatter for every line.
final class DateFormatterCache: @unchecked Sendable {
    // DateFormatter is not Sendable; every use is inside the lock.
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    func withFormatter<T>(template: String, _ body: (DateFormatter) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let formatter = formatters[template] ?? DateFormatter()
        formatters[template] = formatter
        return body(formatter)
    }
}
