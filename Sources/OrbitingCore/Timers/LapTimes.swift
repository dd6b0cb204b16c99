import FoundationEssentials

/// A stopwatch's laps: it keeps the time counted at each (the split); a person also reads
/// each lap's own time, the difference from the one before.
public enum LapTimes {
    /// The time of each lap, from the splits (the time counted at each, in order): the first
    /// lap's is its split, each later one's the time since the lap before.
    public static func durations(_ splits: [TimeInterval]) -> [TimeInterval] {
        zip(splits, [0] + splits.dropLast()).map { max(0, $0 - $1) }
    }
}
