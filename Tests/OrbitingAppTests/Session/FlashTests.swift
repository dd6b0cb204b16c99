import Testing
@testable import OrbitingApp

/// The flash's timeline: fully swapped for 100 ms, fading back over 900 ms, then over.
@Suite struct FlashTests {
    let flash = Flash(start: .seconds(7))

    @Test func fullySwappedDuringTheFirstHundredMilliseconds() {
        for ms in [0, 1, 50, 99] {
            #expect(flash.amount(at: .seconds(7) + .milliseconds(ms)) == 1, "at \(ms) ms")
        }
    }

    @Test func fadesStrictlyOverTheNextNineHundredMilliseconds() throws {
        var previous = 1.0
        for ms in stride(from: 110, through: 990, by: 20) {
            let amount = try #require(flash.amount(at: .seconds(7) + .milliseconds(ms)), "at \(ms) ms")
            #expect(amount < previous, "at \(ms) ms")
            #expect(amount > 0, "at \(ms) ms")
            previous = amount
        }
        #expect(previous < 0.05, "almost back just before the end")
    }

    @Test func halfwayThroughTheFadeIsAboutHalfSwapped() throws {
        let amount = try #require(flash.amount(at: .seconds(7) + .milliseconds(550)))
        #expect(abs(amount - 0.5) < 0.01)
    }

    @Test func overAfterOneSecondAndNotBeforeItBegan() {
        #expect(flash.amount(at: .seconds(8)) == nil)
        #expect(flash.amount(at: .seconds(9)) == nil)
        #expect(flash.amount(at: .milliseconds(6_999)) == nil)
    }
}
