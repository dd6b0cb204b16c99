/// How many colours the terminal can show, from none to 24-bit.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable, Comparable {
    /// No colour escapes at all (NO_COLOR, a pipe, `--color never`, `TERM=dumb`).
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor

    /// Orders depths from none to 24-bit.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The `--color` choice: decide from the environment, or force colour on or off.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour when the output is a terminal and NO_COLOR is not set.
    case auto
    /// Colour even into a pipe and under NO_COLOR.
    case always
    /// No colour.
    case never
}

extension ColorDepth {
    /// The depth for this run.
    ///
    /// `never` gives `.none`. `auto` gives `.none` when `NO_COLOR` is set to anything
    /// non-empty, when the output is not a terminal, or when `TERM=dumb`; `always` skips
    /// those checks. Otherwise: `COLORTERM=truecolor|24bit` (or a `TERM` ending in
    /// `-direct`) → 24-bit; a `TERM` containing `256color` → 256; else 16.
    ///
    /// - Parameters:
    ///   - mode: the `--color` choice.
    ///   - environment: the process environment.
    ///   - isTerminal: whether the output goes to a terminal.
    public static func detect(mode: ColorMode = .auto, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        let term = (environment["TERM"] ?? "").lowercased()
        switch mode {
        case .never:
            return .none
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if !isTerminal || term == "dumb" { return .none }
        case .always:
            break
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }
}
