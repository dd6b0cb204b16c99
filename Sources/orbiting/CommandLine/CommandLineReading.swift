/// What the words of a command line say before (or without) a full parse: which command
/// they name, whether help was asked for, and the `--lang` and `--data-dir` given, so help
/// and usage errors can be written in the run's language even when the parse failed.
struct CommandLineReading: Equatable {
    /// The names of the command from the root (`["orbiting", "history", "add"]`).
    var path: [String]
    /// Whether `-h`, `--help` or the `help` command was given.
    var asksHelp: Bool
    /// The value of `--lang`, if given.
    var lang: String?
    /// The value of `--data-dir`, if given.
    var dataDir: String?

    /// Reads `arguments` (without the program name) against `tree`.
    init(_ arguments: [String], tree: CommandTree) {
        var command = tree
        path = [tree.name]
        asksHelp = false
        var index = 0
        var helpCommand = false
        var positionals = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            if word.hasPrefix("-"), word.count > 1 {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                let inline = word.contains("=")
                if name == "-h" || name == "--help" || name == "-help" {
                    asksHelp = true
                    continue
                }
                let argument = command.arguments.first { $0.spelledNames.contains(name) }
                guard let argument, argument.takesValue else { continue }
                let value: String?
                if inline {
                    value = String(word.drop { $0 != "=" }.dropFirst())
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    value = nil
                }
                if name == "--lang" { lang = value }
                if name == "--data-dir" { dataDir = value }
                continue
            }
            if positionals == 0, path.count == 1, word == "help", !helpCommand {
                helpCommand = true
                asksHelp = true
                continue
            }
            if positionals == 0, let sub = command.subcommand(word), sub.name != "help" {
                command = sub
                path.append(sub.name)
                continue
            }
            positionals += 1
        }
    }
}
