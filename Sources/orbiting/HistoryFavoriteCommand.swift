import ArgumentParser
import OrbitingCore
import OrbitingText

/// `orbiting history favorite ID`: stars a message.
struct HistoryFavorite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorite",
        abstract: "Star a message (any unique start of its id)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message id, or any unique start of it.")
    var id: String

    mutating func run() async throws {
        try await HistoryFavorite.set(true, id: id, global: global)
    }

    /// Stars or unstars the message for `id` and says so.
    static func set(_ isFavorite: Bool, id: String, global: GlobalOptions) async throws {
        let context = try await CommandContext.make(global)
        let message = try context.withMessages { store throws(StoreError) in
            try store.setFavorite(isFavorite, idPrefix: id)
        }
        let key = isFavorite ? "history.favorite.done" : "history.unfavorite.done"
        try StandardOutput.write(
            context.l10n(
                key,
                ["id": TextSanitizer.singleLine(message.shortID), "text": TextFitter.fitted(message.text, columns: 60)])
                + "\n", context.l10n)
    }
}
