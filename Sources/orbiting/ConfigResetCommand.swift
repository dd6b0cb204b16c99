import ArgumentParser
import OrbitingCore

/// `orbiting config reset [KEY]`: puts one setting, or all, back to the default.
struct ConfigReset: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset", abstract: "Put one setting, or all, back to the default.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting; none resets all.", completion: .list(settingKeys))
    var key: String?

    mutating func run() async throws {
        let context = try await CommandContext.make(global, reportsSettings: false)
        let keys = try key.map { [try Config.definition($0, context: context).key] } ?? SettingDefinition.all.map(\.key)
        try context.withSettings { store throws(StoreError) in
            try store.update { settings in
                for key in keys { settings.reset(key) }
            }
        }
        if let key = keys.first, self.key != nil, let definition = SettingDefinition.named(key) {
            try StandardOutput.write(
                context.l10n(
                    "config.reset.one", ["key": key, "value": Config.shown(definition.defaultValue, of: definition)])
                    + "\n", context.l10n)
        } else {
            try StandardOutput.write(context.l10n("config.reset.all") + "\n", context.l10n)
        }
    }
}
