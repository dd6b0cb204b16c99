import Foundation
import OrbitingTestSupport

/// Helpers for end-to-end tests of the store commands: one private home per test.
struct StoreHome {
    /// The `ORBITING_HOME` of this test.
    let root = TestDirectory.make()
    /// Where the messages are.
    var data: String { root + "/data" }
    /// Where the settings are.
    var config: String { root + "/config" }

    /// Runs `orbiting arguments…` against this home (fixed time zone and width).
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> RunResult {
        var env = ["ORBITING_HOME": root, "TZ": "UTC", "COLUMNS": "60"]
        env.merge(environment) { _, new in new }
        return try OrbitingBinary.run(arguments, stdin: stdin, environment: env)
    }

    /// Adds `text` and returns its id.
    func add(_ text: String) throws -> String {
        let result = try run(["history", "add", text])
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The history as `--json` decodes it, newest first.
    func messages(_ extra: [String] = []) throws -> [ExportedMessage] {
        let result = try run(["history", "--json"] + extra)
        return try JSONDecoder().decode([ExportedMessage].self, from: Data(result.stdout.utf8))
    }

    /// Writes `text` as a file under this home and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = root + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The names in a directory, sorted.
    func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// A file's permission bits.
    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }
}

/// One message of `orbiting history --json`.
struct ExportedMessage: Decodable, Equatable {
    var id: String
    var text: String
    var createdAt: String
    var isFavorite: Bool
}

/// Runs a command line (not the orbiting binary) and returns its status.
@discardableResult
func shell(_ command: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}
