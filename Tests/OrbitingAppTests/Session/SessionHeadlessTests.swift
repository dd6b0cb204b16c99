import Foundation
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import Testing

@testable import OrbitingApp

extension ReadlinePrograms {
    /// The session run headless through the terminal double: keys in, the frame and the saved
    /// messages out; the terminal's late answers, however they are split and delayed, are never
    /// typed into the message.
    @Suite(.serialized) struct SessionHeadlessTests {
        static let look = SessionLook(
            colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"),
            options: FitOptions())
        /// F10: leave the session.
        static let quit = "\u{1B}[21~"

        /// A session on Home on `terminal`, with stores of its own; `answered` gets the late
        /// picture answer.
        static func session(on terminal: TerminalDouble, answered: Locked<[GraphicsSupport]>? = nil) -> (
            SessionProgram, MessageStore
        ) {
            let directory = TestDirectory.make("headless")
            let messages = MessageStore(directory: directory + "/data")
            let looks: any LookSource = answered.map { AnswerRecordingLook(look: look, answered: $0) } ?? look
            let services = SessionServices(
                messages: messages, settings: SettingsStore(directory: directory + "/config"),
                looks: looks, describe: { error, _ in "\(error)" })
            return (
                SessionProgram(model: .onHome(), engine: HomeFrames.builtin, services: services, terminal: terminal),
                messages
            )
        }

        /// Types `text`, Enter, waits for "Kept" in the status row, then leaves; the saved texts.
        static func keep(
            _ text: String, on terminal: TerminalDouble, session: SessionProgram, messages: MessageStore,
            after delay: Duration = .zero
        ) async throws -> [String] {
            let run = HeadlessRun { () async throws(TerminalError) in try await session.run(signals: []) }
            // Home is up (its status row drawn) before the first key, as when a person types.
            let up = await terminal.waitFor(.seconds(300)) { $0.text.contains("F1") }
            #expect(up, "Home never drew its status row: \(terminal.text)")
            terminal.type(text + "\r", after: delay)
            // Generous: the suite runs beside others on a loaded machine; the event ends the wait.
            // "Kept" is a hint that expires after seconds, and a test starved of time by tests
            // beside it may look later than that: whether it was shown at all is what counts.
            let kept = await terminal.waitFor(.seconds(300)) { $0.hasShown("Kept") }
            #expect(kept, "the status row never said Kept: \(terminal.text)")
            terminal.type(quit)
            let outcome = try await run.outcome()
            #expect(outcome.status == 0)
            #expect(!terminal.isEntered)
            return try messages.all().map(\.text)
        }

        @Test func aMessageTypedIsDrawnKeptAndSaved() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16)
            let (session, messages) = Self.session(on: terminal)
            #expect(try await Self.keep("Hi", on: terminal, session: session, messages: messages) == ["Hi"])
            // What the terminal shows is exactly the last frame the session drew (the frame of
            // now may differ on a loaded machine: a hint can time out after the last draw).
            let drawn = try #require(terminal.lastFrameDrawn)
            #expect(terminal.screen.cells == TerminalModel.expected(drawn, depth: .trueColor))
        }

        /// The start-up exchange's answers all 0.3 s late, each split after 3 bytes with 25 ms
        /// between the parts, then a word typed: the word alone is saved, and what the answers
        /// say about pictures reaches the session once.
        @Test func lateAnswersSplitAcrossReadsAreNeverTyped() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16)
            let answered = Locked<[GraphicsSupport]>([])
            let (session, messages) = Self.session(on: terminal, answered: answered)
            var delay: Duration = .milliseconds(300)
            for answer in [
                "\u{1B}[?2027;0$y", "\u{1B}[6;20;10t", "\u{1B}]11;rgb:1f1f/1f1f/1f1f\u{1B}\\",
                "\u{1B}_Gi=31;OK\u{1B}\\",
                "\u{1B}[3;1R", "\u{1B}[?62;4;22c",
            ] {
                let bytes = Array(answer.utf8)
                terminal.send(Array(bytes.prefix(3)), after: delay)
                terminal.send(Array(bytes.dropFirst(3)), after: delay + .milliseconds(25))
                delay += .milliseconds(60)
            }
            #expect(
                try await Self.keep("Hello", on: terminal, session: session, messages: messages, after: delay) == [
                    "Hello"
                ])
            let support = answered.get()
            #expect(support.count == 1)
            #expect(support.first?.kitty == true && support.first?.sixel == true)
        }

        /// 50,000 cursor reports nobody asked for, read in as many parts as the loop's reads
        /// make of them, type nothing.
        @Test func aFloodOfCursorReportsTypesNothing() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16)
            let (session, messages) = Self.session(on: terminal)
            let flood = Array(String(repeating: "\u{1B}[1;1R", count: 50_000).utf8)
            // Cut where a read would never cut by itself, too: every 1,000 bytes.
            for start in stride(from: 0, to: flood.count, by: 1000) {
                terminal.send(Array(flood[start..<min(flood.count, start + 1000)]))
            }
            #expect(try await Self.keep("Hi", on: terminal, session: session, messages: messages) == ["Hi"])
        }
    }
}

/// The session's look, keeping every late picture answer the loop hands the session.
private struct AnswerRecordingLook: LookSource {
    let look: SessionLook
    let answered: Locked<[GraphicsSupport]>

    func look(for settings: Settings) -> SessionLook { look }

    func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource {
        answered.set(answered.get() + [support])
        return self
    }
}
