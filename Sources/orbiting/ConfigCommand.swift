import ArgumentParser
import OrbitingCore

/// `orbiting config`: reads and changes settings.
struct Config: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Read and change settings.",
        subcommands: [ConfigList.self, ConfigGet.self, ConfigSet.self, ConfigReset.self],
        defaultSubcommand: ConfigList.self
    )

    /// The definition for `key`, or the usage error naming every setting.
    static func definition(_ key: String, context: CommandContext) throws -> SettingDefinition {
        guard let definition = SettingDefinition.named(key) else {
            let keys = SettingDefinition.all.map(\.key).joined(separator: ", ")
            throw OrbitingExit.message(
                context.l10n("config.unknownKey", ["key": DisplayLine.sanitized(key), "keys": keys]),
                code: .usage
            )
        }
        return definition
    }

    /// A value as a person reads it: the language's `auto` when unset.
    static func shown(_ value: SettingValue) -> String {
        value == .unset ? SettingDefinition.automatic : DisplayLine.sanitized(value.description)
    }
}

/// `orbiting config list`: every setting, its value, and whether it is the default.
struct ConfigList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every setting.")

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        let context = CommandContext(global)
        let settings = try await context.withSettings { store throws(StoreError) in try await store.load() }
        let keyWidth = SettingDefinition.all.map(\.key.count).max() ?? 0
        let rows = SettingDefinition.all.map { definition in
            (definition, Config.shown(settings[definition.key]))
        }
        let valueWidth = rows.map { DisplayLine.width(of: $0.1) }.max() ?? 0
        for (definition, value) in rows {
            let note = settings[definition.key] == definition.defaultValue ? context.l10n("config.list.default") : ""
            let line = definition.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  "
                + value + String(repeating: " ", count: valueWidth - DisplayLine.width(of: value)) + "  "
                + context.l10n(definition.descriptionKey) + (note.isEmpty ? "" : " " + note)
            StandardOutput.write(line + "\n")
        }
    }
}

/// `orbiting config get KEY`: prints one setting's value.
struct ConfigGet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting's value.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting (see `orbiting config list`).")
    var key: String

    mutating func run() async throws {
        let context = CommandContext(global)
        let definition = try Config.definition(key, context: context)
        let settings = try await context.withSettings { store throws(StoreError) in try await store.load() }
        StandardOutput.write(Config.shown(settings[definition.key]) + "\n")
    }
}
