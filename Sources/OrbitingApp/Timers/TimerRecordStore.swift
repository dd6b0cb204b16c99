import Foundation
import OrbitingCore

/// Where the display's timers are kept: the store's `timers.json` in the app (same locking
/// and atomic writes as messages), memory in tests and benchmarks.
public protocol TimerRecordStore: AnyObject {
    /// The running and paused timers, as kept.
    func timers() throws -> [TimerRecord]
    /// Under the store's lock: reads the timers, lets `change` edit them and add finished
    /// ones to the history, and keeps both, all or nothing.
    func modify(_ change: (inout [TimerRecord], inout [FinishedTimer]) -> Void) throws
}

/// Timers kept in memory: for tests, benchmarks and a display without a store.
public final class InMemoryTimerStore: TimerRecordStore {
    /// The running and paused timers.
    public private(set) var records: [TimerRecord]
    /// The finished and cancelled ones, oldest first.
    public private(set) var finished: [FinishedTimer] = []

    /// A store holding `records`.
    public init(_ records: [TimerRecord] = []) {
        self.records = records
    }

    /// The timers.
    public func timers() -> [TimerRecord] { records }

    /// Applies `change`.
    public func modify(_ change: (inout [TimerRecord], inout [FinishedTimer]) -> Void) {
        change(&records, &finished)
    }
}
