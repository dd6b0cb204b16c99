import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Kills writers at random moments for the crash tests: a run, a SIGKILL at a random part
/// of an adaptive ceiling, and the ceiling moved so that about half the runs are killed
/// mid-way and half finish.
struct RandomKill {
    /// How long a run may take before the kill, in seconds; it adapts after each run.
    var ceiling: Double

    /// Starts `process`, kills it after a random part of the ceiling if it still runs, calls
    /// `afterKill` (to read its output), and waits for it. True when the kill ended it.
    mutating func run(_ process: Process, afterKill: () -> Void = {}) throws -> Bool {
        try process.run()
        usleep(useconds_t(Double.random(in: 0.3...1.0) * ceiling * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        afterKill()
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        ceiling *= killed ? 1.05 : 0.9
        return killed
    }
}
