import OrbitingText

/// A usage error as the person reads it, in the run's language: what is wrong, the nearest
/// names when something was misspelt ("Meinten Sie history?"), the command's usage line and
/// where to read more. Always exit status 64.
struct UsageReport {
    let problem: UsageProblem
    /// The command the words were read against (names from the root).
    let path: [String]
    let help: CommandHelp

    /// The lines for stderr, each made visible (the arguments quoted may hold escapes).
    var text: String {
        let words = help.words
        let l10n = words.l10n
        let command = help.command(at: path) ?? help.tree
        var lines = ["orbiting: " + message(command)]
        let nearest = suggestions(command)
        if !nearest.isEmpty {
            lines.append(l10n("cli.didYouMean", ["names": nearest.joined(separator: ", ")]))
        }
        lines.append(help.usage(path, command, label: l10n("cli.label.usage") + ": "))
        lines.append("  " + l10n("cli.seeHelp", ["command": path.joined(separator: " ")]))
        return lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.escaped(String($0)) }.joined(separator: "\n") + "\n"
    }

    /// The sentence saying what is wrong.
    func message(_ command: CommandTree) -> String {
        let words = help.words
        let l10n = words.l10n
        func placeholder(_ name: String?) -> String { "<" + words.value(name ?? "value") + ">" }
        switch problem {
        case .unknownOption(let option):
            return l10n("cli.error.unknownOption", ["option": option])
        case .unexpectedArguments(let values):
            if let first = values.first, takesCommand(command) {
                return l10n("cli.error.unknownCommand", ["command": first])
            }
            return l10n("cli.error.unexpectedArgument", ["argument": values.joined(separator: " ")])
        case .missingArgument(let name):
            return l10n("cli.error.missingArgument", ["value": placeholder(name)])
        case .missingValue(let option, let value):
            return l10n("cli.error.missingValue", ["option": option, "value": placeholder(value)])
        case .invalidValue(let given, let option, let value):
            let argument = [option, placeholder(value)].compactMap { $0 }.joined(separator: " ")
            return l10n("cli.error.invalidValue", ["value": given, "argument": argument])
        case .unexpectedValue(let option, let value):
            return l10n("cli.error.unexpectedValue", ["option": option, "value": value])
        case .duplicate(let option):
            return l10n("cli.error.duplicate", ["option": option])
        case .missingSubcommand:
            return l10n(
                "cli.error.missingSubcommand",
                ["list": command.visibleSubcommands.map(\.name).joined(separator: ", ")])
        case .other(let english):
            return l10n("cli.error.other", ["reason": english])
        }
    }

    /// Whether a stray word here is most likely a misspelt command: the command has
    /// subcommands and no words of its own.
    private func takesCommand(_ command: CommandTree) -> Bool {
        !command.visibleSubcommands.isEmpty && !command.arguments.contains { $0.kind == .positional }
    }

    /// The nearest names to what was misspelt: options for an unknown option, commands for
    /// an unknown command.
    func suggestions(_ command: CommandTree) -> [String] {
        switch problem {
        case .unknownOption(let option):
            let names = command.arguments.filter(\.shouldDisplay).flatMap(\.spelledNames)
            let asTyped = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
            var nearest = NearestNames.matching(asTyped, among: names)
            // A command's name typed as an option (`--history`) is a command misspelt too.
            if nearest.isEmpty {
                nearest = NearestNames.matching(
                    String(asTyped.drop { $0 == "-" }),
                    among: command.visibleSubcommands.map(\.name))
            }
            return nearest
        case .unexpectedArguments(let values):
            guard let first = values.first, takesCommand(command) else { return [] }
            return NearestNames.matching(first, among: command.visibleSubcommands.map(\.name))
        default:
            return []
        }
    }
}
