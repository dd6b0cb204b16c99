import OrbitingText
import Testing

/// "Did you mean …?": the nearest names to a misspelt one.
@Suite struct NearestNamesTests {
    static let commands = [
        "show", "history", "timer", "until", "stopwatch", "pomodoro", "timers", "config", "themes", "languages",
    ]

    @Test func aSwapOrATypoFindsTheCommand() {
        #expect(NearestNames.matching("histroy", among: Self.commands) == ["history"])
        #expect(NearestNames.matching("shwo", among: Self.commands) == ["show"])
        #expect(NearestNames.matching("confg", among: Self.commands) == ["config"])
        #expect(NearestNames.matching("--limt", among: ["--limit", "--json", "--search"]) == ["--limit"])
    }

    @Test func closerNamesComeFirst() {
        #expect(NearestNames.matching("timre", among: Self.commands).first == "timer")
        #expect(NearestNames.matching("timer", among: Self.commands) == ["timers"])
    }

    @Test func aStartOfANameFindsIt() {
        #expect(NearestNames.matching("lang", among: Self.commands) == ["languages"])
    }

    @Test func somethingFarFindsNothing() {
        #expect(NearestNames.matching("zebra", among: Self.commands) == [])
        #expect(NearestNames.matching("", among: Self.commands) == [])
        #expect(NearestNames.matching("--json", among: ["--font", "--size"]) == [])
    }

    @Test func distanceCountsSwapsAsOneEdit() {
        #expect(NearestNames.distance(Array("ab"), Array("ba")) == 1)
        #expect(NearestNames.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(NearestNames.distance([], Array("abc")) == 3)
    }
}
