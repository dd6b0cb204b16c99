import Foundation
import OrbitingTestSupport
import Testing

/// Themes that are gone or are not theme files: `show` goes on, says which, and never
/// hangs on a FIFO or reads `/dev/zero` without end.
@Suite struct ThemeFallbackTests {
    let home = StoreHome()
    let palette =
        ##"{"background": "#000000", "text": "#ffffff", "primary": "#ff0000", "secondary": "#00ff00", "##
        + ##""accent": "#0000ff"}"##

    @Test func aDeletedUserThemeNamedInTheSettingsFallsBackWithAWarning() throws {
        try FileManager.default.createDirectory(atPath: home.config + "/themes", withIntermediateDirectories: true)
        _ = try home.file("config/themes/mine.json", ##"{"light": \##(palette), "dark": \##(palette)}"##)
        #expect(try home.run(["config", "set", "theme", "mine"]).status == 0)
        try FileManager.default.removeItem(atPath: home.config + "/themes/mine.json")
        for command in [["show", "Hi"], ["show", "--size", "40x10", "--", "Hi"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("“mine” chosen in the settings is not there any more"), "\(result.stderr)")
            #expect(!result.stdout.isEmpty)
        }
        let follow = try home.run(["show", "--follow", "--size", "40x10"], stdin: "Hi\n")
        #expect(follow.status == 0 && follow.stderr.contains("not there any more"), "\(follow.stderr)")
        // A theme asked for by name on the command line is still a usage error.
        #expect(try home.run(["show", "--theme", "mine", "Hi"]).status == 64)
    }

    /// Runs `orbiting command…` against this home; a run still going after 30 seconds (a read
    /// waiting on a FIFO, or reading `/dev/zero` without end) is killed and reported as status -1.
    func runBounded(_ command: [String], home: StoreHome? = nil) throws -> RunResult {
        let home = home ?? self.home
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = command
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.root, "LANG": "C.UTF-8", "ORBITING_HOME": home.root, "TZ": "UTC",
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outData = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = errors.fileHandleForReading.readDataToEndOfFile() }
        let finished = ended.wait(timeout: .now() + 30) == .success
        if !finished { kill(process.processIdentifier, SIGKILL) }
        group.wait()
        process.waitUntilExit()
        return RunResult(
            status: finished ? process.terminationStatus : -1,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    @Test func aFIFOOrDevZeroAmongTheThemesIsSkippedAndNamed() throws {
        try FileManager.default.createDirectory(atPath: home.config + "/themes", withIntermediateDirectories: true)
        #expect(mkfifo(home.config + "/themes/fifo.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: home.config + "/themes/zero.json", withDestinationPath: "/dev/zero")
        for command in [["show", "Hi"], ["themes"], ["config", "set", "theme", "neon"]] {
            let result = try runBounded(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            guard command[0] != "config" else { continue }
            #expect(result.stderr.contains("fifo.json") && result.stderr.contains("zero.json"), "\(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
        }
    }
}
