import Foundation
import Testing

/// What one measured run of the binary did: its status, how much it printed and its peak memory.
struct MeasuredRun {
    var status: Int32
    var stdoutBytes: Int
    var stderr: String
    /// Peak resident memory in MiB, as `/usr/bin/time` reports it.
    var peakMiB: Int

    /// Runs `orbiting arguments…` under `/usr/bin/time` with standard input from `input`
    /// (a path), in the private home `home`.
    static func run(_ arguments: [String], input: String, home: String) throws -> MeasuredRun {
        let report = home + "/time-\(UUID().uuidString)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report, OrbitingBinary.path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home, "ORBITING_HOME": home, "LANG": "C.UTF-8"]
        process.standardInput = FileHandle(forReadingAtPath: input)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        nonisolated(unsafe) var printed = 0
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed += chunk.count
            }
            group.leave()
        }
        let errors = error.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let kib =
            Int(
                try String(contentsOfFile: report, encoding: .utf8)
                    .split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") ?? -1
        return MeasuredRun(
            status: process.terminationStatus, stdoutBytes: printed,
            stderr: String(decoding: errors, as: UTF8.self), peakMiB: kib / 1024)
    }
}

/// Input that is endless, huge or drawn unbounded costs bounded memory and output, and
/// input over a command's limit is refused whole, with nothing kept.
@Suite(.needsTime)
struct InputLimitTests {
    let home = StoreHome()

    /// A file of `count` bytes made by repeating `pattern`.
    private func file(_ name: String, repeating pattern: String, bytes count: Int) throws -> String {
        let unit = Array(pattern.utf8)
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        while bytes.count < count { bytes.append(unit[bytes.count % unit.count]) }
        let path = home.root + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anUnboundedHeightDrawsAFrameOfBoundedSizeAndMemory() throws {
        let lorem = try file("lorem", repeating: "lorem ipsum dolor ", bytes: 600 * 18)
        let run = try MeasuredRun.run(["show", "--size", "10000x0", "-"], input: lorem, home: home.root)
        #expect(run.status == 0, "\(run.stderr)")
        // 2 million cells at most: a few bytes each, never the gigabytes of old.
        #expect(run.stdoutBytes > 0 && run.stdoutBytes < 12_000_000, "printed \(run.stdoutBytes) bytes")
        #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
    }

    /// In a bounded box, memory follows what the box can show, not the input: 256 KiB of
    /// words cost a few bytes each, and the frame is the one the input's first part gives.
    @Test(arguments: ["80x24", "200x50"])
    func aBoundedBoxCostsMemoryByWhatItShows(size: String) throws {
        let input = try file("input", repeating: "lorem ipsum dolor ", bytes: 256 * 1024)
        let run = try MeasuredRun.run(["show", "--size", size, "-"], input: input, home: home.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakMiB < 40, "peak \(run.peakMiB) MiB for 256 KiB")
        let part = try file("part", repeating: "lorem ipsum dolor ", bytes: 128 * 1024)
        let whole = try OrbitingBinary.run(
            ["show", "--size", size, "-"], stdin: String(contentsOfFile: input, encoding: .utf8))
        let first = try OrbitingBinary.run(
            ["show", "--size", size, "-"], stdin: String(contentsOfFile: part, encoding: .utf8))
        #expect(whole.stdout == first.stdout && !whole.stdout.isEmpty, "the frame depends on text the box cannot show")
    }

    @Test(arguments: ["80x24", "10000x0", "1x0"])
    func inputAtTheLimitStaysUnder200MB(size: String) throws {
        for pattern in ["\n", "lorem ipsum dolor "] {
            let input = try file("input", repeating: pattern, bytes: 256 * 1024)
            let run = try MeasuredRun.run(["show", "--size", size, "-"], input: input, home: home.root)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
        }
    }

    @Test func aForcedSizeFarTallerThanTheBoxCostsOnlyTheBox() throws {
        let words = try file("words", repeating: "word ", bytes: 20_000)
        let run = try MeasuredRun.run(
            ["show", "--size", "80x24", "--text-size", "4096", "-"], input: words, home: home.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
    }

    @Test func showStopsAtItsLimit() throws {
        let big = try file("big", repeating: "\n", bytes: 10 * 1024 * 1024)
        for input in ["/dev/zero", big] {
            let run = try MeasuredRun.run(["show", "-"], input: input, home: home.root)
            #expect(run.status == 65)
            #expect(run.stderr.contains("larger than 256 KiB"), "\(run.stderr)")
            #expect(run.stdoutBytes == 0)
            #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
        }
    }

    @Test func historyAddFromEndlessInputKeepsNothing() throws {
        let run = try MeasuredRun.run(["history", "add", "-"], input: "/dev/zero", home: home.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains("larger than 64 KiB"), "\(run.stderr)")
        #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
        #expect(try home.messages().isEmpty)
    }

    @Test func historyImportOfAnEndlessFileKeepsNothing() throws {
        for arguments in [["history", "import", "/dev/zero"], ["history", "import", "-"]] {
            let run = try MeasuredRun.run(arguments, input: "/dev/zero", home: home.root)
            #expect(run.status == 65)
            #expect(run.stderr.contains("larger than 64 MiB"), "\(run.stderr)")
            #expect(run.peakMiB < 200, "peak \(run.peakMiB) MiB")
        }
        #expect(try home.messages().isEmpty)
    }

    @Test func aMessageJustUnderTheLimitIsStillKept() throws {
        let text = String(repeating: "a", count: 64 * 1024) + "\n"
        let result = try home.run(["history", "add", "-"], stdin: text)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try home.messages().map(\.text) == [String(repeating: "a", count: 64 * 1024)])
    }
}
