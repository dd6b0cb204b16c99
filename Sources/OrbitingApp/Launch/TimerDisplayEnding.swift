import FoundationEssentials
import OrbitingCore

/// What stays in the shell once the display of one timer closed, as values for the
/// executable to put in words: a stopwatch's laps, then how the timer stands.
public struct TimerDisplayEnding {
    /// How the timer the display waited for stands once it closed.
    public enum Outcome {
        /// Left with q: it goes on running (among `running`, to name it by what finds it).
        case running(TimerRecord, among: [TimerRecord])
        /// Cancelled (here with `x`, or elsewhere).
        case cancelled(FinishedTimer)
        /// A countdown's end was on screen.
        case ended(FinishedTimer)
        /// Nothing to say (a stopwatch finished, or the timer is gone).
        case none
    }

    /// The laps' split times, first to last (a stopwatch's).
    public var laps: [TimeInterval]
    /// How the timer stands.
    public var outcome: Outcome

    /// The ending of the display of the timer `id` kept in `store`.
    public static func of(id: String, store: TimerStore) -> TimerDisplayEnding {
        let done = (try? store.done())?.first { $0.id == id }
        // A stopwatch's laps stay in the shell's scrollback.
        let laps = (try? store.timers())?.first(where: { $0.id == id })?.laps ?? done?.laps ?? []
        guard let done else {
            let running = (try? store.timers()) ?? []
            guard let timer = running.first(where: { $0.id == id }) else {
                return TimerDisplayEnding(laps: laps, outcome: .none)
            }
            return TimerDisplayEnding(laps: laps, outcome: .running(timer, among: running))
        }
        if done.result == .cancelled { return TimerDisplayEnding(laps: laps, outcome: .cancelled(done)) }
        return TimerDisplayEnding(laps: laps, outcome: done.kind.countsDown ? .ended(done) : .none)
    }
}
