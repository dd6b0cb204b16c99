import ArgumentParser
import OrbitingCore

/// `orbiting config get KEY`: prints one setting's value.
struct ConfigGet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting's value.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting (see `orbiting config list`).", completion: .list(settingKeys))
    var key: String

    mutating func run() async throws {
        let context = try await CommandContext.make(global, reportsSettings: false)
        if key == KioskPhraseSetting.key {
            try KioskPhraseSetting.get(context: context)
            return
        }
        let definition = try Config.definition(key, context: context)
        let settings = try context.withSettings { store throws(StoreError) in try store.load() }
        try StandardOutput.write(Config.shown(settings[definition.key], of: definition) + "\n", context.l10n)
    }
}
