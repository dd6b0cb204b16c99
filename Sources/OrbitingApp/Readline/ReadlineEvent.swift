/// What readline reports besides edits, in the order it happened.
public enum ReadlineEvent: Sendable, Equatable {
    /// One of Orbiting's named functions ran (its key was pressed).
    case action(HomeAction)
    /// Enter: the line was accepted. `isRecalled` says it is an earlier message unchanged.
    case accepted(String, isRecalled: Bool)
    /// Ctrl-D on an empty line: end of input.
    case endOfInput
}
