import ArgumentParser

/// `orbiting history unfavorite ID`: unstars a message.
struct HistoryUnfavorite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfavorite",
        abstract: "Unstar a message (any unique start of its id)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message id, or any unique start of it.")
    var id: String

    mutating func run() async throws {
        try await HistoryFavorite.set(false, id: id, global: global)
    }
}
