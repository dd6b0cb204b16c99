import OrbitingCore
import OrbitingText

extension ThemeProblem {
    /// The localized line reporting this skipped file, with its path and reason.
    func message(_ localizer: Localizer) -> String {
        localizer("themes.broken", ["file": TextSanitizer.escaped(file), "reason": reason(localizer)])
    }

    /// Why the file was skipped, in the run's language.
    func reason(_ localizer: Localizer) -> String {
        let safe = TextSanitizer.escaped
        switch error {
        case .unreadable:
            return localizer("themeError.unreadable")
        case .notJSONObject:
            return localizer("themeError.notJSON")
        case .missingVariant(let variant):
            return localizer("themeError.missingVariant", ["variant": variant.rawValue])
        case .missingRole(let variant, let role):
            return localizer("themeError.missingRole", ["variant": variant.rawValue, "role": role])
        case .invalidColor(let variant, let role, let value):
            return localizer("themeError.invalidColor", ["variant": variant.rawValue, "role": role, "value": safe(value)])
        case .invalidName(let name):
            return localizer("themeError.invalidName", ["name": safe(name)])
        case .duplicateName(let name):
            return localizer("themeError.duplicateName", ["name": safe(name)])
        }
    }
}
