import OrbitingCore
import OrbitingText

/// The history as a person reads it: short id, localized time, a star for favorites, and
/// the text on one line, made safe and cut to the terminal's width.
struct HistoryLines {
    let times: RelativeTimeFormatter
    let columns: Int

    /// One line per message, columns aligned.
    func lines(for messages: [Message]) -> [String] {
        let times = messages.map { self.times.string(for: $0.createdAt) }
        let timeWidth = times.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(messages, times).map { message, time in
            let paddedTime = DisplayWidth.padded(time, to: timeWidth)
            let prefix =
                TextSanitizer.singleLine(message.shortID) + "  " + paddedTime + "  " + (message.isFavorite ? "★" : " ")
                + " "
            return prefix + TextFitter.fitted(message.text, columns: max(1, columns - DisplayWidth.of(prefix)))
        }
    }
}
