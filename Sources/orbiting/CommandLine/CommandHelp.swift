import OrbitingCore
import OrbitingText

/// A command's `--help`, rendered from the parsed command tree in the run's language: the
/// summary, the longer text, the usage line, the arguments, options and subcommands, each
/// text from the catalogue (`CommandWords`), wrapped to the width by the one wrapper.
struct CommandHelp {
    /// The whole tree, for the command's path.
    let tree: CommandTree
    /// The words in the chosen language.
    let words: CommandWords
    /// The width lines are wrapped to, in terminal columns.
    let width: Int

    /// The column where descriptions start in the lists (as ArgumentParser's help).
    static let descriptionColumn = 26

    /// The command at `path` (names from the root), or nil.
    func command(at path: [String]) -> CommandTree? {
        var command = tree
        for name in path.dropFirst() {
            guard let sub = command.subcommand(name) else { return nil }
            command = sub
        }
        return command
    }

    /// The help of the command at `path`.
    func rendered(_ path: [String]) -> String {
        guard let command = command(at: path) else { return rendered([tree.name]) }
        let l10n = words.l10n
        var blocks: [String] = []
        blocks.append(wrap(l10n("cli.label.overview") + ": " + words.abstract(path), indent: 0))
        if let discussion = words.discussion(path) {
            blocks.append(
                discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { wrap(String($0), indent: 0) }.joined(separator: "\n"))
        }
        blocks.append(usage(path, command, label: l10n("cli.label.usage") + ": "))
        let arguments = command.visibleArguments
        let positionals = arguments.filter { $0.kind == .positional }
        let options = arguments.filter { $0.kind != .positional }
        if !positionals.isEmpty {
            blocks.append(
                l10n("cli.label.arguments") + ":\n"
                    + positionals.map { entry(words.label($0), describing(path, $0)) }.joined(separator: "\n"))
        }
        if !options.isEmpty {
            blocks.append(
                l10n("cli.label.options") + ":\n"
                    + options.map { entry(words.label($0), describing(path, $0)) }.joined(separator: "\n"))
        }
        let subcommands = command.visibleSubcommands
        if !subcommands.isEmpty {
            let list = subcommands.map { entry($0.name, words.abstract(path + [$0.name])) }.joined(separator: "\n")
            let helpCommand = ([tree.name, "help"] + path.dropFirst()).joined(separator: " ")
            let hint = wrap(
                l10n(
                    "cli.seeSubcommandHelp",
                    [
                        "command": helpCommand,
                        "subcommand": words.value("subcommand"),
                    ]), indent: 2)
            blocks.append(l10n("cli.label.subcommands") + ":\n" + list + "\n\n" + hint)
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The usage line of the command at `path`, starting with `label`: every shown argument,
    /// optional ones in brackets, continued lines indented under the first argument.
    func usage(_ path: [String], _ command: CommandTree, label: String) -> String {
        var tokens = command.visibleArguments
            .filter { !["help", "version"].contains($0.keyName) }
            .map { argument -> String in
                let synopsis = words.synopsis(argument)
                return argument.isOptional ? "[" + synopsis + "]" : synopsis
            }
        if !command.visibleSubcommands.isEmpty { tokens.append("<" + words.value("subcommand") + ">") }
        let head = label + path.joined(separator: " ")
        let indent = min(DisplayWidth.of(head) + 1, width / 2)
        // The one wrapper over whole arguments (`--limit <n>` never breaks inside, whatever
        // its script), spaces between them: the head on the first line, the rest indented.
        let units = [head] + tokens
        var classes: [LineBreakClass] = [], widths: [Int] = []
        for (index, unit) in units.enumerated() {
            if index > 0 { classes.append(.space); widths.append(1) }
            classes.append(.word)
            widths.append(DisplayWidth.of(unit))
        }
        let pieces = units.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [" ", $0.element] }
        // Continuation lines are shorter by the indent: the head's line is measured as if
        // indented too, so every line fits.
        let spans =
            GreedyWrapper(classes: classes)
            .wrap(
                widths: widths.enumerated().map { $0.offset == 0 ? max(0, $0.element - indent) : $0.element },
                maxWidth: max(width - 1 - indent, 20), breakWords: true) ?? []
        let lines = spans.map { span in pieces[span.clusters].joined() }
        guard !lines.isEmpty else { return head }
        return lines.enumerated().map {
            $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element
        }
        .joined(separator: "\n")
    }

    /// An argument's help, with its default value when it has one.
    private func describing(_ path: [String], _ argument: CommandArgument) -> String {
        let help = words.help(path, argument)
        guard let value = argument.defaultValue, !value.isEmpty else { return help }
        return help + " " + words.l10n("cli.default", ["value": value])
    }

    /// One entry of a list: the name at column 2, its description from `descriptionColumn`
    /// (on the next line when the name is longer), wrapped.
    private func entry(_ name: String, _ description: String) -> String {
        let column = Self.descriptionColumn
        let lines = ColumnWrapper.wrap(description, columns: max(width - column - 1, 20))
        let nameWidth = DisplayWidth.of(name)
        let pad = String(repeating: " ", count: column)
        var result: [String]
        if nameWidth + 2 <= column - 2 {
            result = ["  " + name + String(repeating: " ", count: column - 2 - nameWidth) + (lines.first ?? "")]
            result += lines.dropFirst().map { pad + $0 }
        } else {
            result = ["  " + name] + lines.map { pad + $0 }
        }
        return result.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
    }

    /// `text` wrapped to the width, each line indented by `indent` spaces.
    private func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return ColumnWrapper.wrap(text, columns: max(width - indent - 1, 20)).map { pad + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The text without spaces at its end.
    var trailingSpacesRemoved: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
