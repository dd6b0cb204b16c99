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

    /// `arguments` with a value that starts like a negative number (`config set margin -1`)
    /// moved after a `--`, so that the parser takes it as the value, not as an option, and
    /// the setting's own sentence says why it is refused.
    static func negativeValues(_ arguments: [String]) -> [String] {
        guard !arguments.contains("--"), let config = arguments.firstIndex(of: "config"),
            arguments.indices.contains(config + 1), arguments[config + 1] == "set"
        else { return arguments }
        let isNegative = { (word: String) in
            word.count > 1 && word.hasPrefix("-") && (word.dropFirst().first?.isNumber ?? false)
        }
        let tail = arguments[(config + 2)...]
        guard tail.contains(where: isNegative) else { return arguments }
        return Array(arguments[...(config + 1)]) + tail.filter { !isNegative($0) } + ["--"] + tail.filter(isNegative)
    }

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
            // The margin has a sentence of its own: how many cells it may be.
            if definition.id == .margin, case .number(let range) = definition.kind {
                throw OrbitingExit.message(
                    context.l10n(
                        "config.invalidMargin",
                        [
                            "value": TextSanitizer.singleLine(value), "low": String(range.lowerBound),
                            "high": String(range.upperBound),
                        ]), code: .usage)
            }
            throw OrbitingExit.message(
                context.l10n(
                    "config.invalidValue",
                    [
                        "key": key, "value": TextSanitizer.singleLine(value),
                        "allowed": NearestNames.nearestFirst(value, among: allowed).joined(separator: ", "),
                    ]),
                code: .usage
            )
        }
        if key == SettingKey.theme.rawValue, case .text(let name) = parsed {
            // Built-in themes and the user's own files in <config>/themes are allowed.
            let catalog = ThemeResolver.loadCatalog(paths: context.paths, environment: context.environment)
            guard catalog.theme(named: name) != nil else {
                throw OrbitingExit.message(
                    context.l10n(
                        "error.unknownTheme",
                        [
                            "value": TextSanitizer.escaped(name),
                            "list": NearestNames.nearestFirst(name, among: catalog.themes.map(\.name)).joined(
                                separator: ", "),
                        ]),
                    code: .usage
                )
            }
        }
        let key = definition.key
        try context.withSettings { store throws(StoreError) in
            try store.update { $0.set(key, to: parsed) }
        }
        try StandardOutput.write(
            context.l10n("config.set.done", ["key": key, "value": Config.shown(parsed, of: definition)]) + "\n",
            context.l10n)
        // A font that is not installed is kept (it may be installed later), and said, as every
        // command drawing with it says it.
        if key == SettingKey.font.rawValue, case .text(let name) = parsed, let choice = FontChoice(argument: name),
            let fonts = choice.outlineFonts(l10n: context.l10n, environment: context.environment),
            let note = FontChoice.substituteNote(pattern: fonts.pattern, drawn: fonts.primaryFamily, context.l10n)
        {
            StandardError.write("orbiting: " + note + "\n")
        }
    }
}
