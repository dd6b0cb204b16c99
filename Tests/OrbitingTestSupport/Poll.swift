import Foundation

/// Waiting for an event in a test: `condition` is looked at until it holds or the time is up,
/// and once more after the deadline, since a busy machine may wake the waiting thread or task
/// long after it asked to (the event may have come meanwhile).
public enum Poll {
    /// Whether `condition` held within `timeout`, looked at every `interval` (the thread sleeps
    /// between looks).
    @discardableResult
    public static func until(
        timeout: Duration, every interval: Duration = .milliseconds(100), _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if try condition() { return true }
            let (seconds, attoseconds) = interval.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
        return try condition()
    }

    /// Whether `condition` held within `timeout`, looked at every `interval` (the task sleeps
    /// between looks).
    @discardableResult
    public static func until(
        timeout: Duration, every interval: Duration = .milliseconds(20), _ condition: () throws -> Bool
    ) async rethrows -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if try condition() { return true }
            try? await Task.sleep(for: interval)
        }
        return try condition()
    }
}
