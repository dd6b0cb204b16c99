import Foundation
import OrbitingTestSupport

/// What one run of the `orbiting` binary produced.
struct RunResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output split into lines (without the final empty one).
    var lines: [String] {
        var parts = stdout.components(separatedBy: "\n")
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}

/// Runs the built `orbiting` binary, as a person would from a shell.
enum OrbitingBinary {
    /// The binary: `$ORBITING_BIN`, else `orbiting` next to the test bundle in the build folder.
    static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["ORBITING_BIN"], !explicit.isEmpty {
            return explicit
        }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The test runner may sit inside a `.xctest` bundle folder.
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("orbiting").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("orbiting").path
    }

    /// Runs `orbiting arguments…` with `stdin` as its input and a clean environment.
    ///
    /// The environment holds only `PATH`, `HOME`, `LANG=C.UTF-8` and `extraEnvironment`,
    /// so the developer's own settings never change a result. `executable` runs another
    /// program (an installed copy, a script) the same way.
    static func run(
        _ arguments: [String],
        stdin: String? = nil,
        environment extraEnvironment: [String: String] = [:],
        executable: String = OrbitingBinary.path
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
            "LANG": "C.UTF-8",
        ]
        environment.merge(extraEnvironment) { _, new in new }
        process.environment = environment
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin {
            // A child that exits before reading (a usage error) closes the pipe: that is an
            // EPIPE to ignore, not a SIGPIPE that ends the whole test run.
            signal(SIGPIPE, SIG_IGN)
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        }
        try? input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output never blocks the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = output.fileHandleForReading.readDataToEndOfFile(); group.leave()
        }
        errData = error.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
