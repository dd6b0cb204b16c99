import ArgumentParser
import FoundationEssentials
import OrbitingCore
import OrbitingText

/// The options every command that starts a timer takes: what its alarm does, and whether
/// the command waits for it.
struct TimerStartOptions: ParsableArguments {
    @OptionGroup var renderOptions: RenderOptions

    @OptionGroup var turnOptions: TurnOptions

    @Flag(name: .long, help: "Go on counting past zero (+0:12) until a key, instead of ending at zero.")
    var overtime = false

    // The next word whatever it is, so that `--warn -5m` reaches the duration parser (and is
    // called negative) instead of being a missing value.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Warn at these times before the end, comma-separated (5m,1m).", valueName: "times"))
    var warn: String?

    @Flag(name: .long, help: "Also send a desktop notification (notify-send) at the end.")
    var notify = false

    @Option(name: .long, help: ArgumentHelp("Run this shell command at the end.", valueName: "command"))
    var exec: String?

    @Flag(name: .customLong("no-bell"), help: "Do not ring the terminal bell at the end.")
    var noBell = false

    @Flag(name: .long, help: "Save the timer and return at once, printing its id (it runs on in the store).")
    var detach = false

    @Option(
        name: .customLong("quit-after"), parsing: .unconditional,
        help: ArgumentHelp(
            "Close the display this long after the end (10s, 1m; 0 at once) instead of waiting for a key.",
            valueName: "duration"))
    var quitAfter: String?

    /// How long the end stays on screen before the display closes by itself; nil: until a key.
    /// - Throws: the `TimerInputError` of a time that is not a duration.
    func quitDelay() throws(TimerInputError) -> Duration? {
        guard let quitAfter else { return nil }
        if quitAfter.trimmingSpaces == "0" { return .zero }
        return .milliseconds(Int64((try DurationParser.seconds(quitAfter) * 1000).rounded()))
    }

    /// The alarm chosen for a timer `length` seconds long (a Pomodoro's longest phase).
    /// - Throws: the `TimerInputError` of a warning time that is not a duration, or that is
    ///   not shorter than `length` (it could never come before the end).
    func alarm(within length: TimeInterval) throws(TimerInputError) -> TimerAlarm {
        var marks: [TimeInterval] = []
        for part in (warn ?? "").split(separator: ",", omittingEmptySubsequences: false) where warn != nil {
            let mark: TimeInterval
            do {
                mark = try DurationParser.seconds(String(part))
            } catch {
                // Zero is a duration, but not a time before the end.
                if case .zero(let input) = error { throw .warningAtEnd(input: input) }
                throw error
            }
            guard mark < length else {
                throw .warningNotBeforeEnd(input: part.trimmingSpaces, length: length)
            }
            marks.append(mark)
        }
        return TimerAlarm(overtime: overtime, warnings: marks, notify: notify, exec: exec, bell: !noBell)
    }
}
