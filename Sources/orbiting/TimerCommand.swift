import ArgumentParser
import OrbitingCore

/// `orbiting timer DURATION [LABEL]`: counts a duration down, as large as the terminal allows.
struct TimerStart: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract:
            "Count a duration down (25m, 90s, 1h 30m, 1.5h, 1:30:00, or seconds), then a label: timer 10m "
            + "Pasta al dente.",
        discussion: """
            The timer is saved in the store first, so it survives the terminal closing. On a \
            terminal it is shown full screen; otherwise (piped, in a script) the command waits \
            like `sleep` and exits 0 at zero, so `orbiting timer 25m && …` composes.
            """
    )

    @OptionGroup var global: GlobalOptions

    // Taken as they come, so that `-5m` reaches the duration parser (and is called negative)
    // instead of being taken for an unknown option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "How long (25m, 90s, 1h 30m, 1.5h, 1:30:00, or a number of seconds; words in a row add up), then the label "
                + "shown with the time, quoted or not.",
            valueName: "duration [label]"
        ))
    var words: [String] = []

    @OptionGroup var options: TimerStartOptions

    func validate() throws {
        guard !TimerArgumentWords.operands(words).isEmpty else { throw UsageProblem.missingArgument("duration") }
        try TimerArgumentWords.refuseOptions(in: words)
    }

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let countdown: TimerArguments.Countdown
        let alarm: TimerAlarm
        do {
            countdown = try TimerArguments.countdown(TimerArgumentWords.operands(words))
            alarm = try options.alarm(within: countdown.seconds)
        } catch {
            throw context.exit(for: error)
        }
        let clock = SystemTimerClock()
        let timer = TimerRecord.countdown(
            countdown.seconds, label: countdown.label, input: countdown.input, zone: .current,
            at: clock.moment(), alarm: alarm)
        try await TimerCommandRunner.start(timer, context: context, options: options, clock: clock)
    }
}

/// `orbiting until TARGET [LABEL]`: counts down to a clock time.
struct UntilStart: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "until",
        abstract:
            "Count down to a clock time (17:30, tomorrow 09:00, 2026-12-31T23:59, 09:00 Europe/Berlin), then a label.",
        discussion: """
            A time of day already past means the next one, by the calendar. A time the clocks \
            skip (spring) counts to the same instant read after the jump, and a time that \
            happens twice (autumn) to its next pass; both are said on stderr.
            """
    )

    @OptionGroup var global: GlobalOptions

    // Taken as they come, as `timer` takes them: the time in one or more words, then the label.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "When: 17:30, tomorrow 09:00, 2026-12-31T23:59, optionally followed by a time zone (Europe/Berlin); then "
                + "the label, quoted or not.",
            valueName: "time [zone] [label]"
        ))
    var words: [String] = []

    func validate() throws {
        guard !TimerArgumentWords.operands(words).isEmpty else { throw UsageProblem.missingArgument("time") }
        try TimerArgumentWords.refuseOptions(in: words)
    }

    @OptionGroup var options: TimerStartOptions

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let clock = SystemTimerClock()
        let now = clock.moment()
        let until: TimerArguments.Until
        let alarm: TimerAlarm
        do {
            until = try TimerArguments.until(TimerArgumentWords.operands(words), now: now.wall, zone: .current)
            alarm = try options.alarm(within: until.target.instant.timeIntervalSince(now.wall))
        } catch {
            throw context.exit(for: error, target: true)
        }
        if let adjustment = until.target.adjustment {
            StandardError.write(
                "orbiting: " + context.notice(for: adjustment, zone: until.target.zoneIdentifier) + "\n")
        }
        let timer = TimerRecord.until(until.target, label: until.label, input: until.input, at: now, alarm: alarm)
        try await TimerCommandRunner.start(timer, context: context, options: options, clock: clock)
    }
}

/// What the starting commands share about the words they take as they come.
enum TimerArgumentWords {
    /// Refuses a word that looks like an option (`--nope`): taken as it came, it would
    /// otherwise become part of a label. A word that starts like a number or a time
    /// (`-5m`, `-1:00`, `-:30`) is not one: the time's own parser says what is wrong with it.
    /// Nothing after `--` is an option.
    static func refuseOptions(in words: [String]) throws {
        for word in words {
            if word == "--" { return }
            guard word.hasPrefix("-"), word.count > 1 else { continue }
            let second = word.dropFirst().first
            if !(second?.isNumber ?? false) && second != ":" && second != "." {
                throw UsageProblem.unknownOption(word)
            }
        }
    }

    /// The words without the first `--` (the mark that the options have ended).
    static func operands(_ words: [String]) -> [String] {
        guard let end = words.firstIndex(of: "--") else { return words }
        var operands = words
        operands.remove(at: end)
        return operands
    }
}

/// `orbiting stopwatch [LABEL]`: counts up from now.
struct StopwatchStart: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stopwatch",
        abstract: "Count up from now.",
        discussion: "Without a terminal the command waits until the stopwatch is cancelled (`orbiting timers cancel`)."
    )

    @OptionGroup var global: GlobalOptions

    // Taken as they come, as `timer` takes them: the label, quoted or not.
    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("A label shown with the time, quoted or not.", valueName: "label")
    )
    var words: [String] = []

    @Flag(name: .long, help: "Save the stopwatch and return at once, printing its id.")
    var detach = false

    // How it is drawn, as for every timer (it has no end, so no alarm options).
    @OptionGroup var renderOptions: RenderOptions

    @OptionGroup var turnOptions: TurnOptions

    func validate() throws {
        try TimerArgumentWords.refuseOptions(in: words)
    }

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let clock = SystemTimerClock()
        let label = TimerArgumentWords.operands(words).joined(separator: " ")
        let timer = TimerRecord.stopwatch(label: label, zone: .current, at: clock.moment())
        // The start options as parsed from nothing: each at its default.
        var options = try TimerStartOptions.parse([])
        options.detach = detach
        options.renderOptions = renderOptions
        options.turnOptions = turnOptions
        try await TimerCommandRunner.start(timer, context: context, options: options, clock: clock)
    }
}

/// `orbiting pomodoro [25m/5m/15m] [x4] [--auto]`: work and breaks in turn.
struct PomodoroStart: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pomodoro",
        abstract: "Work and breaks in turn: 25m/5m/15m with a long break after x4 unless told otherwise.",
        discussion: """
            Each phase counts overtime at its end until the next starts: by itself with \
            --auto, else with a key. Without a terminal the command waits for the end of the \
            phase (with --auto, until the Pomodoro is cancelled).
            """
    )

    @OptionGroup var global: GlobalOptions

    // Taken as they come, as `timer` takes them, so that `-25m` reaches the duration parser.
    @Argument(
        parsing: .allUnrecognized,
        help: "Work/short break/long break lengths (25m/5m/15m), then the rounds before a long break (x4).")
    var plan: [String] = []

    @Flag(name: .long, help: "Start the next phase by itself when one ends.")
    var auto = false

    @OptionGroup var options: TimerStartOptions

    func validate() throws {
        try TimerArgumentWords.refuseOptions(in: plan)
    }

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let plan = TimerArgumentWords.operands(plan)
        // The lengths first (`25m/5m/15m`), the rounds (`x4`) anywhere, and the other words
        // the label, quoted or not (`"25m/5m/15m Deep work"`).
        let words = plan.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        let rounds =
            words.last(where: { $0.lowercased().hasPrefix("x") && $0.dropFirst().allSatisfy(\.isNumber) })
            ?? words.first.flatMap { $0.lowercased().hasPrefix("x") ? $0 : nil }
        let rest = words.filter { $0 != rounds }
        let lengths = rest.first.flatMap { $0.first?.isLetter == true ? nil : $0 }
        let label = rest.dropFirst(lengths == nil ? 0 : 1).joined(separator: " ")
        let parsed: PomodoroPlan
        let alarm: TimerAlarm
        do throws(TimerInputError) {
            parsed = try PomodoroPlan.parse(lengths: lengths, rounds: rounds, auto: auto)
            alarm = try options.alarm(within: parsed.longestPhase)
        } catch {
            throw context.exit(for: error)
        }
        let clock = SystemTimerClock()
        let timer = TimerRecord.pomodoro(
            parsed, label: label, input: ([lengths, rounds].compactMap { $0 }).joined(separator: " "),
            zone: .current, at: clock.moment(), alarm: alarm)
        try await TimerCommandRunner.start(timer, context: context, options: options, clock: clock)
    }
}
