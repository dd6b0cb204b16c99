import ArgumentParser
import OrbitingCore
import OrbitingText

/// "Did you mean …" for a misspelt command (`orbiting histroy`, `orbiting timers stauts`):
/// ArgumentParser suggests only options, in English; this names the nearest commands, in
/// the person's language.
enum CommandSuggestion {
    /// The sentence for `arguments` (without the program's name) when a word where a
    /// command goes is near one or more of the commands there; nil otherwise.
    static func message(for arguments: [String], root: any ParsableCommand.Type, l10n: Localizer) -> String? {
        var command: any ParsableCommand.Type = root
        var skipsValue = false
        for word in arguments {
            // Options, and the values of the options that may come before a command.
            if skipsValue {
                skipsValue = false
                continue
            }
            if word.hasPrefix("-") {
                skipsValue = valueOptions.contains(word)
                continue
            }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            if let next = subcommands.first(where: { name(of: $0) == word || $0.configuration.aliases.contains(word) }) {
                command = next
                continue
            }
            let names = subcommands.map(name(of:))
            let nearest = EditDistance.suggestions(for: word, among: names)
            guard !nearest.isEmpty else { return nil }
            let quoted = nearest.map { "“" + TextSanitizer.singleLine($0) + "”" }
            return l10n("error.didYouMean", ["word": TextSanitizer.singleLine(word), "commands": quoted.joined(separator: ", ")])
        }
        return nil
    }

    /// The options that take a value and may come before a command (`--lang ja timr`).
    static let valueOptions: Set<String> = ["--lang", "--data-dir", "--text", "--theme", "--scheme", "--render", "--color"]

    /// The name a command is typed by.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
