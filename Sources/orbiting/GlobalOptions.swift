import ArgumentParser
import OrbitingCore

/// Options every `orbiting` command accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Store all data under this directory.", valueName: "dir"))
    var dataDir: String?

    @Option(name: .long, help: ArgumentHelp("The language for this run (en, de, ja, …).", valueName: "code"))
    var lang: String?

    /// The directories this run reads and writes.
    func paths(environment: [String: String]) -> OrbitingPaths {
        OrbitingPaths.resolve(override: dataDir, environment: environment)
    }
}
