import ArgumentParser

/// `--web [ADDRESS]`: the browser screen of a session (`orbiting --web`) or of a room
/// (`orbiting room NAME --web`), one option group on both commands. The parser reads the top
/// command's options wherever they are written, and hands a subcommand the group the top
/// command decoded: so `--web` after `room NAME` reaches the room as it is, with no renaming.
struct WebOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Serve what Home shows (after `room NAME`: the room) to browsers at this address (default: the web "
                + "setting, 127.0.0.1:8080; `lan`: this machine's network address). A room with --json or without a "
                + "terminal runs without a screen and prints the address.",
            valueName: "address"))
    var web: String?

    /// The arguments with `--web` alone given an empty value (the setting's address): the
    /// parser wants a value, so a bare `--web` (last, or before another option) gets an empty
    /// one, as an argument of its own (the parser takes `--web=` for a missing value).
    static func bareGetsEmptyValue(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
            if argument == "--" {
                result += arguments[index...]
                break
            } else if argument == "--web", next.map({ $0.hasPrefix("-") && $0 != "-" }) ?? true {
                result += ["--web", ""]
            } else {
                result.append(argument)
            }
        }
        return result
    }
}
