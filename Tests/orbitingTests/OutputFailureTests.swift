import Foundation
import OrbitingTestSupport
import Testing

/// A write to standard output that fails (`> /dev/full`, a full disk) is never a success:
/// every command that writes there exits 74 with a sentence saying so.
@Suite(.needsRoot)
struct OutputFailureTests {
    let home = StoreHome()

    /// Runs `orbiting arguments…` with standard output on `/dev/full`; returns the status
    /// and standard error.
    func runIntoFullDevice(_ arguments: [String], stdin: String = "") throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.root, "LANG": "C.UTF-8", "ORBITING_HOME": home.root,
            "TZ": "UTC", "COLUMNS": "60",
        ]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe(), input = Pipe()
        process.standardOutput = full
        process.standardError = errors
        process.standardInput = input
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A private copy of `/dev/full` (same device numbers) under this home, so that a build
    /// that replaces what `-o` names (the defect these tests guard against) replaces only it.
    func privateFullDevice() throws -> String {
        let path = home.root + "/full"
        #expect(shell("mknod -m 666 '\(path)' c 1 7") == 0, "mknod needs root")
        return path
    }

    @Test func everyCommandWritingToStandardOutputReportsAFullDevice() throws {
        let full = try privateFullDevice()
        let id = try home.add("Back in 5")
        _ = try home.add("Lunch")
        let timer = try home.run(["timer", "10m", "Tea", "--detach"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(!timer.isEmpty)
        let importFile = try home.file("import.txt", "Imported one\nImported two\n")
        let commands: [[String]] = [
            ["--version"],
            ["show", "Hi"], ["show", "--explain", "Hi"], ["show", "--size", "40x10", "--", "Hi"],
            ["history"], ["history", "--json"], ["history", "export"], ["history", "export", "--format", "text"],
            ["history", "export", "-o", full],
            ["history", "add", "Another"], ["history", "favorite", id], ["history", "unfavorite", id],
            ["history", "import", importFile],
            ["config", "list"], ["config", "get", "bell"], ["config", "set", "bell", "true"],
            ["config", "reset", "bell"],
            ["themes"], ["themes", "--json"], ["languages"], ["languages", "--json"],
            ["timers"], ["timers", "--json"], ["timers", "--done"], ["timers", "status"],
            ["timers", "pause", timer], ["timers", "resume", timer],
            ["timer", "5m", "--detach"], ["until", "23:59", "--detach"],
            ["history", "delete", "--yes", id], ["history", "clear", "--yes"],
        ]
        for command in commands {
            let (status, stderr) = try runIntoFullDevice(command)
            #expect(status == 74, "\(command): \(status) \(stderr)")
            // Standard output's own sentence; `-o /dev/full` names the file instead.
            let sentence =
                command.contains("-o")
                ? "The disk is full: could not write " + full
                : "Could not write to standard output: No space left on device"
            #expect(stderr.contains(sentence), "\(command): \(stderr)")
        }
        // A follow down a full pipe stops at the first frame, with the same sentence.
        let follow = try runIntoFullDevice(["show", "--follow", "--size", "40x10"], stdin: "one\ntwo\n")
        #expect(follow.status == 74 && follow.stderr.contains("Could not write to standard output"), "\(follow)")
    }

    /// `-o` naming a device writes into it: a full device fails, and is still a device.
    @Test func exportingToADeviceWritesIntoItAndNeverReplacesIt() throws {
        _ = try home.add("Back in 5")
        let full = try privateFullDevice()
        let result = try home.run(["history", "export", "-o", full])
        #expect(result.status == 74)
        #expect(!result.stderr.contains("Exported"))
        var info = stat()
        #expect(stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let fifo = home.root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var read = Data()
        let reader = Thread { read = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data() }
        reader.start()
        let piped = try home.run(["history", "export", "--format", "text", "-o", fifo])
        while reader.isExecuting { usleep(1000) }
        #expect(piped.status == 0)
        #expect(String(decoding: read, as: UTF8.self) == "Back in 5\n")
    }
}
