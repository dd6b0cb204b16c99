import Foundation
import OrbitingTestSupport
import Testing

/// `show --follow` in a real terminal (tmux), as a person watching the board sees it.
@Suite(.serialized) struct FollowTests {
    /// The frame `orbiting show` prints for `text` in a `width`×`height` box, padded to the screen.
    private func expectedScreen(_ text: String, width: Int, height: Int) throws -> [String] {
        let result = try OrbitingBinary.run(["show", "--size", "\(width)x\(height)", text])
        return result.lines
    }

    private func trimmed(_ screen: [String]) -> [String] {
        var rows = screen.map { row -> String in
            var row = row
            while row.last == " " { row.removeLast() }
            return row
        }
        while rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Starts `show --follow` reading a FIFO in a tmux window; returns the window and the FIFO's writer.
    private func startBoard(width: Int, height: Int) throws -> (TmuxSession, FileHandle) {
        let fifo = TestDirectory.make() + "/board"
        #expect(mkfifo(fifo, 0o600) == 0)
        let tmux = try TmuxSession(
            command: "sh -c "
                + Shell.quote("\(OrbitingBinary.path) show --follow < \(fifo); echo FOLLOW-ENDED; sleep 30"),
            width: width, height: height)
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        return (tmux, writer)
    }

    @Test func redrawsForEachLineAndRestoresTheTerminalAtTheEnd() throws {
        let (tmux, writer) = try startBoard(width: 60, height: 16)
        defer { tmux.kill() }
        writer.write(Data("Hello\n".utf8))
        let hello = try expectedScreen("Hello", width: 60, height: 16)
        var screen = try tmux.waitFor { trimmed($0) == hello }
        #expect(trimmed(screen) == hello)

        writer.write(Data("Back in 5\n".utf8))
        let back = try expectedScreen("Back in 5", width: 60, height: 16)
        screen = try tmux.waitFor { trimmed($0) == back }
        #expect(trimmed(screen) == back)

        try writer.close()
        screen = try tmux.waitFor { $0.contains { $0.contains("FOLLOW-ENDED") } }
        #expect(screen.contains { $0.contains("FOLLOW-ENDED") })
        // Back on the main screen, with the cursor visible again: the board is gone.
        #expect(!screen.contains { $0.contains("█") || $0.contains("▀") || $0.contains("▄") })
        #expect(try tmux.tmux(["display-message", "-p", "-t", "t", "#{alternate_on} #{cursor_flag}"]).hasPrefix("0 1"))
    }

    @Test func refitsWhenTheWindowIsResized() throws {
        let (tmux, writer) = try startBoard(width: 60, height: 16)
        defer { tmux.kill() }
        writer.write(Data("Resize me\n".utf8))
        let small = try expectedScreen("Resize me", width: 60, height: 16)
        #expect(trimmed(try tmux.waitFor { trimmed($0) == small }) == small)
        try tmux.resize(width: 100, height: 20)
        let large = try expectedScreen("Resize me", width: 100, height: 20)
        #expect(trimmed(try tmux.waitFor { trimmed($0) == large }) == large)
        // (tmux 3.3a leaks full-width alternate-screen rows into the main screen when the pane
        // was resized meanwhile, so the restore is checked by the other tests.)
        try writer.close()
        try tmux.waitFor { $0.contains { $0.contains("FOLLOW-ENDED") } }
        #expect(try tmux.tmux(["display-message", "-p", "-t", "t", "#{alternate_on}"]).hasPrefix("0"))
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let tmux = try TmuxSession(
            command: "sh -c "
                + Shell.quote("trap : INT; sleep 60 | \(OrbitingBinary.path) show --follow; echo EXIT=$?; sleep 30"),
            width: 60, height: 16)
        defer { tmux.kill() }
        try tmux.waitFor(timeout: 5) { _ in
            (try? tmux.tmux(["display-message", "-p", "-t", "t", "#{alternate_on}"]).hasPrefix("1")) ?? false
        }
        try tmux.send("C-c")
        let screen = try tmux.waitFor { $0.contains { $0.contains("EXIT=") } }
        #expect(screen.contains { $0.contains("EXIT=130") }, "\(screen)")
        #expect(try tmux.tmux(["display-message", "-p", "-t", "t", "#{alternate_on} #{cursor_flag}"]).hasPrefix("0 1"))
    }
}
