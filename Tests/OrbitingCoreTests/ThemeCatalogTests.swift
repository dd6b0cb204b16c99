import Foundation
import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingCore

/// User themes and broken files: listed, or skipped with a reason; never a crash.
@Suite struct ThemeCatalogTests {
    let bundled = Repository.path("themes")

    func userDirectory(_ files: [String: String]) -> String {
        let dir = TestDirectory.make()
        for (name, text) in files {
            _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8))
        }
        return dir
    }

    let validPalette =
        ##"{"background": "#000000", "text": "#ffffff", "primary": "#ff0000", "secondary": "#00ff00", "##
        + ##""accent": "#0000ff"}"##

    @Test func userThemesFollowTheBundledOnesSortedByFile() {
        let dir = userDirectory([
            "zeta.json": ##"{"light": \##(validPalette), "dark": \##(validPalette)}"##,
            "alpha.json": ##"{"name": "Alpha", "light": \##(validPalette), "dark": \##(validPalette), "future": 1}"##,
        ])
        let catalog = ThemeCatalog.load(bundledDirectory: bundled, userDirectory: dir)
        #expect(catalog.problems.isEmpty)
        #expect(catalog.themes.map(\.name).suffix(2) == ["Alpha", "zeta"])
        #expect(catalog.theme(named: "alpha")?.isUserTheme == true)
        #expect(catalog.theme(named: "ZETA")?.dark.text == RGBColor(hex: "#ffffff"))
    }

    @Test func brokenUserThemesAreReportedWithFileAndReason() {
        let dir = userDirectory([
            "garbage.json": "{not json",
            "nodark.json": ##"{"light": \##(validPalette)}"##,
            "norole.json": ##"{"light": {"background": "#000000"}, "dark": \##(validPalette)}"##,
            "badcolor.json":
                ##"{"light": \##(validPalette), "dark": {"background": "black", "text": "#fff", "##
                + ##""primary": "#ff0000", "secondary": "#00ff00", "accent": "#0000ff"}}"##,
            "neon.json": ##"{"light": \##(validPalette), "dark": \##(validPalette)}"##,
            "badname.json": ##"{"name": "a b/c", "light": \##(validPalette), "dark": \##(validPalette)}"##,
            "notes.txt": "ignored",
        ])
        let catalog = ThemeCatalog.load(bundledDirectory: bundled, userDirectory: dir)
        #expect(catalog.themes.count == 9)
        let byFile = Dictionary(
            uniqueKeysWithValues: catalog.problems.map { (($0.file as NSString).lastPathComponent, $0.error) })
        #expect(
            byFile == [
                "garbage.json": .notJSONObject,
                "nodark.json": .missingVariant(.dark),
                "norole.json": .missingRole(variant: .light, role: "text"),
                "badcolor.json": .invalidColor(variant: .dark, role: "background", value: "black"),
                "neon.json": .duplicateName("neon"),
                "badname.json": .invalidName("a b/c"),
            ])
        #expect(catalog.problems.allSatisfy { $0.file.hasPrefix(dir + "/") })
    }

    @Test func missingBundledFolderUsesTheCompiledInThemes() {
        let catalog = ThemeCatalog.load(bundledDirectory: nil, userDirectory: "/nonexistent/orbiting")
        #expect(catalog.themes.map(\.name) == Theme.bundledNames)
        #expect(catalog.themes.first == Theme.builtInMono)
        #expect(catalog.themes == ThemeCatalog.load(bundledDirectory: bundled, userDirectory: nil).themes)
        #expect(catalog.problems.isEmpty)
    }

    @Test func aBundledFileReplacesTheCompiledInTheme() {
        let dir = userDirectory([
            "ocean.json": ##"{"name": "ocean", "light": \##(validPalette), "dark": \##(validPalette)}"##
        ])
        let catalog = ThemeCatalog.load(bundledDirectory: dir, userDirectory: nil)
        #expect(catalog.themes.map(\.name) == Theme.bundledNames)
        #expect(catalog.theme(named: "ocean")?.dark.background == RGBColor(red: 0, green: 0, blue: 0))
        #expect(catalog.theme(named: "mint") == Theme.compiledTheme("mint"))
        #expect(catalog.problems.isEmpty)
    }

    @Test func aBrokenBundledFileIsReportedAndTheCompiledInThemeStandsIn() throws {
        let dir = TestDirectory.make()
        for name in Theme.bundledNames where name != "mono" {
            try FileManager.default.copyItem(atPath: bundled + "/" + name + ".json", toPath: dir + "/" + name + ".json")
        }
        _ = FileManager.default.createFile(atPath: dir + "/mono.json", contents: Data("[]".utf8))
        let catalog = ThemeCatalog.load(bundledDirectory: dir, userDirectory: nil)
        #expect(catalog.themes.map(\.name) == Theme.bundledNames)
        #expect(catalog.themes.first == Theme.builtInMono)
        #expect(catalog.problems.map(\.error) == [.notJSONObject])
    }

    @Test func optionalRolesDefaultToTextPrimaryAndAccent() throws {
        let theme = try Theme.decode(
            Data(##"{"light": \##(validPalette), "dark": \##(validPalette)}"##.utf8), fallbackName: "x")
        #expect(theme.dark.status == theme.dark.text)
        #expect(theme.dark.selection == theme.dark.primary)
        #expect(theme.dark.favorite == theme.dark.accent)
    }
}
