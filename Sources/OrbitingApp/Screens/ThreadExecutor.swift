import Foundation

/// A task executor with a thread of its own, for async code that blocks in system calls
/// (the screen loop's `poll(2)`), which must not hold one of the few threads of Swift's
/// cooperative pool: the tasks that prefer it run their nonisolated code here, one job at a
/// time, and hop to actors (the stores) and back as usual. A task started with it as its
/// preference (`Task(executorPreference:)`) needs no thread of the pool even to begin.
public final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    /// Guarded by `condition`.
    private var stopping = false

    /// Starts the thread, named `name` for debuggers.
    public init(name: String) {
        let thread = Thread { [self] in work() }
        thread.name = name
        thread.start()
    }

    /// Queues `job` to run on the executor's thread, after the jobs queued before it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs enqueued so far have run.
    public func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty, !stopping { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
