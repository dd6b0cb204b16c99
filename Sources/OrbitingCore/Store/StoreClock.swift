import FoundationEssentials

/// Where the store gets the time, so tests can fix it.
public protocol StoreClock: Sendable {
    /// The current time.
    func now() -> Date
}

/// The system clock.
public struct SystemClock: StoreClock {
    /// Creates the system clock.
    public init() {}
    /// The current time.
    public func now() -> Date { Date() }
}
