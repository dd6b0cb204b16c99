import Foundation
import OrbitingTestSupport

/// A headless `orbiting room NAME --json` writing its lines to a file, for tests.
final class RoomListener: @unchecked Sendable {
    let output = TestDirectory.make("listener") + "/lines"
    let process = Process()

    /// Starts `orbiting room NAME --json` with `arguments` after it and `environment`.
    init(_ name: String, arguments: [String], home: String, environment: [String: String] = [:]) throws {
        FileManager.default.createFile(atPath: output, contents: nil)
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = ["room", name, "--json"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "ORBITING_HOME": home].merging(environment) {
            $1
        }
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// The lines printed so far, each decoded as a JSON object.
    func lines() -> [[String: Any]] {
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// The texts of the documents received so far.
    func texts() -> [String] { lines().compactMap { $0["text"] as? String } }

    /// Waits until `condition` holds for the lines, or `timeout` seconds pass (generous: twenty
    /// listeners and a broker on a busy machine are slow, and the event ends the wait).
    @discardableResult
    func waitFor(timeout: Double = 60, _ condition: ([[String: Any]]) -> Bool) -> Bool {
        Poll.until(timeout: .seconds(timeout), every: .milliseconds(20)) { condition(lines()) }
    }

    /// Ends it.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
