import Foundation

/// When a message was kept, as a person reads it in a list: `14:05` today,
/// `Yesterday 09:12`, `2026-11-03 18:40` before that (the words from the catalogue).
public enum TimeLabel {
    /// The label for `date` seen at `now` in `timeZone`, worded by `localizer`
    /// (`time.today`, `time.yesterday`, `time.older`).
    public static func label(for date: Date, now: Date, timeZone: TimeZone, localizer: Localizer) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0" + String(value) : String(value)
        }
        let time = two(parts.hour) + ":" + two(parts.minute)
        let today = calendar.startOfDay(for: now)
        let day = calendar.startOfDay(for: date)
        if day == today { return localizer("time.today", ["time": time]) }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: today), day == yesterday {
            return localizer("time.yesterday", ["time": time])
        }
        let date = String(parts.year ?? 0) + "-" + two(parts.month) + "-" + two(parts.day)
        return localizer("time.older", ["date": date, "time": time])
    }
}
