import Foundation

extension Localizer {
    /// Loads the catalogue for `code` from `directory`, with English as fallback.
    ///
    /// A missing or unreadable catalogue is not fatal: the lookup falls back to
    /// English, then to the key.
    public static func load(code: String, from directory: String?) -> Localizer {
        func read(_ name: String) -> [String: String] {
            guard let directory,
                  let data = FileManager.default.contents(atPath: directory + "/" + name + ".json"),
                  let object = try? JSONSerialization.jsonObject(with: data),
                  let map = object as? [String: String]
            else { return [:] }
            return map
        }
        let english = read("en")
        return Localizer(code: code, table: code == "en" ? english : read(code), fallback: english)
    }
}
