import OrbitingCore

/// The catalogue's words for the command tree: each command's summary and longer text, each
/// argument's help and each value's placeholder, in the run's language.
///
/// Keys: `cli.<command path>.abstract` and `.discussion` (the top command is `cli.orbiting`,
/// `orbiting history add` is `cli.history.add`); an argument's help is
/// `cli.<command path>.arg.<name>`, else the shared `cli.arg.<name>`; a placeholder is
/// `cli.value.<name>`.
struct CommandWords {
    /// The words in the chosen language.
    let l10n: Localizer

    /// The key prefix of the command at `path` (`["orbiting", "history"]` → `cli.history`).
    static func base(_ path: [String]) -> String {
        path.count <= 1 ? "cli.orbiting" : "cli." + path.dropFirst().joined(separator: ".")
    }

    /// The key of the command's one-line summary.
    static func abstractKey(_ path: [String]) -> String { base(path) + ".abstract" }

    /// The key of the command's longer text.
    static func discussionKey(_ path: [String]) -> String { base(path) + ".discussion" }

    /// The keys an argument's help may be found under, the command's own first.
    static func argumentKeys(_ path: [String], _ argument: CommandArgument) -> [String] {
        [base(path) + ".arg." + argument.keyName, "cli.arg." + argument.keyName]
    }

    /// The key of a value's placeholder.
    static func valueKey(_ name: String) -> String { "cli.value." + name }

    /// The summary of the command at `path`.
    func abstract(_ path: [String]) -> String { l10n(Self.abstractKey(path)) }

    /// The longer text of the command at `path`, or nil when it has none.
    func discussion(_ path: [String]) -> String? {
        let key = Self.discussionKey(path)
        return l10n.has(key) ? l10n(key) : nil
    }

    /// The help of `argument` of the command at `path` (its key when no catalogue has it,
    /// so a gap is visible).
    func help(_ path: [String], _ argument: CommandArgument) -> String {
        let keys = Self.argumentKeys(path, argument)
        return l10n(keys.first(where: l10n.has) ?? keys[0])
    }

    /// A value's placeholder in the language (`n`, `Text`), as written between `<` and `>`.
    func value(_ name: String) -> String {
        let key = Self.valueKey(name)
        return l10n.has(key) ? l10n(key) : name
    }

    /// How an argument is written in a usage line: `--limit <n>`, `--json`, `<text> ...`.
    func synopsis(_ argument: CommandArgument) -> String {
        let value = "<" + self.value(argument.valueName ?? argument.keyName) + ">"
        let dots = argument.isRepeating ? " ..." : ""
        switch argument.kind {
        case .positional: return value + dots
        case .option: return (argument.spelledNames.first ?? "") + " " + value + dots
        case .flag: return (argument.spelledNames.first ?? "") + dots
        }
    }

    /// How an argument is written in the list of options: every name, then the value.
    func label(_ argument: CommandArgument) -> String {
        let value = "<" + self.value(argument.valueName ?? argument.keyName) + ">"
        switch argument.kind {
        case .positional: return value
        case .option: return argument.spelledNames.reversed().joined(separator: ", ") + " " + value
        case .flag: return argument.spelledNames.reversed().joined(separator: ", ")
        }
    }
}
