import FoundationEssentials

/// The big digits of a timer: `1:04:59`, `4:59`, `0:09`; overtime `+0:12`.
public enum TimerDigits {
    /// Time left, rounded up to the whole second, so `0:00` shows only at the very end
    /// (4.2 s left reads `0:05`); a negative value is overtime, `+0:12`, counted in whole
    /// seconds past the end.
    public static func remaining(_ seconds: TimeInterval) -> String {
        let milliseconds = (clamped(seconds) * 1000).rounded()
        if milliseconds < 0 { return "+" + clock(Int((-milliseconds / 1000).rounded(.down))) }
        return clock(Int((milliseconds / 1000).rounded(.up)))
    }

    /// Time counted up (a stopwatch), in whole seconds reached.
    public static func elapsed(_ seconds: TimeInterval) -> String {
        clock(Int((max(0, (clamped(seconds) * 1000).rounded()) / 1000).rounded(.down)))
    }

    /// `seconds` within ±`TimerRecord.maximumSeconds` (not a number: 0), so that no reading,
    /// however it was reached, can overflow the whole seconds it is shown in.
    static func clamped(_ seconds: TimeInterval) -> TimeInterval {
        guard !seconds.isNaN else { return 0 }
        return min(max(seconds, -TimerRecord.maximumSeconds), TimerRecord.maximumSeconds)
    }

    /// `H:MM:SS` from one hour on (hours are not folded into days), else `M:SS`.
    public static func clock(_ totalSeconds: Int) -> String {
        let total = max(0, totalSeconds)
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        return hours > 0
            ? String(hours) + ":" + pad(minutes) + ":" + pad(seconds) : String(minutes) + ":" + pad(seconds)
    }

    /// The widest reading a timer of up to `seconds` will show, as a shape to fit digits
    /// at: minutes always with two digits under an hour ("00:00"), so neither 9:59 nor a
    /// minute added with `+` changes the size; `+` in front when it counts `overtime`.
    public static func widest(upTo seconds: TimeInterval, overtime: Bool) -> String {
        let reading = clock(Int(max(0, seconds).rounded(.up)))
        let shape = String(reading.map { $0.isASCII && $0.isNumber ? "0" : $0 })
        let padded = shape.count < 5 ? "00:00" : shape
        return overtime ? "+" + padded : padded
    }
}
