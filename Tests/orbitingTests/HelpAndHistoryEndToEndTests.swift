import Foundation
import OrbitingTestSupport
import Testing

/// Help reached from where a person is, and status rows that say what keys do (issue 35,
/// point 9): F1 in History opens Help and Esc comes back; Help names copy and the mouse;
/// at 40 columns History's and Settings' rows keep words, and Settings shows that it scrolls;
/// the timer display names Tab when there is another timer to go to.
@Suite(.serialized) struct HelpAndHistoryEndToEndTests {
    static let english = ShippedCatalogues.table("en")

    /// The status row's items ("Esc close · F1 help") each have words after their key.
    static func everyKeyHasWords(_ row: String) -> Bool {
        let items = row.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ")
        return !items.isEmpty && items.allSatisfy { $0.trimmingCharacters(in: .whitespaces).contains(" ") }
    }

    @Test func f1InHistoryOpensHelpWithCopyAndTheMouseAndEscComesBack() throws {
        let session = try SessionHarness(messages: ["Back in 5 min"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("Back in 5 min")
        try session.tmux.send("F1")
        try session.waitFor("Ctrl-L")
        // Help's History section, scrolled to as a person pages down: it names copy and the mouse.
        func pageUntil(_ text: String) throws -> [String] {
            for _ in 0..<12 {
                if let screen = try? session.waitFor(text, timeout: 3) { return screen }
                try session.tmux.send("NPage")
            }
            return try session.waitFor(text, timeout: 3)
        }
        let copy = try #require(Self.english["help.history.copy"])
        let copyLine = try pageUntil(copy).first { $0.contains(copy) } ?? ""
        #expect(copyLine.contains("Ctrl-Y"), "\(copyLine)")
        let mouse = try #require(Self.english["keycap.mouse"])
        let mouseLine = try pageUntil(mouse).first { $0.contains(mouse) } ?? ""
        #expect(mouseLine.contains((Self.english["help.history.mouse"] ?? "?").prefix(12)), "\(mouseLine)")
        try session.tmux.send("Escape")
        // Back in History, not on Home.
        try session.waitFor("Back in 5 min")
        let history = try session.waitFor(Self.english["historyScreen.favorites"] ?? "?")
        #expect(history.joined().contains(Self.english["historyScreen.all"] ?? "?"))
    }

    @Test func atFortyColumnsHistorysRowKeepsWordsAndNamesHelp() throws {
        let session = try SessionHarness(width: 40, height: 12, messages: ["one", "two"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("two")
        let row = try #require(
            try session.tmux.waitFor { $0.last { !$0.isEmpty }?.contains("Esc") == true }.last { !$0.isEmpty })
        #expect(Self.everyKeyHasWords(row), "\(row)")
        #expect(row.contains("F1 " + (Self.english["timer.key.help"] ?? "?")), "\(row)")
    }

    @Test func atFortyColumnsSettingsKeepsWordsAndShowsThatItScrolls() throws {
        let session = try SessionHarness(width: 40, height: 12)
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("F2")
        try session.waitFor(Self.english["settingsScreen.title"] ?? "?")
        // The list's rows: the status row names ↑↓ as keys.
        func list(_ screen: [String]) -> String { screen.filter { !$0.contains(" · ") }.joined(separator: "\n") }
        let screen = try session.tmux.waitFor { list($0).contains("↓") }
        let row = try #require(screen.last { !$0.isEmpty })
        #expect(Self.everyKeyHasWords(row), "\(row)")
        #expect(row.contains("Esc " + (Self.english["common.back"] ?? "?")), "\(row)")
        // At the end of the list the arrow points up: more above, none below.
        try session.tmux.send("End")
        let end = try session.tmux.waitFor { list($0).contains("↑") }
        #expect(!list(end).contains("↓"), "\(list(end))")
    }

    @Test func theTimerDisplayNamesTabWhenAnotherTimerRuns() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tab = "Tab " + (Self.english["timer.key.next"] ?? "?")
        let alone = try TimerDisplayEndToEndTests.start("timer 10m Tea", home: home, width: 100)
        let first = try alone.waitFor { $0.contains { $0.contains("q leave") } }
        #expect(!first.joined().contains(tab))
        alone.kill()
        let other = try OrbitingBinary.run(["timer", "20m", "Bread", "--detach"], environment: ["ORBITING_HOME": home])
        #expect(other.status == 0, "\(other.stderr)")
        let two = try TimerDisplayEndToEndTests.start("timers watch", home: home, width: 100)
        defer { two.kill() }
        let shown = try two.waitFor { $0.contains { $0.contains("q leave") } }
        #expect(shown.contains { $0.contains(tab) }, "\(shown.joined(separator: "\n"))")
    }
}
