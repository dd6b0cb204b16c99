import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The mouse in the running session, driven through tmux with SGR mouse reports as a
/// terminal sends them: swipes on Home, the wheel, clicks, double clicks and the star in
/// History, Settings' rows and wheel, the footer's keys, and the setting that turns it off.
@Suite(.serialized) struct GesturesEndToEndTests {
    /// An SGR mouse report at 1-based `column`, `row`: `M` for a press or drag, `m` for a release.
    static func report(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(column);\(row)\(release ? "m" : "M")"
    }

    /// A left-button drag from one cell to another, with a motion report halfway.
    static func drag(from: (Int, Int), to: (Int, Int)) -> String {
        report(0, from.0, from.1) + report(32, (from.0 + to.0) / 2, (from.1 + to.1) / 2)
            + report(0, to.0, to.1, release: true)
    }

    /// A click (press and release) at 1-based `column`, `row`.
    static func click(_ column: Int, _ row: Int) -> String {
        report(0, column, row) + report(0, column, row, release: true)
    }

    /// The pane's mouse mode flags as tmux sees them (SGR reporting, any button reporting).
    static func mouseFlags(_ session: SessionHarness) throws -> String {
        try session.tmux.tmux(["display", "-p", "-t", session.tmux.name, "#{mouse_sgr_flag}#{mouse_button_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func swipesOnHomeSaveAndClearOrOpenHistoryAndTheMouseIsOffAfterwards() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1 for help")
        #expect(try Self.mouseFlags(session) == "11", "SGR mouse reports are on while Orbiting owns the screen")
        try session.tmux.send("Hello", literal: true)
        try session.waitForScreen(try session.shown("Hello"))
        try session.tmux.send(Self.drag(from: (70, 8), to: (10, 9)), literal: true)
        try session.waitFor("Saved and cleared")
        #expect(try session.history() == ["Hello"])
        try session.tmux.send(Self.drag(from: (10, 8), to: (70, 8)), literal: true)
        try session.waitFor("1 message")
        try session.tmux.send("Escape")
        try session.waitFor("F1 for help")
        // A short drag is no swipe: the next key still types on Home.
        try session.tmux.send(Self.drag(from: (40, 8), to: (38, 8)) + "Hi", literal: true)
        try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send("F10")
        #expect(session.exitStatus() == 0)
        #expect(try Self.mouseFlags(session) == "00", "mouse reports are off again after leaving")
    }

    @Test func historyScrollsWithTheWheelStarsClicksAndShowsOnADoubleClick() throws {
        let messages = (1...30).map { "Message \($0)" }
        let session = try SessionHarness(width: 80, height: 12, messages: messages)
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("C-o")
        try session.waitFor("Message 30")
        try session.tmux.send(Self.report(65, 20, 5) + Self.report(65, 20, 5) + Self.report(65, 20, 5), literal: true)
        let scrolled = try session.tmux.waitFor { !$0.joined().contains("Message 30") }
        #expect(!scrolled.joined().contains("Message 30"), "three wheel steps down scroll the list")
        let row = try #require(scrolled.firstIndex { $0.contains("Message 24") })
        try session.tmux.send(Self.click(2, row + 1), literal: true)  // the star column
        try session.waitFor("★ Message 24")
        let starred = try session.eventually {
            try session.home.messages(["--favorites"]).map(\.text)
        } until: {
            !$0.isEmpty
        }
        #expect(starred == ["Message 24"])
        let other = try #require(scrolled.firstIndex { $0.contains("Message 22") })
        try session.tmux.send(Self.click(20, other + 1) + Self.click(20, other + 1), literal: true)
        try session.waitFor("Kept and saved")
        #expect(
            SessionHarness.trimmed(Array(try session.tmux.screen().prefix(11))) == (try session.shown("Message 22")))
        #expect(try session.history().count == 30, "showing an old message keeps no copy")
    }

    @Test func aClickOnAFooterKeyDoesWhatTheKeyDoes() throws {
        let session = try SessionHarness(messages: ["One"])
        defer { session.kill() }
        let home = try session.waitFor("F1 for help")
        let hintRow = try #require(home.lastIndex { $0.contains("F1 for help") })
        let hintColumn = try #require(home[hintRow].range(of: "F1")).lowerBound.utf16Offset(in: home[hintRow])
        try session.tmux.send(Self.click(hintColumn + 1, hintRow + 1), literal: true)
        try session.waitFor("Ctrl-L")  // Help
        try session.tmux.send("Escape")
        try session.waitFor("F1 for help")
        try session.tmux.send("C-o")
        let history = try session.waitFor("Esc close")
        let footer = try #require(history.lastIndex { $0.contains("Esc close") })
        let esc = try #require(history[footer].range(of: "Esc")).lowerBound.utf16Offset(in: history[footer])
        try session.tmux.send(Self.click(esc + 2, footer + 1), literal: true)
        try session.waitFor("F1 for help")
    }

    @Test func settingsClickChoosesARowAndTheWheelChangesIt() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("F2")
        let screen = try session.waitFor("Theme")
        let row = try #require(screen.firstIndex { $0.hasPrefix(" Theme") })
        try session.tmux.send(Self.click(3, row + 1) + Self.report(64, 3, row + 1), literal: true)
        let theme = try session.eventually {
            try session.home.run(["config", "get", "theme"]).stdout
        } until: {
            !$0.contains("mono")
        }
        #expect(!theme.contains("mono"), "the wheel changed the chosen row's value")
    }

    @Test func theMouseSettingTurnsItOff() throws {
        let session = try SessionHarness(settings: ["mouse": "false"])
        defer { session.kill() }
        try session.waitFor("F1 for help")
        #expect(try Self.mouseFlags(session) == "00")
        try session.tmux.send("Hi", literal: true)
        try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send(Self.drag(from: (70, 8), to: (10, 8)) + "!", literal: true)
        try session.waitForScreen(try session.shown("Hi!"))
        #expect(try session.history().isEmpty, "no swipe: nothing saved, nothing cleared")
    }
}
