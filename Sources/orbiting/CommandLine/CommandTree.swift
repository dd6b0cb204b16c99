import ArgumentParser
import FoundationEssentials

/// The `orbiting` command tree as ArgumentParser sees it: every command with its arguments,
/// options, flags and subcommands, read from the parser's own description of the tree
/// (`--experimental-dump-help`), so help and errors are rendered from exactly what is parsed.
struct CommandTree: Decodable, Sendable {
    /// The command's name (`history`, `add`).
    var name: String
    /// The parser's English one-line summary (the catalogue's text is printed instead).
    var abstract: String?
    /// The parser's English longer text, when the command has one.
    var discussion: String?
    /// The command's arguments, options and flags, in declaration order.
    var arguments: [CommandArgument]
    /// The command's subcommands, in order.
    var subcommands: [CommandTree]

    private enum CodingKeys: String, CodingKey {
        case name = "commandName"
        case abstract, discussion, arguments, subcommands
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        abstract = try container.decodeIfPresent(String.self, forKey: .abstract)
        discussion = try container.decodeIfPresent(String.self, forKey: .discussion)
        arguments = try container.decodeIfPresent([CommandArgument].self, forKey: .arguments) ?? []
        subcommands = try container.decodeIfPresent([CommandTree].self, forKey: .subcommands) ?? []
    }

    /// The subcommand called `name`, if any.
    func subcommand(_ name: String) -> CommandTree? {
        subcommands.first { $0.name == name }
    }

    /// The subcommands a person is shown (the parser's own `help` command is implied).
    var visibleSubcommands: [CommandTree] { subcommands.filter { $0.name != "help" } }

    /// The arguments a person is shown.
    var visibleArguments: [CommandArgument] { arguments.filter(\.shouldDisplay) }

    /// Every command of the tree with its path of names from the root, depth first.
    var all: [(path: [String], command: CommandTree)] {
        var result: [(path: [String], command: CommandTree)] = []
        func visit(_ command: CommandTree, _ path: [String]) {
            result.append((path, command))
            for sub in command.subcommands { visit(sub, path + [sub.name]) }
        }
        visit(self, [name])
        return result
    }

    /// The tree of `Orbiting`, as the parser describes it.
    static func orbiting() -> CommandTree? {
        do {
            _ = try Orbiting.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            let text = Orbiting.fullMessage(for: error)
            struct Dump: Decodable { var command: CommandTree }
            return try? JSONDecoder().decode(Dump.self, from: Data(text.utf8)).command
        }
    }
}

/// One argument, option or flag of a command, as the parser describes it.
struct CommandArgument: Decodable, Sendable {
    /// What sort of argument it is.
    enum Kind: String, Decodable, Sendable {
        /// A value given by position (`<text>`).
        case positional
        /// A name followed by a value (`--limit <n>`).
        case option
        /// A name alone (`--json`).
        case flag
    }

    /// One of its names, with how it is written.
    struct Name: Decodable, Sendable, Equatable {
        /// `long` (`--name`), `short` (`-n`) or `longWithSingleDash` (`-name`).
        var kind: String
        /// The name without dashes.
        var name: String

        /// The name as typed: `--limit`, `-y`.
        var spelled: String {
            switch kind {
            case "short", "longWithSingleDash": return "-" + name
            default: return "--" + name
            }
        }
    }

    var kind: Kind
    /// Its names, in the order declared (none for a positional).
    var names: [Name]
    /// The name the catalogue keys use (`limit`, `text`).
    var preferredName: String?
    /// The placeholder of its value (`n`, `text`).
    var valueName: String?
    var isOptional: Bool
    var isRepeating: Bool
    var shouldDisplay: Bool
    /// The default value, as the parser prints it.
    var defaultValue: String?
    /// The parser's English help text.
    var abstract: String?

    private enum CodingKeys: String, CodingKey {
        case kind, names, preferredName, valueName, isOptional, isRepeating, shouldDisplay, defaultValue, abstract
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        names = try container.decodeIfPresent([Name].self, forKey: .names) ?? []
        preferredName = try container.decodeIfPresent(Name.self, forKey: .preferredName)?.name
        valueName = try container.decodeIfPresent(String.self, forKey: .valueName)
        isOptional = try container.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false
        isRepeating = try container.decodeIfPresent(Bool.self, forKey: .isRepeating) ?? false
        shouldDisplay = try container.decodeIfPresent(Bool.self, forKey: .shouldDisplay) ?? true
        defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
        abstract = try container.decodeIfPresent(String.self, forKey: .abstract)
    }

    /// The name catalogue keys are made from: the preferred name, else the value name's first
    /// word (`duration` for `duration [label]`).
    var keyName: String {
        preferredName ?? valueName.flatMap { $0.split(separator: " ").first.map(String.init) } ?? "value"
    }

    /// Every name as typed, long names first (`--yes`, `-y`).
    var spelledNames: [String] {
        names.sorted { ($0.kind == "short" ? 1 : 0) < ($1.kind == "short" ? 1 : 0) }.map(\.spelled)
    }

    /// Whether a value follows the name on the command line.
    var takesValue: Bool { kind == .option }
}
