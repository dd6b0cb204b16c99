import ArgumentParser
import OrbitingCore
import OrbitingText

/// `orbiting history delete ID`: deletes one message, after asking on a terminal.
struct HistoryDelete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a message (asks first on a terminal; `--yes` otherwise)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message id, or any unique start of it.")
    var id: String

    @Flag(name: .shortAndLong, help: "Do not ask.")
    var yes = false

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let prefix = id
        let message = try context.withMessages { store throws(StoreError) in try store.resolve(prefix) }
        let shown = TextFitter.fitted(message.text, columns: 60)
        try Confirmation.require(
            yes: yes,
            question: context.l10n(
                "history.delete.confirm", ["id": TextSanitizer.singleLine(message.shortID), "text": shown]),
            context: context
        )
        let deleted = try context.withMessages { store throws(StoreError) in
            try store.delete(idPrefix: message.id)
        }
        try StandardOutput.write(
            context.l10n("history.delete.done", ["id": TextSanitizer.singleLine(deleted.shortID), "text": shown])
                + "\n", context.l10n)
    }
}
