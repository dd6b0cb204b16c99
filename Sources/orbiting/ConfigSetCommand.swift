import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingText

/// `orbiting config set KEY VALUE`: changes one setting, after checking the value.
struct ConfigSet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change one setting.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting (see `orbiting config list`).", completion: .list(settingKeys))
    var key: String

    @Argument(help: "Its new value (for kiosk-phrase, `-` reads it from standard input).")
    var value: String

    mutating func run() async throws {
        let context = try await CommandContext.make(global, reportsSettings: false)
        if key == KioskPhraseSetting.key {
            try KioskPhraseSetting.set(value, context: context)
            return
        }
        let definition = try Config.definition(key, context: context)
        let parsed: SettingValue
        switch definition.parse(value) {
        case .success(let ok):
            parsed = ok
        case .failure(.notAllowed(let key, let value, let allowed)):
            throw OrbitingExit.message(
                context.l10n("config.invalidValue", [
                    "key": key, "value": TextSanitizer.singleLine(value), "allowed": allowed.joined(separator: ", "),
                ]),
                code: .usage
            )
        }
        if key == SettingKey.theme.rawValue, case .text(let name) = parsed {
            // Built-in themes and the user's own files in <config>/themes are allowed.
            let catalog = ThemeResolver.loadCatalog(paths: context.paths, environment: context.environment)
            guard catalog.theme(named: name) != nil else {
                throw OrbitingExit.message(
                    context.l10n("error.unknownTheme", [
                        "value": TextSanitizer.escaped(name), "list": catalog.themes.map(\.name).joined(separator: ", "),
                    ]),
                    code: .usage
                )
            }
        }
        let key = definition.key
        try context.withSettings { store throws(StoreError) in
            try store.update { $0.set(key, to: parsed) }
        }
        try StandardOutput.write(context.l10n("config.set.done", ["key": key, "value": Config.shown(parsed, of: definition)]) + "\n", context.l10n)
        // A font that is not installed is kept (it may be installed later), and said, as every
        // command drawing with it says it.
        if key == SettingKey.font.rawValue, case .text(let name) = parsed, let choice = FontChoice(argument: name),
           let fonts = choice.outlineFonts(l10n: context.l10n, environment: context.environment),
           let note = FontChoice.substituteNote(pattern: fonts.pattern, drawn: fonts.primaryFamily, context.l10n) {
            StandardError.write("orbiting: " + note + "\n")
        }
    }
}
