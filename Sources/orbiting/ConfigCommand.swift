import ArgumentParser
import OrbitingCore
import OrbitingText

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
            // The nearest names first ("thme": theme, …), then the others in their order.
            let keys = NearestNames.nearestFirst(key, among: SettingDefinition.chosen.map(\.key)).joined(
                separator: ", ")
            throw OrbitingExit.message(
                context.l10n("config.unknownKey", ["key": TextSanitizer.singleLine(key), "keys": keys]),
                code: .usage
            )
        }
        return definition
    }

    /// A value of `definition` as a person reads it: the language's `auto` (the room's
    /// `none`) when unset.
    static func shown(_ value: SettingValue, of definition: SettingDefinition) -> String {
        value == .unset ? definition.unsetWord : TextSanitizer.singleLine(value.description)
    }
}

/// Every setting's name, for shell completion.
let settingKeys = SettingDefinition.chosen.map(\.key) + [KioskPhraseSetting.key]
