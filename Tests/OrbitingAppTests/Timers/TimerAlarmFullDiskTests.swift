import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTestSupport
import Testing

/// The display's alarms when the store cannot keep them (a full disk): each fires all the
/// same, once, and the failure is said after it; once there is room again the alarm is kept
/// as fired and fires no more.
@Suite(.needsTmpfs)
struct TimerAlarmFullDiskTests {
    @Test func anAlarmTheStoreCannotKeepFiresOnceAndIsSaid() throws {
        let disk = try #require(SmallDisk(at: TestDirectory.make("disk")))
        defer { disk.unmount() }
        let timers = TestTimers(directory: disk.path + "/data")
        let id = timers.countdown(10, "Tea", alarm: TimerAlarm(warnings: [5]))
        #expect(timers.record(id) != nil)
        disk.fill()
        var fired: [String] = []
        for _ in 0..<30 {
            timers.clock.advance(by: 0.5)
            for event in timers.source.takeDueAlarms() {
                switch event {
                case .warning(let face): fired.append("warning \(face.label)")
                case .end(let face): fired.append("end \(face.label)")
                }
            }
        }
        #expect(fired == ["warning Tea", "end Tea"])
        let problems = timers.source.takeProblems()
        #expect(problems.count == 1, "\(problems)")
        guard case .noSpace? = timers.source.storeFailure else {
            Issue.record("no full-disk failure: \(String(describing: timers.source.storeFailure))")
            return
        }
        #expect(timers.record(id)?.fired == false)
        // Room again: the alarm is kept as fired, and nothing fires twice.
        disk.free()
        timers.clock.advance(by: 1)
        #expect(timers.source.takeDueAlarms().isEmpty)
        #expect(timers.record(id)?.fired == true)
        #expect(timers.source.takeProblems().isEmpty)
    }
}
