import Foundation
import Testing

/// A terminal that answers the start-up questions late (after the session's 100 ms wait):
/// the answers come in with the keyboard's bytes and must never become part of a message.
@Suite struct LateAnswersEndToEndTests {
    /// What kitty, xterm and VTE send back to the session's questions, as one late burst.
    static let lateAnswers = "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[?2;0;1000;1000S" + "\u{1B}[6;20;10t"
        + "\u{1B}]11;rgb:1f1f/1f1f/1f1f\u{1B}\\" + "\u{1B}[?2027;2$y" + "\u{1B}[?62;4;22c"

    @Test func aLateAnswerIsNeverTyped() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send(Self.lateAnswers, literal: true)
        try session.tmux.send("Hi", literal: true)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["Hi"])
        let expected = try session.shown("Hi")
        #expect(Array(try session.screen().prefix(expected.count)) == expected)
    }
}
