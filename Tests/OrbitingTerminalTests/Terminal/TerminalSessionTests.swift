import OrbitingTestSupport
import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct TerminalSessionTests {
    @Test func enterThenRestoreGivesBackTheExactSettings() throws {
        let tty = try #require(PseudoTerminal())
        let original = tty.settings()
        let session = TerminalSession(input: tty.follower, output: tty.follower)
        try session.enter()
        #expect(session.isActive)
        let raw = tty.settings()
        #expect(!sameSettings(raw, original))
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        session.restore()
        #expect(!session.isActive)
        #expect(sameSettings(tty.settings(), original))
    }

    @Test func enteringTwiceKeepsTheFirstSavedSettings() throws {
        let tty = try #require(PseudoTerminal())
        let original = tty.settings()
        let session = TerminalSession(input: tty.follower, output: tty.follower)
        try session.enter()
        try session.enter()  // must not save the raw settings as "original"
        session.restore()
        session.restore()
        #expect(sameSettings(tty.settings(), original))
    }

    @Test func theFeaturesAreTurnedOnAndOffOnce() throws {
        let tty = try #require(PseudoTerminal())
        let session = TerminalSession(input: tty.follower, output: tty.follower)
        try session.enter()
        let entered = tty.output()
        #expect(entered.contains(ControlSequence.enterAlternateScreen))
        #expect(entered.contains(ControlSequence.hideCursor))
        #expect(entered.contains(ControlSequence.enableBracketedPaste))
        session.restore()
        session.restore()
        let left = tty.output()
        for sequence in [
            ControlSequence.leaveAlternateScreen, ControlSequence.showCursor,
            ControlSequence.disableBracketedPaste, ControlSequence.resetAttributes,
        ] {
            #expect(left.components(separatedBy: sequence).count == 2, "\(sequence.debugDescription) once")
        }
    }

    @Test func onlyTheChosenFeaturesAreUsed() throws {
        let tty = try #require(PseudoTerminal())
        let session = TerminalSession(input: tty.follower, output: tty.follower, features: [.hiddenCursor])
        try session.enter()
        session.restore()
        let written = tty.output()
        #expect(written.contains(ControlSequence.hideCursor) && written.contains(ControlSequence.showCursor))
        #expect(!written.contains(ControlSequence.enterAlternateScreen))
        #expect(!written.contains(ControlSequence.enableBracketedPaste))
    }

    /// A live board reads a pipe, not the keyboard: without `.rawInput` the line discipline
    /// stays, so Ctrl-C is still SIGINT.
    @Test func withoutRawInputTheKeyboardIsLeftAlone() throws {
        let tty = try #require(PseudoTerminal())
        let original = tty.settings()
        let session = TerminalSession(input: tty.follower, output: tty.follower, features: [.alternateScreen])
        try session.enter()
        #expect(sameSettings(tty.settings(), original))
        session.restore()
        let raw = TerminalSession(input: tty.follower, output: tty.follower, features: [.rawInput])
        try raw.enter()
        #expect(!sameSettings(tty.settings(), original))
        raw.restore()
    }

    @Test func releasingTheSessionRestoresTheTerminal() throws {
        let tty = try #require(PseudoTerminal())
        let original = tty.settings()
        do {
            let session = TerminalSession(input: tty.follower, output: tty.follower)
            try session.enter()
        }
        #expect(sameSettings(tty.settings(), original))
    }

    @Test func aPipeIsNotATerminal() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let session = TerminalSession(input: ends[0], output: ends[1])
        #expect(throws: TerminalError(operation: "tcgetattr", code: ENOTTY)) { try session.enter() }
        #expect(!session.isActive)
    }

    @Test func rawModeIsComputedFromTheOriginal() {
        var original = termios()
        original.c_lflag = tcflag_t(ICANON | ECHO | ISIG | IEXTEN | TOSTOP)
        original.c_iflag = tcflag_t(ICRNL | IXON | IUTF8)
        let raw = RawMode.settings(from: original)
        #expect(raw.c_lflag == tcflag_t(TOSTOP))
        #expect(raw.c_iflag == tcflag_t(IUTF8))
        var controlCharacters = raw.c_cc
        withUnsafeBytes(of: &controlCharacters) { bytes in
            #expect(bytes[Int(VMIN)] == 1 && bytes[Int(VTIME)] == 0)
        }
    }
}
