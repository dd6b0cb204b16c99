import OrbitingCore
import OrbitingText

/// The language of this run: `--lang`, then the `language` setting, then the environment.
enum RunLocalization {
    /// The folder holding the catalogues, or nil (then compiled-in English is used).
    static func directory(environment: [String: String]) -> String? {
        ResourceLocator.directory(named: "Localizations", environment: environment)
    }

    /// The localizer for this run.
    ///
    /// - Parameters:
    ///   - flag: the `--lang` value; an unsupported one is a usage error, reported in the
    ///     environment's language with the list of codes.
    ///   - setting: the saved `language` setting (nil, `system` or `auto` follow the environment).
    ///   - environment: the process environment.
    static func localizer(flag: String?, setting: String?, environment: [String: String]) throws(OrbitingExit)
        -> Localizer
    {
        // The folder is looked for only when a text is first needed.
        let directory: @Sendable () -> String? = { Self.directory(environment: environment) }
        do {
            let choice = try LanguageResolver.resolve(flag: flag, setting: setting, environment: environment)
            return Localizer.load(code: choice.language.code, findingDirectory: directory)
        } catch {
            let fallback = Localizer.load(
                code: LanguageResolver.fromEnvironment(environment).language.code, findingDirectory: directory)
            let list = Language.all.map(\.code).joined(separator: ", ")
            throw OrbitingExit.message(
                fallback("error.unknownLanguage", ["value": TextSanitizer.escaped(error.value), "list": list]),
                code: .usage
            )
        }
    }
}

extension GlobalOptions {
    /// The localizer for this run, from `--lang`, the `language` setting and the environment.
    func localizer(setting: String? = nil, environment: [String: String]) throws(OrbitingExit) -> Localizer {
        try RunLocalization.localizer(flag: lang, setting: setting, environment: environment)
    }
}
