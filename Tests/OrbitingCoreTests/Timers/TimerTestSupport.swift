import Foundation

@testable import OrbitingCore

/// An instant from a UTC timestamp written out (`2026-03-29T01:30:00Z`).
func utc(_ text: String) -> Date {
    Timestamp.parse(text) ?? Date(timeIntervalSince1970: .nan)
}

/// A time zone by name (UTC if the system does not know it, which fails the test that needs it).
func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
}

/// The error `body` throws, or nil.
func inputError<T>(_ body: () throws -> T) -> TimerInputError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? TimerInputError
    }
}

/// The error `body` throws, or nil.
func operationError<T>(_ body: () throws -> T) -> TimerOperationError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? TimerOperationError
    }
}
