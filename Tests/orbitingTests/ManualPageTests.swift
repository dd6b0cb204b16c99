import Foundation
import Testing

/// The manual page in every language (`orbiting --experimental-manual-page CODE`, what
/// `scripts/install` installs): the exit statuses the program really ends with, the same in
/// every language, a KEYS section with Home's, History's and the timer display's keys, and
/// the words of the catalogue as `man` shows them.
@Suite struct ManualPageTests {
    /// The page of `code` as written, with groff's minus signs as dashes and without the
    /// break points it marks between ideographs (`\:`).
    static func page(_ code: String) throws -> String {
        let run = try OrbitingBinary.run(["--experimental-manual-page", code, "2026-11-27"])
        #expect(run.status == 0, "\(code): \(run.stderr)")
        return run.stdout.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\:", with: "")
    }

    /// The lines of the section whose `.SH` title is `title`, up to the next `.SH`.
    static func section(_ title: String, of page: String) -> [String] {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: ".SH " + title) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix(".SH ") })
    }

    /// The statuses a section lists, one bold tag each (`\fB64\fR`).
    static func statuses(_ section: [String]) -> [Int32] {
        section.compactMap { line in
            guard line.hasPrefix("\\fB"), line.hasSuffix("\\fR") else { return nil }
            return Int32(line.dropFirst(3).dropLast(3))
        }
    }

    /// The codes the program ends with: each `ExitStatus` case that the executable's sources
    /// use, and the signal statuses of the README's table (129 SIGHUP, 130 SIGINT, …).
    static func codesInUse() throws -> Set<Int32> {
        let folder = ShippedThemes.repository + "/Sources/orbiting"
        let exit = try String(contentsOfFile: folder + "/OrbitingExit.swift", encoding: .utf8)
        let cases = try Regex(#"case (\w+) = (\d+)"#)
        let others = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("OrbitingExit.swift") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
        var codes: Set<Int32> = []
        for match in exit.matches(of: cases) {
            let name = String(match.output[1].substring ?? ""), value = Int32(match.output[2].substring ?? "") ?? -1
            if value == 0 || others.contains("." + name) { codes.insert(value) }
        }
        let readme = try String(contentsOfFile: ShippedThemes.repository + "/README.md", encoding: .utf8)
        let row = try #require(readme.components(separatedBy: "\n").first { $0.hasPrefix("| 128+N |") })
        for match in row.matches(of: try Regex(#"(\d+) SIG[A-Z]+"#)) {
            codes.insert(Int32(match.output[1].substring ?? "") ?? -1)
        }
        return codes
    }

    @Test func everyPageListsTheExitStatusesTheProgramUsesAndTheSameInEveryLanguage() throws {
        let expected = try Self.codesInUse()
        #expect(expected.isSuperset(of: [0, 1, 64, 65, 69, 74, 77, 78, 130, 141]))
        for code in ShippedCatalogues.codes {
            let table = ShippedCatalogues.table(code)
            let section = Self.section(table["cli.man.exitStatus"] ?? "?", of: try Self.page(code))
            let listed = Self.statuses(section)
            #expect(Set(listed) == expected, "\(code) lists \(listed), the program uses \(expected.sorted())")
            #expect(listed == listed.sorted(), "\(code)")
            // Each status with its own sentence, and no other number said to be a status.
            for status in listed {
                let meaning = try #require(table["cli.man.exit.\(status)"], "\(code): no sentence for \(status)")
                #expect(section.contains(meaning), "\(code) \(status)")
            }
        }
    }

    @Test func everyPageHasTheKeysOfHomeHistoryAndTheTimerDisplay() throws {
        for code in ShippedCatalogues.codes {
            let table = ShippedCatalogues.table(code)
            let keys = Self.section(table["cli.man.keys"] ?? "?", of: try Self.page(code)).joined(separator: "\n")
            for heading in ["help.home", "help.history", "help.timers"] {
                #expect(keys.contains(".SS \"" + (table[heading] ?? "?") + "\""), "\(code): \(heading)")
            }
            for (key, description) in [
                ("Ctrl-R", "keys.search"), ("Ctrl-F", "help.history.star"),
                ("l", "help.timers.lap"), ("Tab", "help.timers.next"),
            ] {
                #expect(keys.contains("\\fB" + key + "\\fR\n" + (table[description] ?? "?")), "\(code): \(key)")
            }
        }
    }
}
