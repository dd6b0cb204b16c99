import ArgumentParser

/// `orbiting show`: prints one fitted frame.
struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a message as one fitted frame."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message; `-` or none reads standard input.")
    var text: [String] = []

    mutating func run() async throws {
        StandardOutput.write(text.joined(separator: " ") + "\n")
    }
}
