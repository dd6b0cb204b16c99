import Foundation
import Testing

// Tests that need a real terminal, driven through tmux.

/// `delete` and `clear` ask on a terminal (driven through tmux).
@Suite struct ConfirmationTests {
    let home = StoreHome()

    func session(_ arguments: String) throws -> TmuxSession {
        // The shell stays after orbiting ends: tmux may drop the last output of a pane that dies at once.
        try TmuxSession(
            command: "'\(OrbitingBinary.path)' \(arguments); sleep 30", environment: ["ORBITING_HOME": home.root])
    }

    @Test func deleteAsksAndYesDeletes() throws {
        let id = try home.add("Back in 5 min")
        _ = try home.add("stays")
        let tmux = try session("history delete \(id.prefix(8))")
        defer { tmux.kill() }
        let asked = try tmux.waitFor { $0.joined().contains("[y/N]") }
        #expect(asked.joined().contains("Back in 5 min"))
        try tmux.send("y", literal: true)
        try tmux.send("Enter")
        let done = try tmux.waitFor { $0.joined().contains("Deleted") }
        #expect(done.joined().contains("Deleted \(id.prefix(8))"))
        #expect(try home.messages().map(\.text) == ["stays"])
    }

    @Test func clearShowsTheCountAndAnythingButYesKeepsAll() throws {
        for text in ["one", "two", "three"] { _ = try home.add(text) }
        let tmux = try session("history clear")
        defer { tmux.kill() }
        let asked = try tmux.waitFor { $0.joined().contains("[y/N]") }
        #expect(asked.joined().contains("Delete all 3 messages?"))
        try tmux.send("Enter")
        let answered = try tmux.waitFor { $0.joined().contains("Nothing was deleted") }
        #expect(answered.joined().contains("Nothing was deleted"))
        #expect(try home.messages().count == 3)
    }
}

/// Long imports say how far they are on a terminal.
@Suite struct ImportProgressTests {
    @Test func aLongImportShowsProgressOnATerminal() throws {
        let home = StoreHome()
        let lines = (0..<2_500).map { "message \($0)" }.joined(separator: "\n")
        let file = try home.file("many.txt", lines)
        let tmux = try TmuxSession(
            command: "'\(OrbitingBinary.path)' history import '\(file)'; sleep 30",
            environment: ["ORBITING_HOME": home.root])
        defer { tmux.kill() }
        let screen = try tmux.waitFor(timeout: 30) { $0.joined().contains("Imported") }.joined(separator: "\n")
        #expect(screen.contains("Importing… 2500 of 2500"))
        #expect(screen.contains("Imported 2500 messages"))
        let quiet = try home.run(["history", "import", file])
        #expect(!quiet.stderr.contains("Importing") && quiet.stdout.contains("Imported 0"))
    }
}

/// What `history` prints on a real terminal cannot drive it.
@Suite struct HostileTextOnATerminalTests {
    @Test func escapeSequencesShowAsSymbolsAndClearNothing() throws {
        let home = StoreHome()
        _ = try home.add("\u{1B}[2J\u{1B}[Hwiped \u{1B}]0;owned\u{07} \u{9B}31m")
        let tmux = try TmuxSession(
            command:
                "echo MARKER-BEFORE; ORBITING_HOME='\(home.root)' '\(OrbitingBinary.path)' history; echo "
                + "MARKER-AFTER; sleep 30"
        )
        defer { tmux.kill() }
        let screen = try tmux.waitFor { $0.joined().contains("MARKER-AFTER") }
        // Had ESC [2J reached the terminal, the first marker would be gone.
        #expect(screen.first == "MARKER-BEFORE")
        #expect(screen.contains { $0.contains("␛[2J␛[Hwiped ␛]0;owned␇") }, "\(screen)")
        #expect(try tmux.tmux(["display-message", "-p", "#{pane_title}"]).contains("owned") == false)
    }
}
