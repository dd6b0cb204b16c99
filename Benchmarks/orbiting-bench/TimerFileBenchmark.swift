import Foundation
import OrbitingCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reading `timers.json` as every timer command does (a shell prompt may call
/// `orbiting timers status` every second): the largest file this build writes, with the most
/// finished timers it keeps and the most laps they keep between them, and four running
/// timers. Prints the file's size and the time of one read, p50 and p99, in wall time and in
/// this thread's CPU time (which a busy machine inflates less).
enum TimerFileBenchmark {
    static func run() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orbiting-bench-timers-file-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard let bytes = try? write(in: directory) else {
            print("timers file: could not write the file")
            return
        }
        let store = TimerStore(directory: directory)
        let clock = ContinuousClock()
        var times: [Double] = [], cpu: [Double] = []
        for _ in 0..<50 {
            let before = threadCPUMicroseconds()
            let elapsed = clock.measure { _ = try? store.timers() }
            cpu.append(threadCPUMicroseconds() - before)
            times.append(FitBenchmark.microseconds(elapsed))
        }
        times.sort()
        cpu.sort()
        let running = (try? store.timers().count) ?? 0, finished = (try? store.done().count) ?? 0
        print(
            "timers.json read (\(running) running, \(finished) finished, \(bytes / 1024) KiB): p50 "
                + FitBenchmark.format(FrameBenchmark.percentile(times, 50)) + " µs, p99 "
                + FitBenchmark.format(FrameBenchmark.percentile(times, 99)) + " µs; CPU p50 "
                + FitBenchmark.format(FrameBenchmark.percentile(cpu, 50)) + " µs, p99 "
                + FitBenchmark.format(FrameBenchmark.percentile(cpu, 99)) + " µs")
    }

    /// The CPU time this thread has used, in microseconds.
    static func threadCPUMicroseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1_000_000 + Double(now.tv_nsec) / 1000
    }

    /// Writes the file (more finished timers and laps than kept, as the store trims them on
    /// reading) through the store's own coding; its size in bytes.
    static func write(in directory: String) throws -> Int {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let zone = TimeZone(secondsFromGMT: 0) ?? .current
        let running = (0..<4).map { index in
            TimerRecord.countdown(
                TimeInterval(600 * (index + 1)), label: "Running \(index)", input: "10m", zone: zone,
                at: TimerMoment(start))
        }
        let done = (0..<1000).map { index in
            var finished = FinishedTimer(
                id: "done-\(index)", kind: index >= 990 ? .stopwatch : .countdown,
                label: "Finished \(index)", input: "25m", duration: 1500,
                startedAt: start + Double(index) * 2000, endedAt: start + Double(index) * 2000 + 1500,
                result: .completed)
            if index >= 990 { finished.laps = (0..<1000).map { Double($0) * 1.25 } }
            return finished
        }
        let text =
            #"{"format": "orbiting.timers", "version": 1, "timers": ["#
            + running.compactMap { TimerCoding.json($0) }.joined(separator: ",") + #"], "done": ["#
            + done.compactMap { TimerCoding.json($0) }.joined(separator: ",") + "]}\n"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: directory + "/timers.json", atomically: true, encoding: .utf8)
        return text.utf8.count
    }
}
