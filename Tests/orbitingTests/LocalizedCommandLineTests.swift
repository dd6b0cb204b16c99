import Foundation
import Testing

/// `--help`, `help <command>` and usage errors speak the run's language, in every catalogue:
/// what each command and option says comes from the catalogue, nothing of the parser's
/// English is left where a translation exists, and a misspelt name gets the nearest ones.
@Suite struct LocalizedCommandLineTests {
    typealias Catalogues = ShippedCatalogues

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
        try StoreHome().run(arguments, environment: ["COLUMNS": "80"].merging(environment) { $1 })
    }

    /// The English sentences of the command-line keys that `code` translates: none of them
    /// may appear in that language's output.
    private func englishLeftovers(in output: String, code: String) -> [String] {
        guard code != "en" else { return [] }
        let english = Catalogues.table("en"), table = Catalogues.table(code)
        let squeezed = Catalogues.squeezed(output)
        return english.filter { key, text in
            key.hasPrefix("cli.") && text.contains(" ") && table[key] != text
                && squeezed.contains(Catalogues.squeezed(text.components(separatedBy: "{").first ?? text))
                && (text.components(separatedBy: "{").first ?? "").count > 12
        }.keys.sorted()
    }

    @Test(arguments: ShippedCatalogues.codes)
    func topHelpIsInTheLanguage(code: String) throws {
        let table = Catalogues.table(code)
        let result = try run(["--lang", code, "--help"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = Catalogues.squeezed(result.stdout)
        for key in [
            "cli.orbiting.abstract", "cli.orbiting.discussion", "cli.history.abstract", "cli.arg.lang",
            "cli.label.usage", "cli.label.options", "cli.label.subcommands",
        ] {
            #expect(output.contains(Catalogues.squeezed(try #require(table[key]))), "\(code): \(key)\n\(result.stdout)")
        }
        #expect(englishLeftovers(in: result.stdout, code: code) == [], "\(code)\n\(result.stdout)")
    }

    @Test(arguments: ShippedCatalogues.codes)
    func historyHelpIsInTheLanguage(code: String) throws {
        let table = Catalogues.table(code)
        let result = try run(["--lang", code, "history", "--help"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = Catalogues.squeezed(result.stdout)
        for key in [
            "cli.history.abstract", "cli.history.add.abstract", "cli.history.arg.search", "cli.arg.limit",
            "cli.arg.favorites", "cli.arg.help",
        ] {
            #expect(output.contains(Catalogues.squeezed(try #require(table[key]))), "\(code): \(key)\n\(result.stdout)")
        }
        #expect(output.contains("--limit<" + Catalogues.squeezed(try #require(table["cli.value.n"])) + ">"))
        #expect(englishLeftovers(in: result.stdout, code: code) == [], "\(code)\n\(result.stdout)")
        // `help history` and `history -h` are the same page.
        #expect(try run(["--lang", code, "help", "history"]).stdout == result.stdout)
        #expect(try run(["--lang", code, "history", "-h"]).stdout == result.stdout)
    }

    /// A misspelt command: exit 64, the sentence in the language and the nearest command.
    @Test(arguments: ShippedCatalogues.codes)
    func aMisspeltCommandGetsTheNearestOne(code: String) throws {
        let table = Catalogues.table(code)
        let result = try run(["--lang", code, "histroy"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let error = Catalogues.squeezed(result.stderr)
        let sentence = Catalogues.fill(try #require(table["cli.error.unknownCommand"]), ["command": "histroy"])
        #expect(error.contains(Catalogues.squeezed(sentence)), "\(code)\n\(result.stderr)")
        let hint = Catalogues.fill(try #require(table["cli.didYouMean"]), ["names": "history"])
        #expect(error.contains(Catalogues.squeezed(hint)), "\(code)\n\(result.stderr)")
        #expect(englishLeftovers(in: result.stderr, code: code) == [], "\(code)\n\(result.stderr)")
    }

    /// A missing value (`config set margin` without one) and a misspelt option.
    @Test(arguments: ShippedCatalogues.codes)
    func usageErrorsAreInTheLanguage(code: String) throws {
        let table = Catalogues.table(code)
        let missing = try run(["--lang", code, "config", "set", "margin"])
        #expect(missing.status == 64)
        let value = "<" + (try #require(table["cli.value.value"])) + ">"
        let sentence = Catalogues.fill(try #require(table["cli.error.missingArgument"]), ["value": value])
        #expect(
            Catalogues.squeezed(missing.stderr).contains(Catalogues.squeezed(sentence)), "\(code)\n\(missing.stderr)")
        #expect(!missing.stderr.contains("Missing expected argument") || code == "en")

        let option = try run(["--lang", code, "history", "--limt", "3"])
        #expect(option.status == 64)
        let unknown = Catalogues.fill(try #require(table["cli.error.unknownOption"]), ["option": "--limt"])
        let hint = Catalogues.fill(try #require(table["cli.didYouMean"]), ["names": "--limit"])
        let error = Catalogues.squeezed(option.stderr)
        #expect(
            error.contains(Catalogues.squeezed(unknown)) && error.contains(Catalogues.squeezed(hint)),
            "\(code)\n\(option.stderr)")

        let invalid = try run(["--lang", code, "history", "--limit", "many"])
        #expect(invalid.status == 64)
        let bad = Catalogues.fill(
            try #require(table["cli.error.invalidValue"]),
            ["value": "many", "argument": "--limit <" + (table["cli.value.n"] ?? "") + ">"])
        #expect(Catalogues.squeezed(invalid.stderr).contains(Catalogues.squeezed(bad)), "\(code)\n\(invalid.stderr)")
    }

    /// Without `--lang`, the language setting chooses, then the environment.
    @Test func theSettingThenTheEnvironmentChooseTheLanguage() throws {
        let home = StoreHome()
        let german = Catalogues.table("de"), japanese = Catalogues.table("ja")
        let fromEnvironment = try home.run(
            ["history", "--help"], environment: ["LANG": "de_DE.UTF-8", "COLUMNS": "80"])
        #expect(
            Catalogues.squeezed(fromEnvironment.stdout).contains(
                Catalogues.squeezed(german["cli.history.abstract"] ?? "?")))
        #expect(try home.run(["config", "set", "language", "ja"]).status == 0)
        let fromSetting = try home.run(["history", "--help"], environment: ["LANG": "de_DE.UTF-8", "COLUMNS": "80"])
        #expect(
            Catalogues.squeezed(fromSetting.stdout).contains(
                Catalogues.squeezed(japanese["cli.history.abstract"] ?? "?")))
        let error = try home.run(["histroy"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(error.status == 64)
        #expect(
            error.stderr.contains(Catalogues.fill(japanese["cli.didYouMean"] ?? "?", ["names": "history"])),
            "\(error.stderr)")
    }

    /// Every command, argument and placeholder the parser knows has its words in all twelve
    /// catalogues: a command or option added without them fails here.
    @Test func everyCommandAndArgumentHasItsWordsInEveryCatalogue() throws {
        let dump = try run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let tables = Dictionary(uniqueKeysWithValues: Catalogues.codes.map { ($0, Catalogues.table($0)) })
        #expect(tables.count == 12)
        let english = Catalogues.table("en")
        var missing: [String] = [], drifted: [String] = []
        func visit(_ command: [String: Any], _ path: [String]) {
            let name = command["commandName"] as? String ?? "?"
            if name == "help" && path.count == 1 { return }  // the parser's own, never shown
            let full = path + [name]
            let base = full.count == 1 ? "cli.orbiting" : "cli." + full.dropFirst().joined(separator: ".")
            var keys: [[String]] = [[base + ".abstract"]]
            // The parser's English (still what completions and the dump show) is the English
            // catalogue's, so the two never drift apart.
            if english[base + ".abstract"] != command["abstract"] as? String { drifted.append(base + ".abstract") }
            if let discussion = command["discussion"] as? String {
                keys.append([base + ".discussion"])
                if english[base + ".discussion"] != discussion { drifted.append(base + ".discussion") }
            }
            for argument in command["arguments"] as? [[String: Any]] ?? []
            where argument["shouldDisplay"] as? Bool ?? true {
                let valueName = argument["valueName"] as? String ?? ""
                let preferred = (argument["preferredName"] as? [String: Any])?["name"] as? String
                let keyName = preferred ?? String(valueName.split(separator: " ").first ?? "")
                keys.append([base + ".arg." + keyName, "cli.arg." + keyName])
                let help = english[base + ".arg." + keyName] ?? english["cli.arg." + keyName]
                if help != argument["abstract"] as? String { drifted.append(base + ".arg." + keyName) }
                if argument["kind"] as? String != "flag" { keys.append(["cli.value." + valueName]) }
            }
            for (code, table) in tables {
                for choices in keys where !choices.contains(where: { table[$0] != nil }) {
                    missing.append("\(code): \(choices[0])")
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { visit(sub, full) }
        }
        visit(try #require(root["command"] as? [String: Any]), [])
        #expect(missing == [])
        #expect(drifted == [], "the English help in the code differs from Localizations/en.json")
    }
}
