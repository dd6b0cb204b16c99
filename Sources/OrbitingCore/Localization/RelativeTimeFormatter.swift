import FoundationEssentials
import FoundationInternationalization

/// Formats when a message was made, relative to now, in the chosen language.
///
/// Today: the time ("14:05"); yesterday: "Yesterday 09:12" (`time.yesterday`); the five
/// days before: the weekday and time ("Saturday 08:26"); earlier this year: the day and
/// month ("Nov 22"); before that, or in the future: the full date. Times use the 24-hour
/// clock in the language's own style. The clock and time zone are injected so history
/// listings can be tested.
public struct RelativeTimeFormatter: Sendable {
    private let localizer: Localizer
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date
    /// The language's date and time patterns in `timeZone`, on the 24-hour clock.
    private let style: Date.FormatStyle

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - localizer: supplies the "yesterday" wording and the language (`localizer.code`).
    ///   - timeZone: the zone days and times are counted in.
    ///   - now: the clock; `Date.init` in the app, a fixed date in tests.
    public init(localizer: Localizer, timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.localizer = localizer
        let language = Language.withCode(localizer.code) ?? .english
        self.timeZone = timeZone
        self.now = now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var components = Locale.Components(locale: Locale(identifier: language.localeIdentifier))
        components.hourCycle = .zeroToTwentyThree
        self.style = Date.FormatStyle(
            date: .omitted, time: .omitted, locale: Locale(components: components), calendar: calendar,
            timeZone: timeZone)
    }

    /// The text for `date`.
    public func string(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let current = now()
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: current))
            .day ?? 0
        let time = format(date, .time)
        switch days {
        case 0:
            return time
        case 1:
            return localizer("time.yesterday", ["time": time])
        case 2...6:
            return format(date, .weekday) + " " + time
        case 7...:
            let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: current)
            return format(date, sameYear ? .dayAndMonth : .date)
        default:
            return format(date, .date) + " " + time
        }
    }

    /// The fields `date` is shown with: the hour (24-hour clock) and minute, the weekday, the
    /// day and month, or the day, month and year.
    private enum Fields {
        case time, weekday, dayAndMonth, date
    }

    /// `date`'s `fields` in the language's own pattern for them (`style`); Foundation keeps the
    /// ICU formatter behind each style, so a listing of many messages builds one per pattern.
    private func format(_ date: Date, _ fields: Fields) -> String {
        switch fields {
        case .time: return style.hour(.defaultDigits(amPM: .omitted)).minute().format(date)
        case .weekday: return style.weekday(.wide).format(date)
        case .dayAndMonth: return style.month(.abbreviated).day().format(date)
        case .date: return style.year().month(.abbreviated).day().format(date)
        }
    }
}
