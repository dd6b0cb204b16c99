import FoundationEssentials
import OrbitingCore

/// One timer as the display shows it: a view of the store's record at one instant, made
/// by the core's `reading(at:)` and formatter (the display formats nothing itself).
public struct TimerFace: Sendable, Equatable {
    /// The kind of timer (the core's).
    public typealias Kind = TimerRecord.Kind

    /// The store's id of the timer.
    public var id: String
    /// The label as typed (sanitized before it is drawn); empty for none.
    public var label: String
    /// The kind.
    public var kind: Kind
    /// For a countdown, time left (negative: overtime); for a stopwatch, time elapsed.
    public var remaining: Duration
    /// The time as shown ("1:04:59", "0:09", "+0:12"), from the core's formatter.
    public var digits: String
    /// How much of the timer has run, 0…1; nil when it has no length (a stopwatch).
    public var progress: Double?
    /// Whether the timer is paused.
    public var isPaused: Bool
    /// The Pomodoro phase in words ("Work 2/4"), else nil.
    public var phase: String?
    /// The Pomodoro phase that comes next, in words ("Short break"), else nil.
    public var nextPhase: String?
    /// A stopwatch's laps, the time counted at each, oldest first.
    public var laps: [Duration] = []
    /// When it ends, as an instant; nil for a stopwatch or while paused.
    public var end: Date?
    /// The time zone a countdown to a clock time was typed in (`Europe/Berlin`); nil for others.
    public var zoneIdentifier: String?
    /// Whether its end alarm has fired (kept in the store, so it never fires twice).
    public var hasFired: Bool
    /// What happens when it ends and before (the core's alarm options).
    public var alarm: TimerAlarm
    /// Whether it is over and gone from the store, kept on screen until someone acts: the
    /// end is the moment a timer exists for.
    public var hasEnded: Bool
    /// The widest time this timer will show ("0:00" for a 9-minute countdown, "00:00" for a
    /// 10-minute one, "+00:00" once it counts overtime): its digits are fitted once at that
    /// shape, so they never change size while it counts.
    public var widestDigits: String

    /// Creates a face.
    public init(
        id: String, label: String = "", kind: Kind = .countdown, remaining: Duration, digits: String,
        progress: Double? = nil, isPaused: Bool = false, phase: String? = nil, nextPhase: String? = nil,
        end: Date? = nil,
        hasFired: Bool = false, alarm: TimerAlarm = TimerAlarm(), hasEnded: Bool = false,
        widestDigits: String? = nil
    ) {
        self.id = id
        self.label = label
        self.kind = kind
        self.remaining = remaining
        self.digits = digits
        self.progress = progress
        self.isPaused = isPaused
        self.phase = phase
        self.nextPhase = nextPhase
        self.end = end
        self.hasFired = hasFired
        self.alarm = alarm
        self.hasEnded = hasEnded
        self.widestDigits = widestDigits ?? digits
    }

    /// Whether it counts down (towards an end), rather than up.
    public var countsDown: Bool { kind.countsDown }

    /// Whether it is past its end (overtime); a stopwatch never is.
    public var isOver: Bool { countsDown && remaining <= .zero }

    /// Whether its end is on screen waiting for someone to see it: over and gone from the
    /// store, or a countdown counting overtime after its alarm (a Pomodoro instead waits
    /// for Enter to start its next phase).
    public var awaitsSomeone: Bool {
        hasEnded || (isOver && hasFired && !isPaused && kind.endsOnce)
    }

    /// Whether it is in its last `seconds` before the end (and not over yet).
    public func isInLastSeconds(_ seconds: Int) -> Bool {
        countsDown && !isOver && remaining <= .seconds(seconds)
    }

    /// The shape the digits are fitted at: the widest reading the timer will show, every
    /// digit made `0` (two times of one shape are drawn at one size), or the shape of the
    /// digits now when they are wider still (a stopwatch past an hour).
    public var digitsShape: String {
        let widest = Self.shape(of: widestDigits), now = Self.shape(of: digits)
        return now.count > widest.count ? now : widest
    }

    /// `text` with every ASCII digit made `0`.
    static func shape(of text: String) -> String {
        String(text.map { $0.isNumber && $0.isASCII ? "0" : $0 })
    }

    /// The face as it stays on screen once the timer is over and gone from the store:
    /// "0:00" and its label, kept until a key.
    public func ended(at instant: Date) -> TimerFace {
        var face = self
        face.hasEnded = true
        face.hasFired = true
        face.isPaused = false
        face.remaining = .zero
        face.digits = TimerDigits.remaining(0)
        face.progress = countsDown ? 1 : nil
        face.end = instant
        return face
    }
}
