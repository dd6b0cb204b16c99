import FoundationEssentials

extension Localizer {
    /// Loads the catalogue for `code`, with English as fallback.
    ///
    /// A catalogue file in `directory` (`ORBITING_RESOURCES`, the install prefix, the
    /// repository) replaces the compiled-in one of the same language; without a readable
    /// file the compiled-in catalogue is used, so a binary copied anywhere speaks every
    /// language. A key missing from the chosen catalogue falls back to English (`en.json`
    /// over the compiled-in English), then to the key itself. Nothing is read or parsed
    /// until the first lookup.
    public static func load(code: String, from directory: String?) -> Localizer {
        load(code: code, findingDirectory: { directory })
    }

    /// Loads the catalogue for `code` (see `load(code:from:)`) from the folder `find`
    /// returns, which is looked for only at the first lookup.
    public static func load(code: String, findingDirectory find: @escaping @Sendable () -> String?) -> Localizer {
        Localizer(code: code) {
            let directory = find()
            let english = compiledEnglish.merging(readCatalogue("en", in: directory) ?? [:]) { _, file in file }
            let table = code == "en" ? english : readCatalogue(code, in: directory) ?? compiledCatalogue(code) ?? [:]
            return (table, english)
        }
    }

    /// Loads the catalogue for `language` (see `load(code:from:)`).
    public static func load(_ language: Language, from directory: String?) -> Localizer {
        load(code: language.code, from: directory)
    }

    /// The English catalogue compiled into the binary.
    public static let compiledEnglish: [String: String] = compiledCatalogue("en") ?? [:]

    /// English from the compiled-in catalogue alone, needing no files.
    public static let builtInEnglish = Localizer(code: "en", table: compiledEnglish, fallback: [:])

    /// The catalogue for `code` compiled into the binary, or nil for a code without one.
    ///
    /// - Complexity: parses that one catalogue's JSON on every call; callers keep the result.
    public static func compiledCatalogue(_ code: String) -> [String: String]? {
        compiledCatalogueText(code).flatMap { decodeCatalogue(Data($0.utf8)) }
    }

    /// The `{"key": "text"}` map in `directory/code.json`, or nil when missing or not such a map.
    public static func readCatalogue(_ code: String, in directory: String?) -> [String: String]? {
        guard let directory, let data = FileManager.default.contents(atPath: directory + "/" + code + ".json") else {
            return nil
        }
        return decodeCatalogue(data)
    }

    /// `data` as a flat `{"key": "text"}` map, or nil when it is not one.
    static func decodeCatalogue(_ data: Data) -> [String: String]? {
        try? JSONDecoder().decode([String: String].self, from: data)
    }
}
