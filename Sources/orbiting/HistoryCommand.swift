import ArgumentParser

/// `orbiting history`: placeholder until its issue lands.
struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Not built yet."
    )

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        throw OrbitingExit.message("`orbiting history` is not built yet.", code: .failure)
    }
}
