import ArgumentParser
import OrbitingCore
import OrbitingText

/// `orbiting config list`: every setting, its value, and whether it is the default.
struct ConfigList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every setting.")

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.make(global, reportsSettings: false)
        let settings = try context.withSettings { store throws(StoreError) in try store.load() }
        let keyWidth = SettingDefinition.chosen.map(\.key.count).max() ?? 0
        let rows = SettingDefinition.chosen.map { definition in
            (definition, Config.shown(settings[definition.key], of: definition))
        }
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        for (definition, value) in rows {
            let note = settings[definition.key] == definition.defaultValue ? context.l10n("config.list.default") : ""
            let line =
                DisplayWidth.padded(definition.key, to: keyWidth) + "  "
                + DisplayWidth.padded(value, to: valueWidth) + "  "
                + context.l10n(definition.descriptionKey) + (note.isEmpty ? "" : " " + note)
            try StandardOutput.write(line + "\n", context.l10n)
        }
    }
}
