import Foundation
import Testing

@testable import OrbitingCore

/// The twelve shipped catalogues: complete, consistent, really translated, and mergeable.
@Suite struct CatalogueTests {
    static let directory = Repository.path("Localizations")
    static let codes = Language.all.map(\.code)

    static func table(_ code: String) throws -> [String: String] {
        try #require(Localizer.readCatalogue(code, in: directory), "\(code).json is missing or not a flat map")
    }

    static func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Whether `text` has letters outside its `{placeholders}`.
    static func hasWords(_ text: String) -> Bool {
        var outside = "", depth = 0
        for character in text {
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                outside.append(character)
            }
        }
        return outside.contains { $0.isLetter }
    }

    @Test func placeholderOnlyValuesAreRecognized() {
        #expect(!Self.hasWords("{time}") && !Self.hasWords("{key} = {value}") && !Self.hasWords("{date} {time}"))
        #expect(Self.hasWords("Yesterday {time}") && Self.hasWords("[y/N]"))
    }

    @Test(arguments: codes)
    func hasExactlyTheEnglishKeys(code: String) throws {
        let english = try Self.table("en"), table = try Self.table(code)
        #expect(Set(english.keys).subtracting(table.keys).sorted() == [], "missing in \(code)")
        #expect(Set(table.keys).subtracting(english.keys).sorted() == [], "only in \(code)")
    }

    @Test(arguments: codes)
    func usesTheSamePlaceholdersAsEnglish(code: String) throws {
        let english = try Self.table("en"), table = try Self.table(code)
        for (key, text) in table {
            #expect(Self.placeholders(text) == Self.placeholders(english[key] ?? ""), "\(code): \(key)")
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(code): \(key) is empty")
        }
    }

    @Test(arguments: codes.filter { $0 != "en" })
    func isReallyTranslated(code: String) throws {
        let english = try Self.table("en"), table = try Self.table(code)
        // Values with no words outside their placeholders ("{time}", "{key} = {value}") have
        // nothing to translate; of the rest, only proper nouns (Orbiting) and a few words that
        // are the same in both languages may stay equal.
        // The command line's placeholders and section titles (`<n>`, `<id>`, "OPTIONS",
        // "DESCRIPTION") and the preview's two letters are often the same; sentences are not.
        // Key caps (Del, Enter, Esc) are what the keys themselves say, in most languages English.
        let same = table.filter { english[$0.key] == $0.value && Self.hasWords($0.value) }.keys
            .filter {
                !$0.hasPrefix("cli.value.") && !$0.hasPrefix("cli.label.") && $0 != "settingsScreen.previewSample"
            }
            // Del, Enter, Esc: what the keys say
            .filter { !$0.hasPrefix("keycap.") || $0 == "keycap.anyKey" }
            // the exit statuses are sentences
            .filter { !($0.hasPrefix("cli.man.") && !$0.hasPrefix("cli.man.exit.")) }
            .sorted()
        #expect(same.count <= 5, "\(code) leaves \(same.count) values in English: \(same)")
    }

    @Test(arguments: codes)
    func creditsTheOriginalCreators(code: String) throws {
        let credit = try #require(try Self.table(code)["about.credit"])
        #expect(credit.contains("Christine Sun Kim") && credit.contains("Harper Reed"))
    }

    /// One key per line, sorted, two-space indent: what `scripts/format-localizations` writes,
    /// so that branches adding keys merge cleanly.
    @Test(arguments: codes)
    func isInCanonicalMergeFriendlyForm(code: String) throws {
        let text = try String(contentsOfFile: Self.directory + "/" + code + ".json", encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        #expect(lines.first == "{")
        #expect(lines.suffix(2) == ["}", ""])
        lines = Array(lines.dropFirst().dropLast(2))
        let keys = lines.map { line in line.dropFirst(3).prefix { $0 != "\"" } }
        #expect(lines.allSatisfy { $0.hasPrefix("  \"") && !$0.hasPrefix("   ") }, "\(code)")
        #expect(keys.map(String.init) == keys.map(String.init).sorted(), "\(code) keys are not sorted")
        #expect(lines.count == (try Self.table(code)).count, "\(code): one key per line")
    }

    /// The catalogues compiled into the binary are the files as they are now.
    @Test(arguments: codes)
    func compiledInCatalogueIsTheFile(code: String) throws {
        let text = try String(contentsOfFile: Self.directory + "/" + code + ".json", encoding: .utf8)
        #expect(
            Localizer.compiledCatalogueText(code) == text,
            "Localizations/\(code).json changed: run scripts/generate-resources")
        #expect(Localizer.compiledCatalogue(code) == (try Self.table(code)))
    }

    /// "Kept" is what Enter does (the message stays on screen); "saved" is what the history
    /// holds. In English, "keep"/"kept" is used only for Enter's action, so the two never mix.
    @Test func keptIsOnlyWhatEnterDoes() throws {
        let enterKeys: Set = [
            "home.action.keep", "home.hint.kept", "keys.keep", "welcome.keep", "cli.orbiting.discussion",
        ]
        for (key, value) in try Self.table("en") {
            let words = value.lowercased().split { !$0.isLetter }
            if words.contains("keep") || words.contains("kept") || words.contains("keeps") {
                #expect(enterKeys.contains(key), "\(key) says keep/kept for something other than Enter: \(value)")
            }
        }
        for key in enterKeys {
            let value = try #require(Self.table("en")[key])
            #expect(value.lowercased().contains("keep") || value.lowercased().contains("kept"), "\(key)")
        }
    }

    @Test func everyCatalogueFileIsCompiledIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Localizer.compiledCatalogueCodes == files.sorted(), "run scripts/generate-resources")
        #expect(Localizer.compiledEnglish == (try Self.table("en")))
    }

    @Test func everySupportedLanguageHasACatalogueAndNoOtherDoes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(Self.codes))
    }
}
