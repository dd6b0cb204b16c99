import Foundation
import OrbitingTestSupport
import Testing

/// A countdown to a clock time typed in another zone (issue 35, point 3): on a machine in UTC,
/// `until 09:00 Europe/Berlin Standup` is shown as "09:00 Europe/Berlin (08:00 here)" in
/// `timers`, in `--json` and on the display, not only as the time here.
@Suite struct TimerZoneEndToEndTests {
    /// `instant` on the wall clock of `zone`: `HH:mm` on the day of `now` there, else
    /// `yyyy-MM-dd HH:mm` (as `timers` lists it), and the full form.
    static func wall(_ instant: Date, in zone: TimeZone, now: Date) -> (listed: String, full: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd"
        let sameDay = formatter.string(from: instant) == formatter.string(from: now)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let full = formatter.string(from: instant)
        formatter.dateFormat = "HH:mm"
        return (sameDay ? formatter.string(from: instant) : full, full)
    }

    @Test func aTimeTypedInAZoneIsShownInItAndHere() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["ORBITING_HOME": home, "TZ": "UTC"]
        let started = try OrbitingBinary.run(
            ["until", "09:00", "Europe/Berlin", "Standup", "--detach"], environment: environment)
        #expect(started.status == 0, "\(started.stderr)")
        let now = Date()
        let json = try OrbitingBinary.run(["timers", "--json"], environment: environment)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let entry = try #require(entries.first)
        let stamp = try #require(entry["deadline"] as? String)
        let deadline = try #require(ISO8601DateFormatter.withFractions.date(from: stamp))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin")),
            utc = try #require(TimeZone(identifier: "UTC"))
        let there = Self.wall(deadline, in: berlin, now: now), here = Self.wall(deadline, in: utc, now: now)
        #expect(there.full.hasSuffix(" 09:00"))
        #expect(entry["ends"] as? String == there.full, "\(json.stdout)")
        #expect(entry["endsHere"] as? String == here.full, "\(json.stdout)")
        #expect(entry["zone"] as? String == "Europe/Berlin")
        let list = try OrbitingBinary.run(["timers"], environment: environment)
        #expect(list.stdout.contains("\(there.listed) Europe/Berlin (\(here.listed) here)"), "\(list.stdout)")
        // On the display, `e` shows when it ends: there and here.
        let tmux = try TimerDisplayEndToEndTests.start("timers watch", home: home, environment: "TZ=UTC")
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("Standup") } }
        try tmux.send("e")
        let screen = try tmux.waitFor { $0.contains { $0.contains("Europe/Berlin") } }
        #expect(
            screen.contains {
                $0.contains("09:00 Europe/Berlin (") && $0.contains(String(here.full.suffix(5)) + " here)")
            },
            "\(screen.joined(separator: "\n"))")
    }
}
