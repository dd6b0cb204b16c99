import FoundationEssentials

/// A Pomodoro plan: work, short break and long break lengths, a long break after every
/// `longBreakAfter` work rounds, and whether the next phase starts by itself.
public struct PomodoroPlan: Sendable, Equatable, Codable {
    /// The classic plan: 25 minutes of work, 5 minutes' break, 15 after four rounds.
    public static let classic = PomodoroPlan(
        work: 1500, shortBreak: 300, longBreak: 900, longBreakAfter: 4, auto: false)

    /// Seconds of work.
    public var work: TimeInterval
    /// Seconds of a short break.
    public var shortBreak: TimeInterval
    /// Seconds of a long break.
    public var longBreak: TimeInterval
    /// Work rounds before a long break.
    public var longBreakAfter: Int
    /// Whether the next phase starts when one ends (else a key or a command starts it).
    public var auto: Bool

    /// A plan from its parts.
    public init(work: TimeInterval, shortBreak: TimeInterval, longBreak: TimeInterval, longBreakAfter: Int, auto: Bool)
    {
        self.work = work
        self.shortBreak = shortBreak
        self.longBreak = longBreak
        self.longBreakAfter = longBreakAfter
        self.auto = auto
    }

    /// Reads `25m/5m/15m` (any of the parts may be left out from the end: `50m/10m`) and
    /// `x4`, over the classic plan.
    /// - Throws: `TimerInputError` from each duration, or `.badRounds` for `x0`.
    public static func parse(lengths: String?, rounds: String?, auto: Bool) throws(TimerInputError) -> PomodoroPlan {
        var plan = classic
        plan.auto = auto
        if let lengths {
            let parts = lengths.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 3 else { throw .malformed(input: lengths) }
            var values: [TimeInterval] = []
            for part in parts { values.append(try DurationParser.seconds(part)) }
            if values.count > 0 { plan.work = values[0] }
            if values.count > 1 { plan.shortBreak = values[1] }
            if values.count > 2 { plan.longBreak = values[2] }
        }
        if let rounds {
            let digits = rounds.lowercased().hasPrefix("x") ? String(rounds.dropFirst()) : rounds
            guard let count = Int(digits), (1...99).contains(count) else { throw .badRounds(input: rounds) }
            plan.longBreakAfter = count
        }
        return plan
    }

    /// The length of `phase`.
    public func length(of phase: PomodoroPhase) -> TimeInterval {
        switch phase {
        case .work: return work
        case .shortBreak: return shortBreak
        case .longBreak: return longBreak
        }
    }

    /// The longest of the three phases: a warning (`--warn`) must come before its end.
    public var longestPhase: TimeInterval { max(work, shortBreak, longBreak) }

    /// The phase after `phase` in work round `round` (1-based), and the round it belongs to.
    public func next(after phase: PomodoroPhase, round: Int) -> (phase: PomodoroPhase, round: Int) {
        switch phase {
        case .work:
            return (round % max(1, longBreakAfter) == 0 ? .longBreak : .shortBreak, round)
        case .shortBreak, .longBreak:
            return (.work, round + 1)
        }
    }
}

/// A phase of a Pomodoro.
public enum PomodoroPhase: String, Sendable, Equatable, Codable, CaseIterable {
    /// Working.
    case work
    /// A short break.
    case shortBreak
    /// A long break.
    case longBreak
}

/// Where a Pomodoro is: its plan, the phase and the work round (1-based, counting on
/// across long breaks).
public struct PomodoroState: Sendable, Equatable, Codable {
    /// The plan chosen at start.
    public var plan: PomodoroPlan
    /// The current phase.
    public var phase: PomodoroPhase
    /// The work round the phase belongs to (1 for the first work phase and the break after it).
    public var round: Int

    /// A Pomodoro at `phase` of `round`.
    public init(plan: PomodoroPlan, phase: PomodoroPhase = .work, round: Int = 1) {
        self.plan = plan
        self.phase = phase
        self.round = round
    }

    /// The round within the current set (1…`longBreakAfter`), as "round 2 of 4" shows it.
    public var roundInSet: Int {
        let set = max(1, plan.longBreakAfter)
        return (round - 1) % set + 1
    }
}
