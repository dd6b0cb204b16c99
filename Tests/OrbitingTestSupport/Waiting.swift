import Foundation

/// Runs blocking `work` (waiting for a process, reading a pipe) on a thread of its own and
/// awaits its result.
///
/// Swift Testing runs tests on the cooperative thread pool, which is only as wide as the
/// machine has cores: a test that blocks one of those threads stalls every test beside it.
/// Awaiting this instead leaves the pool free while the work waits.
public func onOwnThread<T: Sendable, E: Error>(_ work: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
    let result: Result<T, E> = await withCheckedContinuation { continuation in
        let thread = Thread {
            do throws(E) {
                continuation.resume(returning: .success(try work()))
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
        thread.start()
    }
    return try result.get()
}

/// Waits until `condition` holds, looking every `interval` seconds, or until `timeout` seconds
/// pass; whether it held. It sleeps between looks, holding no thread, and returns as soon as
/// the condition holds: give it a generous timeout, a busy machine is slow.
@discardableResult
public func waitUntil(
    timeout: Double, interval: Double = 0.05, _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .seconds(interval))
    }
    return try await condition()
}
