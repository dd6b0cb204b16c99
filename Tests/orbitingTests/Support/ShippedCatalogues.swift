import Foundation

/// The shipped catalogues (`Localizations/*.json`), read as the tests' expectations: what
/// each language says, never a copy written into a test.
enum ShippedCatalogues {
    /// Every catalogue code, sorted (`bn`, `de`, `en`, …).
    static let codes: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: ShippedThemes.repository + "/Localizations")) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The catalogue of `code` as a flat map (empty when it cannot be read).
    static func table(_ code: String) -> [String: String] {
        let path = ShippedThemes.repository + "/Localizations/" + code + ".json"
        guard let data = FileManager.default.contents(atPath: path),
            let table = try? JSONSerialization.jsonObject(with: data) as? [String: String]
        else { return [:] }
        return table
    }

    /// `template` with each `{name}` replaced by `values[name]`.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{" + $1.key + "}", with: $1.value) }
    }

    /// `text` without any whitespace: help is wrapped to the width, so sentences are compared
    /// with their line breaks (and the spaces at them) taken out.
    static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
