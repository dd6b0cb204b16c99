import Foundation
import Testing

/// `scripts/install` lays out a prefix the binary finds its resources in; without them it still works.
@Suite struct InstallTests {
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8"].merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func anInstalledBinaryFindsItsLanguagesAndThemes() throws {
        let prefix = OrbitingBinary.temporaryHome() + "/prefix"
        let install = try run("/bin/bash", [Self.repository + "/scripts/install", prefix], environment: ["ORBITING_BINARY": OrbitingBinary.path])
        #expect(install.status == 0)
        let installed = prefix + "/bin/orbiting"
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/orbiting/Localizations/ja.json"))
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/orbiting/themes/mint.json"))
        let themes = try run(installed, ["themes", "--lang", "de"])
        #expect(themes.status == 0)
        #expect(themes.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 9)
        #expect(themes.stdout.contains("Schwarzweiß (Standard)"))
    }

    @Test func aBinaryWithoutResourcesFallsBackToEnglishAndMono() throws {
        let bin = OrbitingBinary.temporaryHome() + "/lonely/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: OrbitingBinary.path, toPath: bin + "/orbiting")
        let themes = try run(bin + "/orbiting", ["themes", "--lang", "ja"])
        #expect(themes.status == 0)
        #expect(themes.stdout == "mono  Monochrome (default)\n")
        let languages = try run(bin + "/orbiting", ["languages", "--lang", "ja"])
        #expect(languages.stdout.contains("ja     日本語  (in use)"))
    }
}
