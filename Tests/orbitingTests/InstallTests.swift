import Foundation
import OrbitingTestSupport
import Testing

/// `scripts/install` lays out a prefix: the binary, its manual page and shell completions;
/// the binary needs nothing else, wherever it is.
@Suite struct InstallTests {
    @Test func installsTheBinaryTheManualAndTheCompletions() throws {
        let prefix = TestDirectory.make() + "/prefix"
        let install = try OrbitingBinary.run(
            [ShippedThemes.repository + "/scripts/install", prefix],
            environment: ["ORBITING_BINARY": OrbitingBinary.path], executable: "/bin/bash")
        try #require(install.status == 0, "\(install.stderr)")
        let installed = prefix + "/bin/orbiting"
        let files = try FileManager.default.subpathsOfDirectory(atPath: prefix)
            .filter {
                var isDirectory: ObjCBool = false;
                return FileManager.default.fileExists(atPath: prefix + "/" + $0, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
        let translated = ShippedCatalogues.codes.filter { $0 != "en" }
        #expect(translated.count == 11)
        #expect(
            files.sorted()
                == ([
                    "bin/orbiting",
                    "share/bash-completion/completions/orbiting",
                    "share/fish/vendor_completions.d/orbiting.fish",
                    "share/man/man1/orbiting.1",
                    "share/zsh/site-functions/_orbiting",
                ] + translated.map { "share/man/\($0)/man1/orbiting.1" }).sorted())
        // Each language's page says what its catalogue says, and groff reads it without a warning.
        for code in translated {
            let path = prefix + "/share/man/\(code)/man1/orbiting.1"
            let page = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
                .replacingOccurrences(of: "\\:", with: "")
            let table = ShippedCatalogues.table(code)
            for key in [
                "cli.man.synopsis", "cli.man.description", "cli.orbiting.abstract", "cli.history.abstract",
                "cli.arg.limit", "cli.arg.duration",
            ] {
                #expect(page.contains(table[key] ?? "?"), "\(code): \(key)")
            }
            let english = ShippedCatalogues.table("en")
            #expect(!page.contains(english["cli.history.abstract"] ?? "?"), "\(code)")
            let groff = try OrbitingBinary.run(
                ["-c", "preconv '\(path)' | groff -man -Tutf8 -ww -z 2>&1"], executable: "/bin/sh")
            #expect(groff.stdout.isEmpty, "\(code): \(groff.stdout)")
        }
        let manual = try String(contentsOfFile: prefix + "/share/man/man1/orbiting.1", encoding: .utf8)
        #expect(manual.contains("history") && manual.contains("themes"))
        // The English page as man shows it keeps the catalogue's sentences whole (the "…" of
        // the language option) and says what each exit status means.
        let shown = try OrbitingBinary.run(
            ["-c", "preconv '\(prefix)/share/man/man1/orbiting.1' | groff -man -Tutf8 -rLL=300n -P-cbu 2>&1"],
            executable: "/bin/sh")
        let english = ShippedCatalogues.table("en")
        for key in ["cli.arg.lang", "cli.man.exit.64", "cli.man.exit.141", "help.timers.lap"] {
            #expect(shown.stdout.contains(english[key] ?? "?"), "\(key)")
        }
        #expect((english["cli.arg.lang"] ?? "").contains("…"))
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
        let themes = try OrbitingBinary.run(
            ["themes", "--color", "never"], environment: environment, executable: bin + "/orbiting")
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
        let unknown = try OrbitingBinary.run(
            ["show", "--theme", "plaid", "Hi"], environment: environment, executable: bin + "/orbiting")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("「plaid」というテーマはありません"))
    }
}
