import Foundation
import Testing

@Suite struct VersionTests {
    /// `--version` names the release and the commit the binary was built from.
    @Test func versionPrintsTheReleaseAndTheCommit() throws {
        let result = try OrbitingBinary.run(["--version"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .newlines)
        let match = line.wholeMatch(of: /(\d+)\.(\d+)\.(\d+) \(([0-9a-f]{12}(-dirty)?|unknown)\)/)
        #expect(match != nil, "\(line)")
        // The commit is one of this repository's (a binary built before the latest commit names an earlier one).
        if let commit = match?.output.4, commit != "unknown" {
            let id = String(commit.prefix(12))
            let known = try OrbitingBinary.run(
                ["-C", ShippedThemes.repository, "cat-file", "-e", id + "^{commit}"], executable: "/usr/bin/git")
            #expect(known.status == 0, "\(id) is not a commit of \(ShippedThemes.repository)")
        }
    }

    /// `--version` alone is answered before parsing; it says what the parser says.
    @Test func theShortcutAnswersAsTheParserDoes() throws {
        let shortcut = try OrbitingBinary.run(["--version"])
        let parsed = try OrbitingBinary.run(["--lang", "en", "--version"])
        #expect(parsed.status == 0)
        #expect(shortcut.stdout == parsed.stdout && shortcut.stderr == parsed.stderr)
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try OrbitingBinary.run(["no-such-command"])
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
    }
}
