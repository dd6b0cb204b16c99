import Foundation
import OrbitingTestSupport
import Testing

/// `timer 1h 30` (issue 35, point 10): the 30 is not taken for a label; the person is asked
/// whether it is minutes, exit 64, nothing started. A label in quotes still starts with a number.
@Suite struct TimerBareNumberTests {
    @Test func aBareNumberAfterADurationIsAskedAbout() throws {
        let home = StoreHome()
        let result = try home.run(["timer", "1h", "30", "--detach"])
        #expect(result.status == 64, "\(result.stdout) \(result.stderr)")
        let expected = ShippedCatalogues.fill(
            try #require(ShippedCatalogues.table("en")["timer.error.bareNumber"]),
            ["number": "30", "suggestion": "1h 30m"])
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        let listed = try home.run(["timers", "--json"])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [Any])?.isEmpty == true,
            "nothing started")
        // What it suggests works, and a quoted label with a number stays a label.
        #expect(try home.run(["timer", "1h", "30m", "--detach"]).status == 0)
        #expect(try home.run(["timer", "10m", "2 eggs", "--detach"]).status == 0)
        let labels = try home.run(["timers", "--json"]).stdout
        #expect(labels.contains("\"label\" : \"2 eggs\"") || labels.contains("\"label\": \"2 eggs\""), "\(labels)")
    }
}
