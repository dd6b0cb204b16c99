import Foundation
import OrbitingTestSupport
import Testing

/// Room names and refusals as a person reads them: the broker's own topics, blank names and
/// dot names are refused; a refused name is cut, not echoed whole; a refusal reads as one
/// sentence.
@Suite struct RoomRefusalEndToEndTests {
    @Test(arguments: [" ", "   ", ".", "..", "$SYS", "$share"])
    func aBlankDotOrDollarNameIsRefused(name: String) throws {
        let home = StoreHome()
        let result = try home.run(["room", "say", name, "Hi", "--broker", "mqtt://127.0.0.1:1"])
        #expect(result.status == 64, "\(name.debugDescription): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("cannot name a room"), "\(result.stderr)")
    }

    @Test func aHugeRefusedNameIsCutInTheMessage() throws {
        let home = StoreHome()
        let result = try home.run([
            "room", "say", String(repeating: "#", count: 65_600), "Hi", "--broker", "mqtt://127.0.0.1:1",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.count < 1000, "\(result.stderr.count) characters")
    }

    @Test func aRefusalIsOneSentence() throws {
        let broker = try MosquittoBroker(users: ["ana": "s3cret"])
        defer { broker.stop() }
        let home = StoreHome()
        let wrong = try home.run(
            ["room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana")],
            environment: ["ORBITING_BROKER_PASSWORD": "nope"])
        #expect(wrong.status == 77, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("refused the connection") && !wrong.stderr.contains(".."), "\(wrong.stderr)")
    }
}
