import Foundation
import OrbitingApp
import OrbitingTerminal
import Testing

/// A screen program run headless (on a `TerminalDouble`) on a thread of its own, as the
/// real loop runs: the test types meanwhile and then waits for the outcome.
final class HeadlessRun: @unchecked Sendable {
    private let result = Locked<Result<SessionOutcome, TerminalError>?>(nil)
    private let executor: ThreadExecutor

    /// Starts `body` (a program's `run`, with no signals: the signal pipe is one per process).
    init(_ body: @escaping () async throws(TerminalError) -> SessionOutcome) {
        executor = ThreadExecutor()
        nonisolated(unsafe) let body = body
        let result = self.result
        Task(executorPreference: executor) {
            do throws(TerminalError) {
                result.set(.success(try await body()))
            } catch {
                result.set(.failure(error))
            }
        }
    }

    /// Whether the program has ended.
    var hasEnded: Bool { result.get() != nil }

    /// The outcome once the program ended, waited for up to a generous `timeout` (the
    /// machine may be busy).
    func outcome(timeout: Duration = .seconds(60)) async throws -> SessionOutcome {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while result.get() == nil, clock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        let ended = try #require(result.get(), "the program did not end within \(timeout)")
        executor.stop()
        return try ended.get()
    }
}

/// The suites that run programs using readline (the session, the timer display's prompt):
/// readline keeps one editor per process, so they run one at a time.
@Suite(.serialized) enum ReadlinePrograms {}
