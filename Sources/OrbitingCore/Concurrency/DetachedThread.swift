import Glibc

/// A thread of Orbiting's own, outside Swift's cooperative pool: for work that blocks in
/// system calls (a screen loop's `poll(2)`, a network library's connect) or must not wait for
/// the pool's few threads. The one way Orbiting starts a thread.
public enum DetachedThread {
    /// Runs `body` on a new detached thread; false when the system would make no thread (then
    /// `body` never runs).
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let start = Unmanaged.passRetained(Start(body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(
            &thread, &attributes,
            { argument in
                guard let argument else { return nil }
                let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
                start.body()
                return nil
            }, start)
        guard result == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            return false
        }
        return true
    }

    /// Sleeps the calling thread for `seconds` (fractions allowed; at most a year).
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        let seconds = min(seconds, 365 * 86_400)
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&time, &left) == -1 && errno == EINTR { time = left }
    }

    /// What a new thread runs, handed to it through `pthread_create`'s argument.
    private final class Start: Sendable {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
