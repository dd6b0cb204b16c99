import Foundation
import Testing

@testable import OrbitingCore

/// The shipped `themes/*.json` files: present, complete, readable and high-contrast.
@Suite struct ThemeFilesTests {
    let catalog = ThemeCatalog.load(bundledDirectory: Repository.path("themes"), userDirectory: nil)

    @Test func allNineBundledThemesLoadInTheOriginalOrder() {
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(
            catalog.themes.map(\.name) == [
                "mono", "contrast", "neon", "candy", "classic", "sunset", "forest", "ocean", "mint",
            ])
        #expect(catalog.themes.allSatisfy { !$0.isUserTheme })
    }

    @Test(arguments: ThemeVariant.allCases)
    func textOnBackgroundIsAtLeastSevenToOne(variant: ThemeVariant) {
        for theme in catalog.themes {
            let palette = theme.palette(variant)
            #expect(palette.textContrast >= 7, "\(theme.name) \(variant): \(palette.textContrast)")
            #expect(palette.status.contrastRatio(with: palette.background) >= 4.5, "\(theme.name) \(variant) status")
        }
    }

    @Test func everyFileDeclaresItsOwnNameAndTheFiveRoles() throws {
        for name in Theme.bundledNames {
            let data = try #require(FileManager.default.contents(atPath: Repository.path("themes/\(name).json")))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["name"] as? String == name)
            for variant in ["light", "dark"] {
                let roles = try #require(object[variant] as? [String: String], "\(name).\(variant)")
                #expect(Set(Palette.requiredRoles).isSubset(of: Set(roles.keys)), "\(name).\(variant)")
            }
        }
    }

    @Test func lightVariantsAreLightAndDarkVariantsDark() {
        for theme in catalog.themes {
            #expect(theme.light.background.relativeLuminance > theme.light.text.relativeLuminance, "\(theme.name)")
            #expect(theme.dark.background.relativeLuminance < theme.dark.text.relativeLuminance, "\(theme.name)")
        }
    }

    @Test func compiledInMonoEqualsMonoJSON() throws {
        let fromFile = try #require(catalog.theme(named: "mono"))
        #expect(fromFile == Theme.builtInMono)
    }

    /// The themes compiled into the binary are the files as they are now.
    @Test func compiledInThemesAreTheFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.path("themes"))
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Theme.compiledThemeNames == files.sorted(), "run scripts/generate-resources")
        for name in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path("themes/\(name).json")))
            #expect(
                Theme.compiledTheme(name) == (try Theme.decode(data, fallbackName: name)),
                "themes/\(name).json changed: run scripts/generate-resources")
        }
    }
}
