import Foundation
import OrbitingTestSupport
import Testing

/// A detached timer around its end (issue 35, point 6): in `timers` until its end, in
/// `timers --done` from it, never in neither (it was missing from both for about 2 s).
@Suite struct TimerListsEndToEndTests {
    /// The ids in a `--json` list.
    static func ids(_ arguments: [String], home: String) async throws -> [String] {
        let result = try await OrbitingBinary.run(arguments + ["--json"], environment: ["ORBITING_HOME": home])
        let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return entries.compactMap { $0["id"] as? String }
    }

    @Test func aDetachedTimerIsInOneListAtEveryMoment() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let started = try await OrbitingBinary.run(
            ["timer", "1s", "Tea", "--detach"], environment: ["ORBITING_HOME": home])
        #expect(started.status == 0, "\(started.stderr)")
        // Its id as `--detach` printed it: a listing may come after its end on a busy machine.
        let id = started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(id.count == 36, "\(started.stdout)")
        // Listed running, then finished: `timers` first, so a timer missing from it had
        // ended by then, and must be in `--done` read after.
        var seenDone = false, missing: [Double] = []
        let start = Date()
        while Date().timeIntervalSince(start) < 5 {
            let running = try await Self.ids(["timers"], home: home).contains(id)
            let done = try await Self.ids(["timers", "--done"], home: home).contains(id)
            if !running && !done { missing.append(Date().timeIntervalSince(start)) }
            seenDone = seenDone || done
            if seenDone && Date().timeIntervalSince(start) > 4 { break }
        }
        #expect(missing.isEmpty, "in neither list at \(missing.map { String(format: "%.1f s", $0) })")
        #expect(seenDone)
        #expect(try await !Self.ids(["timers"], home: home).contains(id))
        #expect(try await Self.ids(["timers", "--done"], home: home) == [id])
    }
}
