/// One of the twelve languages Orbiting speaks.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The catalogue code: `en`, `de`, …, `zh` (Simplified), `zh_TW` (Traditional).
    public let code: String
    /// The language's name in itself ("Deutsch", "日本語"), as shown in lists.
    public let nativeName: String
    /// The locale used for dates, times and numbers (`zh_Hans`, `zh_Hant_TW`, …). Bengali
    /// writes Latin digits (`bn@numbers=latn`), as its catalogue, the timers and the ids do:
    /// one digit system throughout.
    public let localeIdentifier: String

    /// The code.
    public var description: String { code }

    /// fontconfig's `lang` for a language whose Han characters have forms of their own
    /// (`zh-tw` Traditional, `zh-cn` Simplified, `ko` Korean, `ja` Japanese), so they are
    /// drawn from that language's face; nil for the others, whose Han fallback follows the
    /// environment.
    public var hanFontLanguage: String? {
        switch code {
        case "zh_TW": return "zh-tw"
        case "zh": return "zh-cn"
        case "ko": return "ko"
        case "ja": return "ja"
        default: return nil
        }
    }

    /// Every supported language, in the order Orbiting lists them.
    public static let all: [Language] = [
        Language(code: "en", nativeName: "English", localeIdentifier: "en"),
        Language(code: "de", nativeName: "Deutsch", localeIdentifier: "de"),
        Language(code: "pt", nativeName: "Português", localeIdentifier: "pt"),
        Language(code: "es", nativeName: "Español", localeIdentifier: "es"),
        Language(code: "fr", nativeName: "Français", localeIdentifier: "fr"),
        Language(code: "hi", nativeName: "हिन्दी", localeIdentifier: "hi"),
        Language(code: "bn", nativeName: "বাংলা", localeIdentifier: "bn@numbers=latn"),
        Language(code: "id", nativeName: "Bahasa Indonesia", localeIdentifier: "id"),
        Language(code: "zh", nativeName: "简体中文", localeIdentifier: "zh_Hans"),
        Language(code: "zh_TW", nativeName: "繁體中文", localeIdentifier: "zh_Hant_TW"),
        Language(code: "ko", nativeName: "한국어", localeIdentifier: "ko"),
        Language(code: "ja", nativeName: "日本語", localeIdentifier: "ja"),
    ]

    /// English, the fallback language.
    public static let english = all[0]

    /// The language with exactly this catalogue code, or nil.
    public static func withCode(_ code: String) -> Language? {
        all.first { $0.code == code }
    }

    /// The supported language a locale or language identifier names, or nil.
    ///
    /// Accepts POSIX locales (`ja_JP.UTF-8`, `de_DE@euro`), BCP 47 tags (`pt-BR`, `zh-Hant-HK`)
    /// and bare codes, in any case. Chinese maps to `zh_TW` for Traditional script or the
    /// regions TW, HK and MO, and to `zh` otherwise. `C` and `POSIX` name no language.
    public init?(identifier: String) {
        var text = Substring(identifier)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let language = parts.first, !language.isEmpty else { return nil }
        let code: String
        if language == "zh" {
            let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            code = traditional ? "zh_TW" : "zh"
        } else {
            code = language
        }
        guard let found = Language.withCode(code) else { return nil }
        self = found
    }

    private init(code: String, nativeName: String, localeIdentifier: String) {
        self.code = code
        self.nativeName = nativeName
        self.localeIdentifier = localeIdentifier
    }
}
