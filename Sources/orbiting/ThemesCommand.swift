import ArgumentParser

/// `orbiting themes`: placeholder until its issue lands.
struct Themes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Not built yet."
    )

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        throw OrbitingExit.message("`orbiting themes` is not built yet.", code: .failure)
    }
}
