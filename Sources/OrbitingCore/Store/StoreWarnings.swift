import Synchronization

/// What a store found on the side (files quarantined, values refused), kept until its owner
/// takes them: the one mutable state of a store, behind a lock, so that a store is
/// `Sendable` and callable from any thread.
final class StoreWarnings: Sendable {
    private let list = Mutex<[StoreWarning]>([])

    /// Keeps `warning`.
    func append(_ warning: StoreWarning) {
        list.withLock { $0.append(warning) }
    }

    /// Keeps `warnings`, in order.
    func append(contentsOf warnings: [StoreWarning]) {
        list.withLock { $0.append(contentsOf: warnings) }
    }

    /// Keeps `warning` unless the same one is waiting already.
    func appendOnce(_ warning: StoreWarning) {
        list.withLock { if !$0.contains(warning) { $0.append(warning) } }
    }

    /// Returns and forgets what was kept.
    func take() -> [StoreWarning] {
        list.withLock { list in
            defer { list = [] }
            return list
        }
    }
}
