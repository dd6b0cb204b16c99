/// The plural categories the catalogues use, as CLDR names them: `one` and `other`.
public enum PluralCategory: String, Sendable {
    /// The singular form ("1 day"; in French, Hindi, Bengali and Portuguese also 0).
    case one
    /// Every other number ("2 days"); the only form in Chinese, Japanese, Korean and Indonesian.
    case other
}

extension Localizer {
    /// The CLDR plural category of the whole number `count` in this language: `one` for 1
    /// (English, German, Spanish), for 0 and 1 (French, Portuguese, Hindi, Bengali), never
    /// (Chinese, Japanese, Korean, Indonesian: one form for every number).
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch code {
        case "zh", "zh_TW", "ja", "ko", "id": return .other
        case "fr", "pt", "hi", "bn": return count == 0 || count == 1 ? .one : .other
        default: return count == 1 ? .one : .other
        }
    }

    /// The text for `key` counted `count` ("1 day in a row", "3 days in a row"): the
    /// catalogue's `key.one` or `key.other` by the language's plural rule, `{count}` filled
    /// with `count` unless `arguments` name it.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        var arguments = arguments
        if arguments["count"] == nil { arguments["count"] = String(count) }
        let chosen = key + "." + pluralCategory(count).rawValue
        return self(has(chosen) ? chosen : key + "." + PluralCategory.other.rawValue, arguments)
    }
}
