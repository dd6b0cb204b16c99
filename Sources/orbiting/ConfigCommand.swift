import ArgumentParser

/// `orbiting config`: placeholder until its issue lands.
struct Config: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Not built yet."
    )

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        throw OrbitingExit.message("`orbiting config` is not built yet.", code: .failure)
    }
}
