import Foundation
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
    /// When it ends, as an instant; nil for a stopwatch or while paused.
    public var end: Date?
    /// Whether its end alarm has fired (kept in the store, so it never fires twice).
    public var hasFired: Bool
    /// What happens when it ends and before (the core's alarm options).
    public var alarm: TimerAlarm

    /// Creates a face.
    public init(id: String, label: String = "", kind: Kind = .countdown, remaining: Duration, digits: String,
                progress: Double? = nil, isPaused: Bool = false, phase: String? = nil, end: Date? = nil,
                hasFired: Bool = false, alarm: TimerAlarm = TimerAlarm()) {
        self.id = id
        self.label = label
        self.kind = kind
        self.remaining = remaining
        self.digits = digits
        self.progress = progress
        self.isPaused = isPaused
        self.phase = phase
        self.end = end
        self.hasFired = hasFired
        self.alarm = alarm
    }

    /// Whether it counts down (towards an end), rather than up.
    public var countsDown: Bool { kind != .stopwatch }

    /// Whether it is past its end (overtime); a stopwatch never is.
    public var isOver: Bool { countsDown && remaining <= .zero }

    /// Whether it is in its last `seconds` before the end (and not over yet).
    public func isInLastSeconds(_ seconds: Int) -> Bool {
        countsDown && !isOver && remaining <= .seconds(seconds)
    }

    /// The digits with every digit made `0`: two times with the same shape are drawn at the
    /// same size, so the size follows the format ("0:00", "00:00", "0:00:00"), not each second.
    public var digitsShape: String {
        String(digits.map { $0.isNumber && $0.isASCII ? "0" : $0 })
    }
}
