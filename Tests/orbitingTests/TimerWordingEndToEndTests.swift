import Foundation
import OrbitingTestSupport
import Testing

/// What the third probe left open: a unit written twice is refused and named, an unknown
/// `TZ` is said once, and a Pomodoro's label may follow its lengths in the same quotes.
@Suite struct TimerWordingEndToEndTests {
    let home = StoreHome()

    @Test(arguments: [
        (["timer", "25m25m"], "m"), (["timer", "1h", "1h", "1h"], "h"), (["timer", "1h 30m 10m"], "m"),
        (["timer", "25m25m", "--detach"], "m"),
    ])
    func aRepeatedUnitIsRefusedAndNamed(arguments: [String], unit: String) throws {
        let result = try home.run(arguments)
        #expect(result.status == 64, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("gives “\(unit)” twice"), "\(result.stderr)")
        #expect(try home.run(["timers", "--json"]).stdout.filter { !$0.isWhitespace } == "[]")
    }

    @Test func anUnknownTimeZoneIsSaidOnce() throws {
        let result = try home.run(["timer", "10m", "Tea", "--detach"], environment: ["TZ": "Invalid/Zone"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "Invalid/Zone").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("UTC"))
        let known = try home.run(["timers"], environment: ["TZ": "Europe/Berlin"])
        #expect(!known.stderr.contains("not a time zone"), "\(known.stderr)")
    }

    @Test func aPomodoroTakesTheLabelAfterItsLengths() throws {
        let started = try home.run(["pomodoro", "25m/5m/15m Deep work", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        let listed = try home.run(["timers", "--json"])
        let timers = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(timers.first?["label"] as? String == "Deep work", "\(listed.stdout)")
    }
}
