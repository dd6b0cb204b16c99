import ArgumentParser
import FoundationEssentials
import OrbitingCore
import OrbitingText

/// `orbiting history import FILE`: adds the messages of an export (or a text file) that
/// are not in the store yet.
struct HistoryImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add messages from our JSON export or a text file (one per line); safe to repeat."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The file to read; `-` reads standard input.", valueName: "file"))
    var file: String

    @Option(name: .long, help: "json or text (default: JSON when the file starts with `[`).")
    var format: MessageTransfer.Format?

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let bytes: [UInt8]
        if file == "-" {
            guard let read = TerminalFacts.readStandardInput(limit: InputLimits.importFile) else {
                throw InputLimits.refusal(InputLimits.importFile, context.l10n, status: .dataError)
            }
            bytes = read
        } else {
            do {
                guard let read = try PrivateFile.read(file, limit: InputLimits.importFile) else {
                    throw OrbitingExit.message(
                        context.l10n("history.import.missing", ["file": TextSanitizer.singleLine(file)]), code: .noInput
                    )
                }
                guard read.count <= InputLimits.importFile else {
                    throw InputLimits.refusal(InputLimits.importFile, context.l10n, status: .dataError)
                }
                bytes = read
            } catch let error as StoreError {
                throw OrbitingExit.message(context.exit(for: error).text, code: .noInput)
            }
        }
        let contents: MessageTransfer.Contents
        do {
            contents = try MessageTransfer.contents(of: bytes, format: format, now: Date())
        } catch {
            // One sentence naming what was expected; a decoder's own words are for developers.
            let key = error.expected == .text ? "history.import.notText" : "history.import.notJSON"
            throw OrbitingExit.message(context.l10n(key), code: .dataError)
        }
        StandardError.write("orbiting: " + context.l10n("history.import.source." + contents.source.rawValue) + "\n")
        if contents.newIDs > 0 {
            StandardError.write(
                "orbiting: " + context.l10n.plural("history.import.newIDs", count: contents.newIDs) + "\n")
        }
        let messages = contents.messages
        let readAsText = contents.format == .text
        let formerID: @Sendable (String) -> String? = { id in readAsText ? MessageTransfer.formerTextID(id) : nil }
        let showProgress = TerminalFacts.isTerminal(2) && messages.count > 2_000
        let result = try context.withMessages { store throws(StoreError) in
            try store.importMessages(messages, formerID: formerID) { done, total in
                if showProgress {
                    StandardError.write(
                        "\r" + context.l10n("history.import.progress", ["done": String(done), "total": String(total)]))
                }
            }
        }
        if showProgress { StandardError.write("\n") }
        try StandardOutput.write(
            context.l10n.plural(
                "history.import.done", count: result.added,
                ["added": String(result.added), "skipped": String(result.skipped)])
                + "\n", context.l10n)
    }
}
