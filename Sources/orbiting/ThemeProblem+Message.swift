import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

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
        case .notRegularFile:
            return localizer("themeError.notRegularFile")
        case .tooLarge(let limit):
            return localizer("themeError.tooLarge", ["size": String(limit / 1024) + " KiB"])
        case .notJSONObject:
            return localizer("themeError.notJSON")
        case .missingVariant(let variant):
            return localizer("themeError.missingVariant", ["variant": variant.rawValue])
        case .missingRole(let variant, let role):
            return localizer("themeError.missingRole", ["variant": variant.rawValue, "role": role])
        case .invalidColor(let variant, let role, let value):
            return localizer(
                "themeError.invalidColor", ["variant": variant.rawValue, "role": role, "value": safe(value)])
        case .invalidName(let name):
            return localizer("themeError.invalidName", ["name": safe(name)])
        case .duplicateName(let name):
            return localizer("themeError.duplicateName", ["name": safe(name)])
        }
    }
}

extension ThemeResolutionError {
    /// The localized usage error this is.
    func exit(_ localizer: Localizer) -> OrbitingExit {
        switch self {
        case .unknownTheme(let name, let known):
            return .message(
                localizer(
                    "error.unknownTheme",
                    [
                        "value": TextSanitizer.escaped(name),
                        "list": NearestNames.nearestFirst(name, among: known).joined(separator: ", "),
                    ]), code: .usage)
        case .unknownColorMode(let value):
            return .message(localizer("error.unknownColorMode", ["value": TextSanitizer.escaped(value)]), code: .usage)
        case .unknownScheme(let value):
            return .message(localizer("error.unknownScheme", ["value": TextSanitizer.escaped(value)]), code: .usage)
        }
    }
}

extension ThemeResolver {
    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    /// `resolve`, its errors as the executable reports them.
    static func resolve(
        themeName: String?, settingTheme: String? = nil, scheme: String?, colorMode: String?,
        depthSetting: ColorDepthSetting = .auto,
        environment: [String: String], outputIsTerminal: Bool, paths: OrbitingPaths, localizer: Localizer,
        catalog: ThemeCatalog? = nil, askTerminal: () -> RGBColor? = { TerminalBackgroundQuery.ask() }
    ) throws(OrbitingExit) -> ThemeResolution {
        do throws(ThemeResolutionError) {
            return try resolve(
                themeName: themeName, settingTheme: settingTheme, scheme: scheme, colorMode: colorMode,
                depthSetting: depthSetting,
                environment: environment, outputIsTerminal: outputIsTerminal, paths: paths,
                catalog: catalog, askTerminal: askTerminal)
        } catch {
            throw error.exit(localizer)
        }
    }
}

extension ThemeResolution {
    /// What to tell the person about the themes on stderr: skipped files, and a theme the
    /// settings name that is gone (the default stands in).
    func warnings(_ localizer: Localizer) -> [String] {
        var lines = problems.map { $0.message(localizer) }
        if let missing = missingSettingTheme {
            lines.append(
                localizer("themes.settingMissing", ["name": TextSanitizer.escaped(missing), "theme": theme.name]))
        }
        return lines
    }
}
