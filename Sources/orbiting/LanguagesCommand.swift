import ArgumentParser

/// `orbiting languages`: placeholder until its issue lands.
struct Languages: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "Not built yet."
    )

    @OptionGroup var global: GlobalOptions

    mutating func run() async throws {
        throw OrbitingExit.message("`orbiting languages` is not built yet.", code: .failure)
    }
}
