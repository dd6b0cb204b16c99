import Foundation
import OrbitingTestSupport
import Testing

/// A detached timer around its end (issue 35, point 6): in `timers` until its end, in
/// `timers --done` from it, never in neither (it was missing from both for about 2 s).
@Suite struct TimerListsEndToEndTests {
    /// The ids in a `--json` list.
    static func ids(_ arguments: [String], home: String) throws -> [String] {
        let result = try OrbitingBinary.run(arguments + ["--json"], environment: ["ORBITING_HOME": home])
        let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return entries.compactMap { $0["id"] as? String }
    }

    @Test func aDetachedTimerIsInOneListAtEveryMoment() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let started = try OrbitingBinary.run(["timer", "1s", "Tea", "--detach"], environment: ["ORBITING_HOME": home])
        #expect(started.status == 0, "\(started.stderr)")
        let id = try #require(try Self.ids(["timers"], home: home).first)
        // Listed running, then finished: `timers` first, so a timer missing from it had
        // ended by then, and must be in `--done` read after.
        var seenDone = false, missing: [Double] = []
        let start = Date()
        while Date().timeIntervalSince(start) < 5 {
            let running = try Self.ids(["timers"], home: home).contains(id)
            let done = try Self.ids(["timers", "--done"], home: home).contains(id)
            if !running && !done { missing.append(Date().timeIntervalSince(start)) }
            seenDone = seenDone || done
            if seenDone && Date().timeIntervalSince(start) > 4 { break }
        }
        #expect(missing.isEmpty, "in neither list at \(missing.map { String(format: "%.1f s", $0) })")
        #expect(seenDone)
        #expect(try !Self.ids(["timers"], home: home).contains(id))
        #expect(try Self.ids(["timers", "--done"], home: home) == [id])
    }
}
