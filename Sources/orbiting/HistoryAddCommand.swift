import ArgumentParser
import OrbitingCore
import OrbitingText

/// `orbiting history add TEXT…`: keeps a message by the save rules and prints its id.
struct HistoryAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Save a message (not if empty or the same as the last one); prints its id."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The message; `-` reads standard input.")
    var text: [String] = []

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let message: String
        if text == ["-"] {
            // One byte more than a message holds may be the final line break `echo` adds.
            guard let bytes = TerminalFacts.readStandardInput(limit: InputLimits.message + 2) else {
                throw InputLimits.refusal(InputLimits.message, context.l10n, status: .usage)
            }
            message = Self.withoutFinalNewline(String(decoding: bytes, as: UTF8.self))
        } else {
            message = text.joined(separator: " ")
        }
        let result = try context.withMessages { store throws(StoreError) in try store.add(message) }
        switch result {
        case .saved(let saved):
            try StandardOutput.write(TextSanitizer.singleLine(saved.id) + "\n", context.l10n)
        case .notSaved(.duplicate(let previous)):
            StandardError.write(
                context.l10n("history.add.duplicate", ["id": TextSanitizer.singleLine(previous.shortID)]) + "\n")
        case .notSaved:
            StandardError.write(context.l10n("history.add.empty") + "\n")
        }
    }

    /// Text from a pipe without the one line break that ends it (`echo hi` sends `hi\n`).
    static func withoutFinalNewline(_ text: String) -> String {
        if text.hasSuffix("\r\n") || text.hasSuffix("\n") { return String(text.dropLast()) }
        return text
    }
}
