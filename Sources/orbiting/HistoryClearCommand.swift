import ArgumentParser
import OrbitingCore

/// `orbiting history clear`: deletes all messages (or all but the favorites), after asking.
struct HistoryClear: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Delete all messages (asks first on a terminal; `--yes` otherwise)."
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Leave starred messages in place.")
    var keepFavorites = false

    @Flag(name: .shortAndLong, help: "Do not ask.")
    var yes = false

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let keep = keepFavorites
        let count = try context.withMessages { store throws(StoreError) in
            try store.all().filter { !keep || !$0.isFavorite }.count
        }
        if count == 0 {
            try StandardOutput.write(context.l10n("history.clear.nothing") + "\n", context.l10n)
            return
        }
        let question = keep ? "history.clear.confirmKeepingFavorites" : "history.clear.confirm"
        try Confirmation.require(yes: yes, question: context.l10n.plural(question, count: count), context: context)
        let removed = try context.withMessages { store throws(StoreError) in
            try store.clear(keepFavorites: keep)
        }
        try StandardOutput.write(context.l10n.plural("history.clear.done", count: removed) + "\n", context.l10n)
    }
}
