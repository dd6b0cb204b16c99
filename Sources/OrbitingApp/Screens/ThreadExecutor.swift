import Dispatch
import OrbitingCore
import Synchronization

/// A task executor with a thread of its own, for async code that blocks in system calls
/// (the screen loop's `poll(2)`), which must not hold one of the few threads of Swift's
/// cooperative pool: the tasks that prefer it run their nonisolated code here, one job at a
/// time, and hop to actors (the stores) and back as usual. A task started with it as its
/// preference (`Task(executorPreference:)`) needs no thread of the pool even to begin.
public final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The jobs queued and not yet run, and whether the thread is to end once they have.
    private let queue = Mutex<(jobs: [UnownedJob], stopping: Bool)>(([], false))
    /// Signalled once for each job queued and once for `stop`.
    private let signals = DispatchSemaphore(value: 0)

    /// Starts the thread.
    public init() {
        DetachedThread.start { [self] in work() }
    }

    /// Queues `job` to run on the executor's thread, after the jobs queued before it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        signals.signal()
    }

    /// Lets the thread end once the jobs enqueued so far have run.
    public func stop() {
        queue.withLock { $0.stopping = true }
        signals.signal()
    }

    private func work() {
        while true {
            signals.wait()
            // The next job; nil to end (stopped, nothing left); a job of nil, nothing to do.
            let next = queue.withLock { queue -> UnownedJob?? in
                if !queue.jobs.isEmpty { return .some(queue.jobs.removeFirst()) }
                return queue.stopping ? .none : .some(nil)
            }
            guard let next else { return }
            next?.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
