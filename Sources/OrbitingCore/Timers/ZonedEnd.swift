import FoundationEssentials

/// A clock-time countdown's end as it was typed, in the zone it names, beside the time here:
/// "09:00 Europe/Berlin (08:00 here)". One rule for the display, `timers` and `--json`.
public enum ZonedEnd {
    /// The zone a timer's end is to be named in as well: an `until` typed in a zone whose
    /// clock at `instant` reads differently from `here`'s; nil for any other timer.
    public static func zone(
        of kind: TimerRecord.Kind, typedIn identifier: String, here: TimeZone,
        at instant: Date
    ) -> TimeZone? {
        guard kind.followsWallClock, identifier != here.identifier, let zone = TimeZone(identifier: identifier),
            zone.secondsFromGMT(for: instant) != here.secondsFromGMT(for: instant)
        else { return nil }
        return zone
    }

    /// "09:00 Europe/Berlin (08:00 here)" in `l10n`'s language: `time` the end in `zone`
    /// (named by its identifier), `local` the same instant here.
    public static func text(time: String, zone: TimeZone, local: String, l10n: Localizer) -> String {
        l10n("timer.endsInZone", ["time": time, "zone": zone.identifier, "here": local])
    }
}
