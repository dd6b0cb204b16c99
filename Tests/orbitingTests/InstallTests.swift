import Foundation
import Testing
import OrbitingTestSupport

/// `scripts/install` lays out a prefix: the binary, its manual page and shell completions;
/// the binary needs nothing else, wherever it is.
@Suite struct InstallTests {
    @Test func installsTheBinaryTheManualAndTheCompletions() throws {
        let prefix = TestDirectory.make() + "/prefix"
        let install = try OrbitingBinary.run([ShippedThemes.repository + "/scripts/install", prefix], environment: ["ORBITING_BINARY": OrbitingBinary.path], executable: "/bin/bash")
        try #require(install.status == 0, "\(install.stderr)")
        let installed = prefix + "/bin/orbiting"
        let files = try FileManager.default.subpathsOfDirectory(atPath: prefix)
            .filter { var isDirectory: ObjCBool = false; return FileManager.default.fileExists(atPath: prefix + "/" + $0, isDirectory: &isDirectory) && !isDirectory.boolValue }
        #expect(files.sorted() == [
            "bin/orbiting",
            "share/bash-completion/completions/orbiting",
            "share/fish/vendor_completions.d/orbiting.fish",
            "share/man/man1/orbiting.1",
            "share/zsh/site-functions/_orbiting",
        ])
        let manual = try String(contentsOfFile: prefix + "/share/man/man1/orbiting.1", encoding: .utf8)
        #expect(manual.contains(".Nm orbiting") || manual.contains("orbiting"))
        #expect(manual.contains("history") && manual.contains("themes"))
        let bash = try String(contentsOfFile: prefix + "/share/bash-completion/completions/orbiting", encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("orbiting"))
        let themes = try OrbitingBinary.run(["themes", "--lang", "de"], executable: installed)
        #expect(themes.status == 0)
        #expect(themes.lines.count == 9)
        #expect(themes.stdout.contains("Schwarzweiß (Standard)"))
    }

    /// The catalogues and themes are compiled in: a binary copied alone to an empty folder
    /// still speaks Japanese (from `LANG`) and draws the ocean theme.
    @Test func aBinaryCopiedAloneSpeaksJapaneseAndDrawsTheOceanTheme() throws {
        let bin = TestDirectory.make() + "/lonely"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: OrbitingBinary.path, toPath: bin + "/orbiting")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bin) == ["orbiting"])
        let home = TestDirectory.make()
        let environment = ["LANG": "ja_JP.UTF-8", "ORBITING_HOME": home, "COLORTERM": "truecolor"]
        let themes = try OrbitingBinary.run(["themes", "--color", "never"], environment: environment, executable: bin + "/orbiting")
        #expect(themes.status == 0)
        #expect(themes.lines.count == 9)
        #expect(themes.stdout.contains("オーシャン") && themes.stdout.contains("モノクロ"))
        let show = try OrbitingBinary.run(
            ["show", "--size", "40x10", "--theme", "ocean", "--scheme", "dark", "--color", "always", "こんにちは"],
            environment: environment, executable: bin + "/orbiting"
        )
        #expect(show.status == 0)
        let escape = try ShippedThemes.trueColorEscape(theme: "ocean", variant: "dark")
        #expect(!show.lines.isEmpty && show.lines.allSatisfy { $0.hasPrefix(escape) })
        let unknown = try OrbitingBinary.run(["show", "--theme", "plaid", "Hi"], environment: environment, executable: bin + "/orbiting")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("「plaid」というテーマはありません"))
    }
}
