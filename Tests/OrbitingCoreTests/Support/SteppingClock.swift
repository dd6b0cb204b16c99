import Foundation

@testable import OrbitingCore

/// A clock that moves one second forward each time it is read.
final class SteppingClock: StoreClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { current = start }

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        current += 1
        return current
    }
}

/// The names in a directory, sorted; empty when it does not exist.
func names(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// A file's permission bits.
func mode(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
}
