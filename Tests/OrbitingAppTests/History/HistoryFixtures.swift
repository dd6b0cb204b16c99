import Foundation
import OrbitingCore
import OrbitingTerminal

@testable import OrbitingApp

/// Messages, a fixed clock and helpers shared by the History tests.
enum HistoryFixtures {
    /// 2026-11-23 10:00 UTC, a Monday.
    static let now = Date(timeIntervalSince1970: 1_795_428_000)
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func localizer(_ code: String) -> Localizer { ScreenFixtures.l10n(code) }

    static func context(_ code: String = "en", columns: Int = 60, rows: Int = 12) -> RenderContext {
        RenderContext(
            size: TerminalSize(columns: columns, rows: rows), colors: .none, l10n: localizer(code),
            now: now, timeZone: utc)
    }

    static func ago(_ seconds: TimeInterval) -> Date { now.addingTimeInterval(-seconds) }

    /// A small history, given oldest first (the screen must sort it).
    static let sample: [Message] = [
        Message(id: "m1", text: "Happy new year!", createdAt: ago(400 * 86_400)),
        Message(id: "m2", text: "evil \u{1B}[31mred\u{07} text", createdAt: ago(20 * 86_400)),
        Message(id: "m3", text: "会議室は３階です。エレベーターを降りて右へどうぞ、受付でお名前を", createdAt: ago(3 * 86_400)),
        Message(id: "m4", text: "Café résumé\nsecond line", createdAt: ago(16 * 3_600 - 300), isFavorite: true),
        Message(id: "m5", text: "L'ÉCOLE est fermée", createdAt: ago(3_600)),
        Message(id: "m6", text: "Back in 5 min", createdAt: ago(19 * 60), isFavorite: true),
    ]

    /// `count` messages, one a minute, every seventh a favorite, given oldest first.
    static func many(_ count: Int) -> [Message] {
        (0..<count).map { index in
            Message(
                id: "id\(index)", text: "message number \(index)",
                createdAt: ago(Double(count - index) * 60), isFavorite: index % 7 == 0)
        }
    }

    static func screen(_ messages: [Message] = sample, columns: Int = 60, rows: Int = 12) -> HistoryScreen {
        var screen = HistoryScreen(messages: messages, windowSize: TerminalSize(columns: columns, rows: rows))
        screen.prepare(for: context(columns: columns, rows: rows))
        return screen
    }

    /// The frame as text, one line a row, trailing spaces cut; rows whose first cell has the
    /// selected style start with ">", others with a space.
    static func lines(_ screen: HistoryScreen, _ context: RenderContext) -> [String] {
        var frame = context.blankFrame()
        screen.render(into: &frame, context: context)
        return (0..<frame.height).map { row in
            let marker = frame.width > 0 && frame[row, 0].style == context.colors.selected ? ">" : " "
            var text = frame.text(ofRow: row)
            while text.last == " " { text.removeLast() }
            return marker + text
        }
    }

    static func type(_ text: String, into screen: inout HistoryScreen) {
        for character in text { _ = screen.handle(.text(String(character))) }
    }
}
