import Foundation
import Testing

@Suite struct HistoryCommandTests {
    let home = StoreHome()

    @Test func addThenListForPeopleAndAsJSON() throws {
        #expect(try home.run(["history"]).stdout.contains("No messages yet"))
        let first = try home.add("Back in 5 min")
        let second = try home.add("Café ☕")
        #expect(first.count == 36 && second.count == 36 && first != second)
        let people = try home.run(["history"])
        #expect(people.status == 0)
        #expect(people.lines.count == 2)
        #expect(people.lines[0].hasPrefix(String(second.prefix(8)) + "  "))
        #expect(people.lines[0].hasSuffix("Café ☕"))
        #expect(people.lines[1].hasSuffix("Back in 5 min"))
        let json = try home.messages()
        #expect(json.map(\.text) == ["Café ☕", "Back in 5 min"])
        #expect(json.map(\.id) == [second, first])
        #expect(json.allSatisfy { !$0.isFavorite })
        let stamp = try #require(json.first?.createdAt)
        #expect(stamp.count == 24 && stamp.hasSuffix("Z") && stamp.dropFirst(10).hasPrefix("T"))
    }

    @Test func theSaveRulesSayWhyNothingWasSaved() throws {
        _ = try home.add("Hi")
        let duplicate = try home.run(["history", "add", "Hi"])
        #expect(duplicate.status == 0 && duplicate.stdout.isEmpty && duplicate.stderr.contains("same as the last"))
        let blank = try home.run(["history", "add", "   "])
        #expect(blank.status == 0 && blank.stdout.isEmpty && blank.stderr.contains("empty"))
        let tooLong = try home.run(["history", "add", "-"], stdin: String(repeating: "x", count: 65_537))
        #expect(tooLong.status == 64 && tooLong.stderr.contains("65537"))
        #expect(try home.messages().map(\.text) == ["Hi"])
    }

    @Test func standardInputKeepsLinesButNotTheFinalNewline() throws {
        let result = try home.run(["history", "add", "-"], stdin: "two\nlines\n")
        #expect(result.status == 0)
        #expect(try home.messages().map(\.text) == ["two\nlines"])
    }

    @Test func searchFavoritesAndLimit() throws {
        let cafe = try home.add("Café résumé")
        _ = try home.add("tea please")
        let wide = try home.add("ＣＡＦＥ open")
        for index in 0..<25 { _ = try home.add("filler \(index)") }
        #expect(try home.run(["history"]).lines.count == 20)
        #expect(try home.messages().count == 28)
        #expect(try home.messages(["--limit", "3"]).map(\.text) == ["filler 24", "filler 23", "filler 22"])
        #expect(try home.run(["history", "--limit", "0"]).stdout.isEmpty)
        let negative = try home.run(["history", "--limit=-1"])
        #expect(negative.status == 64 && negative.stderr.contains("0 or more"))
        #expect(try home.messages(["--search", "cafe resume"]).map(\.id) == [cafe])
        #expect(try home.messages(["--search", "CAFE"]).map(\.id) == [wide, cafe])
        let starred = try home.run(["history", "favorite", String(cafe.prefix(6))])
        #expect(starred.status == 0 && starred.stdout.contains("Café résumé"))
        #expect(try home.messages(["--favorites"]).map(\.id) == [cafe])
        #expect(try home.run(["history", "--favorites"]).lines.first?.contains("★") == true)
        #expect(try home.messages(["--favorites", "--search", "open"]).isEmpty)
        #expect(try home.run(["history", "unfavorite", cafe]).status == 0)
        #expect(try home.messages(["--favorites"]).isEmpty)
        #expect(try home.run(["history", "--favorites"]).stdout.contains("No favorites yet"))
    }

    @Test func hostileTextIsNeverPrintedRaw() throws {
        let hostile = [
            "\u{1B}[2J\u{1B}[Hgone", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\", "\u{9B}31mred",
            "bidi \u{202E}gnp.exe", "\u{2066}iso\u{2069}", "nul\u{01}\u{08}\u{7F}",
        ]
        for text in hostile { _ = try home.add(text) }
        let people = try home.run(["history", "--limit", "50"])
        let json = try home.run(["history", "--json"])
        let export = try home.run(["history", "export", "--format", "text"])
        for output in [people.stdout, json.stdout, export.stdout, people.stderr] {
            let bad = output.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(bad.isEmpty, "raw: \(bad.map { String($0.value, radix: 16) })")
        }
        #expect(people.lines.count == hostile.count)
        #expect(people.stdout.contains("␛[2J"))
        #expect(try home.messages().map(\.text) == hostile.reversed())
    }

    @Test func linesAreCutToTheWidth() throws {
        _ = try home.add(String(repeating: "long words ", count: 20))
        let line = try #require(try home.run(["history"], environment: ["COLUMNS": "40"]).lines.first)
        #expect(line.count == 40)
        #expect(line.hasSuffix("…"))
    }

    @Test func prefixesMustBeUniqueAndKnown() throws {
        let file = try home.file(
            "ids.json",
            """
            [{"id": "aaaa1111-0000-4000-8000-000000000001", "text": "one", "createdAt": "2026-01-01T10:00:00.000Z",
              "isFavorite": false},
             {"id": "aaaa2222-0000-4000-8000-000000000002", "text": "two", "createdAt": "2026-01-01T11:00:00.000Z",
              "isFavorite": false}]
            """)
        #expect(try home.run(["history", "import", file]).status == 0)
        let ambiguous = try home.run(["history", "favorite", "aaaa"])
        #expect(ambiguous.status == 64)
        #expect(
            ambiguous.stderr.contains("aaaa1111-0000-4000-8000-000000000001") && ambiguous.stderr.contains("aaaa2222"))
        let missing = try home.run(["history", "delete", "ffff", "--yes"])
        #expect(missing.status == 64 && missing.stderr.contains("ffff"))
        #expect(try home.run(["history", "delete", "AAAA2", "--yes"]).status == 0)
        #expect(try home.messages().map(\.text) == ["one"])
    }

    @Test func deleteAndClearNeedYesWithoutATerminal() throws {
        let id = try home.add("keep me")
        let refused = try home.run(["history", "delete", id])
        #expect(refused.status == 64 && refused.stderr.contains("--yes"))
        #expect(try home.run(["history", "clear"]).status == 64)
        #expect(try home.messages().count == 1)
        _ = try home.add("star me")
        let star = try home.add("starred")
        try home.run(["history", "favorite", star])
        let cleared = try home.run(["history", "clear", "--keep-favorites", "--yes"])
        #expect(cleared.status == 0 && cleared.stdout.contains("2"))
        #expect(try home.messages().map(\.text) == ["starred"])
        #expect(try home.run(["history", "clear", "-y"]).status == 0)
        #expect(try home.messages().isEmpty)
    }

    @Test func exportThenImportIntoAnEmptyStoreGivesTheSameHistory() throws {
        for text in ["first", "Café\nrésumé", "\u{1B}[31mred", "last"] { _ = try home.add(text) }
        try home.run(["history", "favorite", try #require(try home.messages().last?.id)])
        let exported = try home.run(["history", "export", "--output", home.root + "/export.json"])
        #expect(exported.status == 0)
        #expect(home.mode(home.root + "/export.json") == 0o600)
        let other = StoreHome()
        let imported = try other.run(["history", "import", home.root + "/export.json"])
        #expect(imported.status == 0 && imported.stdout.contains("Imported 4"))
        #expect(try other.messages() == home.messages())
        #expect(try other.run(["history", "--json"]).stdout == home.run(["history", "--json"]).stdout)
        let again = try other.run(["history", "import", home.root + "/export.json"])
        #expect(again.stdout.contains("Imported 0") && again.stdout.contains("skipped 4"))
        #expect(try other.messages().count == 4)
    }

    @Test func textExportAndImportKeepTheTexts() throws {
        let texts = ["one", "two\nlines", "back\\slash", "\u{1B}]0;x\u{07}"]
        for text in texts { _ = try home.add(text) }
        let export = try home.run(["history", "export", "--format", "text"])
        let file = try home.file("export.txt", export.stdout)
        let other = StoreHome()
        #expect(try other.run(["history", "import", file]).stdout.contains("Imported 4"))
        #expect(try other.messages().map(\.text) == texts.reversed())
        #expect(try other.run(["history", "import", file]).stdout.contains("Imported 0"))
    }

    @Test func importRefusesMissingAndBrokenFiles() throws {
        let missing = try home.run(["history", "import", home.root + "/nope.json"])
        #expect(missing.status == 66)
        let broken = try home.run(["history", "import", try home.file("broken.json", "[{\"id\": 1")])
        #expect(broken.status == 65 && broken.stderr.contains("Nothing was imported"))
        #expect(try home.messages().isEmpty)
    }
}
