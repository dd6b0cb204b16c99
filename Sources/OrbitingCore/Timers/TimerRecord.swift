import FoundationEssentials

/// One timer as the store keeps it: enough to show it, alarm for it and carry it across a
/// restart, a crash or a second terminal.
///
/// A running countdown keeps its deadline as a UTC instant, a paused one the time that was
/// left; a stopwatch keeps when it (last) started and what it had counted before. Every
/// reading is computed from these and the time now (`reading(at:)`), never from counted ticks.
public struct TimerRecord: Sendable, Equatable, Codable {
    /// What kind of timer it is.
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        /// Counts down a duration (`timer 25m`).
        case countdown
        /// Counts down to a clock time (`until 17:30`): follows the wall clock.
        case until
        /// Counts up (`stopwatch`).
        case stopwatch
        /// Work and breaks in turn (`pomodoro`).
        case pomodoro
    }

    /// Whether the timer is running, and the instant or amount it keeps.
    public enum Run: Sendable, Equatable, Codable {
        /// Counting down to `deadline` (countdown, until, a Pomodoro phase).
        case running(deadline: Date)
        /// A paused countdown with `remaining` seconds left (negative: paused in overtime).
        case paused(remaining: TimeInterval)
        /// A running stopwatch: `before` seconds counted, plus the time since `since`.
        case counting(since: Date, before: TimeInterval)
        /// A paused stopwatch that has counted `elapsed` seconds.
        case stopped(elapsed: TimeInterval)
    }

    /// A stable unique id (the same form as message ids).
    public var id: String
    /// The kind of timer.
    public var kind: Kind
    /// The label given at start; may be empty.
    public var label: String
    /// What was typed to start it (`25m`, `17:30 Europe/Berlin`, `25m/5m/15m x4`).
    public var input: String
    /// The time zone it was started in (a clock-time target's zone).
    public var zoneIdentifier: String
    /// When it was started.
    public var createdAt: Date
    /// The length of the countdown or of the current Pomodoro phase in seconds, with any
    /// minutes added or taken away (0 for a stopwatch): the whole of the progress bar.
    public var length: TimeInterval
    /// The length it was started with (what a restart goes back to).
    public var startLength: TimeInterval
    /// Running or paused, and the instant or amount kept.
    public var run: Run
    /// The Pomodoro's plan, phase and round; nil for other kinds.
    public var pomodoro: PomodoroState?
    /// The alarm chosen at start, so every view alarms alike.
    public var alarm: TimerAlarm
    /// Whether the end (of the current phase) has been alarmed, so no alarm fires twice.
    public var fired: Bool
    /// The warning marks (seconds before the end) already alarmed.
    public var warned: [TimeInterval]
    /// A stopwatch's laps: the time counted at each (`l`), oldest first; nil for none (and
    /// in files written before laps existed).
    public var laps: [TimeInterval]?

    /// A timer from all its parts; `start…` functions make the usual ones.
    public init(
        id: String = Message.newID(), kind: Kind, label: String, input: String, zoneIdentifier: String,
        createdAt: Date, length: TimeInterval, startLength: TimeInterval? = nil, run: Run,
        pomodoro: PomodoroState? = nil, alarm: TimerAlarm = TimerAlarm(), fired: Bool = false,
        warned: [TimeInterval] = []
    ) {
        self.id = id
        self.kind = kind
        self.label = label
        self.input = input
        self.zoneIdentifier = zoneIdentifier
        self.createdAt = Timestamp.roundedToMilliseconds(createdAt)
        self.length = length
        self.startLength = startLength ?? length
        self.run = Self.rounded(run)
        self.pomodoro = pomodoro
        self.alarm = alarm
        self.fired = fired
        self.warned = warned
    }

    /// The first characters of the id, enough to tell timers apart in a list.
    public var shortID: String { String(id.prefix(8)) }

    /// Whether the timer is paused.
    public var isPaused: Bool {
        switch run {
        case .paused, .stopped: return true
        case .running, .counting: return false
        }
    }

    /// Instants kept to the millisecond, as the files keep them, so a record read back is
    /// equal to the one written.
    static func rounded(_ run: Run) -> Run {
        switch run {
        case .running(let deadline): return .running(deadline: Timestamp.roundedToMilliseconds(deadline))
        case .counting(let since, let before):
            return .counting(since: Timestamp.roundedToMilliseconds(since), before: before)
        case .paused, .stopped: return run
        }
    }
}

/// What happens when a timer ends, chosen at start.
public struct TimerAlarm: Sendable, Equatable, Codable {
    /// Keep counting past zero (`+0:12`) until a key, instead of ending at zero.
    public var overtime: Bool
    /// Seconds before the end at which to warn (`--warn 5m,1m`), largest first.
    public var warnings: [TimeInterval]
    /// Send a desktop notification (`notify-send`) too.
    public var notify: Bool
    /// A shell command to run at the end.
    public var exec: String?
    /// Ring the terminal bell.
    public var bell: Bool

    /// Alarm options; the defaults ring the bell and nothing else.
    public init(
        overtime: Bool = false, warnings: [TimeInterval] = [], notify: Bool = false, exec: String? = nil,
        bell: Bool = true
    ) {
        self.overtime = overtime
        self.warnings = warnings.sorted(by: >)
        self.notify = notify
        self.exec = exec
        self.bell = bell
    }
}
