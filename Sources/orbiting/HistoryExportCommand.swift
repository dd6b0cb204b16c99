import ArgumentParser
import OrbitingCore
import OrbitingText

extension MessageTransfer.Format: ExpressibleByArgument {}

/// `orbiting history export`: writes every message as JSON or text, to stdout or a file.
struct HistoryExport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all messages as JSON (newest first) or text (one per line, oldest first)."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "json or text.")
    var format: MessageTransfer.Format = .json

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (0600) instead of standard output.", valueName: "file"))
    var output: String?

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let messages = try context.withMessages { store throws(StoreError) in
            try store.messages(matching: MessageQuery())
        }
        let text = format == .json ? MessageTransfer.json(messages) : MessageTransfer.text(messages)
        guard let output, output != "-" else {
            try StandardOutput.write(text, context.l10n)
            return
        }
        do {
            try PrivateFile.write(text, to: output)
        } catch {
            throw context.exit(for: error)
        }
        StandardError.write(
            context.l10n.plural(
                "history.export.done", count: messages.count, ["file": TextSanitizer.singleLine(output)]) + "\n")
    }
}
