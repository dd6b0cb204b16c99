import ArgumentParser
import OrbitingCore

/// `orbiting history`: lists kept messages, newest first; its subcommands change them.
struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List saved messages, newest first, or change them.",
        subcommands: [
            HistoryAdd.self, HistoryFavorite.self, HistoryUnfavorite.self, HistoryDelete.self,
            HistoryClear.self, HistoryExport.self, HistoryImport.self,
        ]
    )

    /// How many messages a person sees when no `--limit` is given (`--json` lists all).
    static let defaultLimitForPeople = 20

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Only starred messages.")
    var favorites = false

    @Option(
        name: .long,
        help: ArgumentHelp("Only messages containing this text (ignoring case and accents).", valueName: "text"))
    var search: String?

    @Option(name: .long, help: ArgumentHelp("At most this many messages.", valueName: "n"))
    var limit: Int?

    @Flag(name: .long, help: "Print a JSON array of {id, text, createdAt, isFavorite}.")
    var json = false

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        if let limit, limit < 0 {
            throw OrbitingExit.message(context.l10n("history.limitNegative"), code: .usage)
        }
        let query = MessageQuery(
            favoritesOnly: favorites,
            search: search ?? "",
            limit: limit ?? (json ? nil : Self.defaultLimitForPeople)
        )
        let messages = try context.withMessages { store throws(StoreError) in
            try store.messages(matching: query)
        }
        if json {
            try StandardOutput.write(MessageTransfer.json(messages), context.l10n)
            return
        }
        if messages.isEmpty && limit != 0 {
            let searched = !(search ?? "").isEmpty
            let key = searched ? "history.noMatches" : favorites ? "historyScreen.emptyFavorites" : "history.empty"
            try StandardOutput.write(context.l10n(key) + "\n", context.l10n)
            return
        }
        let lines = HistoryLines(
            times: RelativeTimeFormatter(localizer: context.l10n),
            columns: TerminalFacts.columns(environment: context.environment)
        ).lines(for: messages)
        try StandardOutput.write(lines.map { $0 + "\n" }.joined(), context.l10n)
    }
}
