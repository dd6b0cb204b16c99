import Foundation
import Testing

/// `scripts/install` lays out a prefix the binary finds its resources in; without them it still works.
@Suite struct InstallTests {
    @Test func anInstalledBinaryFindsItsLanguagesAndThemes() throws {
        let prefix = OrbitingBinary.temporaryHome() + "/prefix"
        let install = try OrbitingBinary.run([ShippedThemes.repository + "/scripts/install", prefix], environment: ["ORBITING_BINARY": OrbitingBinary.path], executable: "/bin/bash")
        #expect(install.status == 0)
        let installed = prefix + "/bin/orbiting"
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/orbiting/Localizations/ja.json"))
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/orbiting/themes/mint.json"))
        let themes = try OrbitingBinary.run(["themes", "--lang", "de"], executable: installed)
        #expect(themes.status == 0)
        #expect(themes.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 9)
        #expect(themes.stdout.contains("Schwarzweiß (Standard)"))
    }

    @Test func aBinaryWithoutResourcesFallsBackToEnglishAndMono() throws {
        let bin = OrbitingBinary.temporaryHome() + "/lonely/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: OrbitingBinary.path, toPath: bin + "/orbiting")
        let themes = try OrbitingBinary.run(["themes", "--lang", "ja"], executable: bin + "/orbiting")
        #expect(themes.status == 0)
        #expect(themes.stdout == "mono  Monochrome (default)\n")
        let languages = try OrbitingBinary.run(["languages", "--lang", "ja"], executable: bin + "/orbiting")
        #expect(languages.stdout.contains("ja     日本語  (in use)"))
    }
}
