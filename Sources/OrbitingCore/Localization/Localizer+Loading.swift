import Foundation

extension Localizer {
    /// Loads the catalogue for `code` from `directory`, with English as fallback.
    ///
    /// A missing or unreadable catalogue is not fatal: the lookup falls back to
    /// English (`en.json` over the compiled-in copy), then to the key.
    public static func load(code: String, from directory: String?) -> Localizer {
        let english = compiledEnglish.merging(readCatalogue("en", in: directory) ?? [:]) { _, file in file }
        let table = code == "en" ? english : readCatalogue(code, in: directory) ?? [:]
        return Localizer(code: code, table: table, fallback: english)
    }

    /// Loads the catalogue for `language` from `directory` (see `load(code:from:)`).
    public static func load(_ language: Language, from directory: String?) -> Localizer {
        load(code: language.code, from: directory)
    }

    /// English from the compiled-in catalogue alone, needing no files.
    public static let builtInEnglish = Localizer(code: "en", table: compiledEnglish, fallback: [:])

    /// The `{"key": "text"}` map in `directory/code.json`, or nil when missing or not such a map.
    public static func readCatalogue(_ code: String, in directory: String?) -> [String: String]? {
        guard let directory,
              let data = FileManager.default.contents(atPath: directory + "/" + code + ".json"),
              let object = try? JSONSerialization.jsonObject(with: data),
              let map = object as? [String: String]
        else { return nil }
        return map
    }
}
