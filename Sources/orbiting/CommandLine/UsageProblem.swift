import ArgumentParser

/// A command line that cannot be run, in terms the catalogue words: what ArgumentParser
/// reported (read from its error), or what a command's own checks found.
enum UsageProblem: Error, Equatable {
    /// An option no command here has (`--limt`).
    case unknownOption(String)
    /// Words the command takes no place for (a misspelt command: `histroy`).
    case unexpectedArguments([String])
    /// A required argument is missing; its placeholder's name (`value`, `duration`).
    case missingArgument(String)
    /// An option was given without its value (`--limit`); the option and its placeholder.
    case missingValue(option: String, value: String?)
    /// A value the argument does not accept; the value, the option (nil for a positional)
    /// and the placeholder.
    case invalidValue(String, option: String?, value: String?)
    /// A flag given a value (`--json=1`).
    case unexpectedValue(option: String, value: String)
    /// A flag or option given twice where only one is allowed.
    case duplicate(String)
    /// The command needs a subcommand.
    case missingSubcommand
    /// A problem the parser described only in English (kept as a last resort).
    case other(String)

    /// The problem ArgumentParser's `error` describes, or nil when it is no usage error
    /// (help, version, or an error of the command itself).
    ///
    /// The parser's error types are internal to it; their shape is read by reflection, and
    /// the names and values quoted in its English message fill in what reflection cannot
    /// name. Whatever is not recognised becomes `.other` with the English message.
    static func from(parserError error: any Error, message: String) -> UsageProblem? {
        if let own = error as? UsageProblem { return own }
        guard let (name, values) = ParserErrorShape.read(error) else { return nil }
        let quoted = ParserErrorShape.quoted(message)
        switch name {
        case "helpRequested", "versionRequested", "dumpHelpRequested", "completionScriptRequested",
            "completionScriptCustomResponse":
            return nil
        case "unknownOption", "invalidOption", "nonAlphanumericShortOption":
            return .unknownOption(quoted.first ?? message)
        case "unexpectedExtraValues":
            return .unexpectedArguments(quoted.isEmpty ? [message] : quoted)
        case "noValue":
            return .missingArgument(Self.placeholder(quoted.first) ?? "value")
        case "missingValueForOption", "missingValueOrUnknownCompositeOption":
            let (option, value) = Self.split(quoted.first ?? "")
            return .missingValue(option: option, value: value)
        case "unableToParseValue":
            let given = values.compactMap { $0 as? String }.first ?? quoted.first ?? ""
            let (option, value) = Self.split(quoted.last ?? "")
            return .invalidValue(given, option: option.isEmpty ? nil : option, value: value)
        case "unexpectedValueForOption":
            let given = values.compactMap { $0 as? String }.first ?? quoted.last ?? ""
            return .unexpectedValue(option: quoted.first ?? "", value: given)
        case "duplicateExclusiveValues":
            return .duplicate(quoted.first ?? message)
        case "missingSubcommand":
            return .missingSubcommand
        case "userValidationError", "noArguments":
            if let inner = values.first as? UsageProblem { return inner }
            if let inner = values.first as? ValidationError { return .other(inner.message) }
            return nil
        default:
            return .other(message)
        }
    }

    /// `"<value>"` → `"value"`.
    private static func placeholder(_ text: String?) -> String? {
        guard let text, text.hasPrefix("<"), text.hasSuffix(">") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// `"--limit <n>"` → (`--limit`, `n`); `"<text>"` → (``, `text`).
    private static func split(_ text: String) -> (option: String, value: String?) {
        guard let open = text.firstIndex(of: "<") else { return (text, nil) }
        let option = text[..<open].trimmingSuffix(" ")
        return (String(option), placeholder(String(String(text[open...]).trimmingSuffix(" "))))
    }
}

extension StringProtocol {
    fileprivate func trimmingSuffix(_ character: Character) -> SubSequence {
        var text = self[...]
        while text.last == character { text = text.dropLast() }
        return text
    }
}

/// Reads ArgumentParser's internal error values by reflection: the parser error's case name
/// and its associated values.
enum ParserErrorShape {
    /// The case name and values of the parser error inside `error` (a `CommandError` or a
    /// `ParserError`), or nil when `error` is neither.
    static func read(_ error: any Error) -> (name: String, values: [Any])? {
        let typeName = String(describing: type(of: error))
        var parserError: Any = error
        if typeName == "CommandError" {
            guard let inner = Mirror(reflecting: error).children.first(where: { $0.label == "parserError" })?.value
            else { return nil }
            parserError = inner
        } else if typeName != "ParserError" {
            return nil
        }
        let mirror = Mirror(reflecting: parserError)
        guard mirror.displayStyle == .enum else { return nil }
        guard let child = mirror.children.first, let name = child.label else {
            // A case without values has no child: its name is its description.
            return (String(describing: parserError), [])
        }
        let payload = Mirror(reflecting: child.value)
        let values = payload.displayStyle == .tuple ? payload.children.map(\.value) : [child.value]
        return (name, values)
    }

    /// The texts between single quotes in `message`, in order (`'--limt'`, `'<value>'`).
    static func quoted(_ message: String) -> [String] {
        var result: [String] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "'") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "'") else { break }
            result.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return result
    }
}
