import Foundation
import OrbitingTestSupport
import Synchronization
import Testing

@testable import OrbitingCore

@Suite struct LocalizerTests {
    let directory = Repository.path("Localizations")

    @Test func loadsTheChosenLanguage() {
        let japanese = Localizer.load(code: "ja", from: directory)
        #expect(japanese("historyScreen.empty") == "メッセージはまだありません")
        #expect(Localizer.load(Language.english, from: directory)("historyScreen.empty") == "No messages yet")
        #expect(japanese("time.yesterday", ["time": "9:12"]) == "昨日 9:12")
    }

    @Test func aMissingFolderUsesTheCompiledInCatalogues() {
        let localizer = Localizer.load(code: "de", from: "/nonexistent/Localizations")
        #expect(localizer("home.placeholder") == "Hier tippen")
        #expect(Localizer.load(code: "ja", from: nil)("historyScreen.empty") == "メッセージはまだありません")
        #expect(Localizer.load(code: "en", from: nil)("historyScreen.empty") == "No messages yet")
    }

    @Test func aFileOnDiskReplacesTheCompiledInCatalogue() {
        let dir = TestDirectory.make()
        _ = FileManager.default.createFile(
            atPath: dir + "/ja.json", contents: Data(#"{"home.placeholder": "ここに書く"}"#.utf8))
        let japanese = Localizer.load(code: "ja", from: dir)
        #expect(japanese("home.placeholder") == "ここに書く")
        #expect(japanese("historyScreen.empty") == "No messages yet")
        #expect(Localizer.load(code: "ko", from: dir)("common.yes") != "Yes")
    }

    @Test func aKeyMissingFromALanguageFallsBackToEnglishThenToTheKey() throws {
        let dir = TestDirectory.make()
        _ = FileManager.default.createFile(
            atPath: dir + "/de.json", contents: Data(#"{"home.placeholder": "Hier tippen"}"#.utf8))
        _ = FileManager.default.createFile(
            atPath: dir + "/en.json", contents: Data(#"{"only.en": "English only"}"#.utf8))
        let german = Localizer.load(code: "de", from: dir)
        #expect(german("home.placeholder") == "Hier tippen")
        #expect(german("only.en") == "English only")
        #expect(german("historyScreen.empty") == "No messages yet")
        #expect(german("no.such.key") == "no.such.key")
    }

    @Test func aBrokenCatalogueIsNotFatalAndTheCompiledInOneStandsIn() {
        let dir = TestDirectory.make()
        _ = FileManager.default.createFile(atPath: dir + "/fr.json", contents: Data(#"{"a": 1}"#.utf8))
        #expect(Localizer.load(code: "fr", from: dir)("common.yes") == "Oui")
    }

    /// A loaded localizer reads its catalogues on the first lookup, once, not before.
    @Test func cataloguesAreReadOnFirstUseOnly() {
        final class Count: Sendable { let loads = Atomic<Int>(0) }
        let count = Count()
        let localizer = Localizer(code: "de") {
            count.loads.add(1, ordering: .relaxed)
            return (["a": "A"], ["b": "B"])
        }
        #expect(count.loads.load(ordering: .relaxed) == 0)
        #expect(localizer("a") == "A" && localizer("b") == "B" && localizer.has("a"))
        #expect(count.loads.load(ordering: .relaxed) == 1)
    }

    @Test func fillsPlaceholdersAndLeavesUnknownOnes() {
        #expect(Localizer.fill("{count} of {total} {x}", ["count": "3", "total": "9"]) == "3 of 9 {x}")
        #expect(Localizer.fill("no braces", ["a": "b"]) == "no braces")
        #expect(Localizer.fill("open {only", ["only": "x"]) == "open {only")
    }
}
