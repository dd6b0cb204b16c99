/// Where the language of a run came from.
public enum LanguageSource: Sendable, Hashable {
    /// The `--lang` flag.
    case flag
    /// The `language` setting.
    case setting
    /// An environment variable (`LC_ALL`, `LC_MESSAGES` or `LANG`).
    case environment(String)
    /// Nothing chose a supported language, so English.
    case fallback
}

/// The language chosen for a run, and why.
public struct ResolvedLanguage: Sendable, Hashable {
    /// The language.
    public var language: Language
    /// What chose it.
    public var source: LanguageSource
}

/// `--lang` named a language Orbiting does not have.
public struct UnsupportedLanguageError: Error, Sendable, Hashable {
    /// The value as given.
    public var value: String
}

/// Chooses the language: the `--lang` flag, then the `language` setting, then the environment.
///
/// The flag is for one run, so it beats the saved setting. In the environment the first
/// non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` decides (as POSIX `setlocale` does): a
/// supported language is used, anything else (`C`, `it_IT`) means English.
public enum LanguageResolver {
    /// The setting values that mean "follow the environment".
    public static let automaticSettingValues: Set<String> = ["", "auto", "system"]

    /// The language for a run.
    ///
    /// - Parameters:
    ///   - flag: the `--lang` value, if given; an unsupported one is an error.
    ///   - setting: the `language` setting, if any; an unsupported value is ignored
    ///     (the settings model reports it), as are `""`, `auto` and `system`.
    ///   - environment: the process environment.
    public static func resolve(flag: String?, setting: String?, environment: [String: String])
        throws(UnsupportedLanguageError) -> ResolvedLanguage
    {
        if let flag {
            guard let language = Language(identifier: flag) else { throw UnsupportedLanguageError(value: flag) }
            return ResolvedLanguage(language: language, source: .flag)
        }
        if let setting, !automaticSettingValues.contains(setting.lowercased()),
            let language = Language(identifier: setting)
        {
            return ResolvedLanguage(language: language, source: .setting)
        }
        return fromEnvironment(environment)
    }

    /// The language the environment asks for (`LC_ALL` > `LC_MESSAGES` > `LANG`), English when unsupported or unset.
    public static func fromEnvironment(_ environment: [String: String]) -> ResolvedLanguage {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let language = Language(identifier: value) else { break }
            return ResolvedLanguage(language: language, source: .environment(variable))
        }
        return ResolvedLanguage(language: .english, source: .fallback)
    }
}
