import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Kills writers at random moments for the crash tests: a run, a SIGKILL at a random part
/// of an adaptive ceiling, and the ceiling moved so that about half the runs are killed
/// mid-way and half finish.
struct RandomKill {
    /// How long a run may take before the kill, in seconds; it adapts after each run.
    var ceiling: Double

    /// Starts `process`, kills it after a random part of the ceiling if it still runs, calls
    /// `afterKill` (to read its output), and waits for it. True when the kill ended it.
    mutating func run(_ process: Process, afterKill: () -> Void = {}) throws -> Bool {
        try process.run()
        usleep(useconds_t(Double.random(in: 0.3...1.0) * ceiling * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        afterKill()
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        ceiling *= killed ? 1.05 : 0.9
        return killed
    }
}

extension RandomKill {
    /// Runs `orbiting arguments(n)` against `home` for n = 1, 2, … until `kills` of them were
    /// killed (at most 1 500 runs); a run that finished with status 0 and printed an id
    /// (36 characters and a newline) is acknowledged. Returns the n of the acknowledged runs,
    /// the kills and the runs.
    mutating func crashLoop(
        home: StoreHome, kills wanted: Int = 200, _ arguments: (Int) -> [String]
    ) throws -> (acknowledged: [Int], kills: Int, runs: Int) {
        var acknowledged: [Int] = []
        var kills = 0
        var attempt = 0
        while kills < wanted && attempt < 1_500 {
            attempt += 1
            let process = Process()
            process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
            process.arguments = arguments(attempt)
            process.environment = ["ORBITING_HOME": home.root, "PATH": "/usr/bin:/bin"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            var printed = ""
            if try run(
                process,
                afterKill: {
                    printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                })
            {
                kills += 1
            } else if process.terminationStatus == 0, printed.count == 37 {
                acknowledged.append(attempt)
            }
        }
        return (acknowledged, kills, attempt)
    }
}
