import Foundation
import OrbitingTestSupport
import Testing

/// `--web` with no address serves at the `web` setting's, for the session and for a room,
/// last on the line or before another option; after `room NAME` it reaches the room (the
/// parser hands the room the option group the top command read).
@Suite struct WebFlagEndToEndTests {
    @Test(arguments: [["--web"], ["--web", "--broker", "mqtt://127.0.0.1:1"]])
    func aRoomsBareWebServesAtTheSetting(_ flags: [String]) throws {
        let home = StoreHome()
        let port = Loopback.freePort()
        try home.run(["config", "set", "web", "127.0.0.1:\(port)"])
        let arguments = flags.count == 1 ? ["--broker", "mqtt://127.0.0.1:1"] + flags : flags
        let bridge = try RoomListener("lobby", arguments: arguments, home: home.root)
        defer { bridge.stop() }
        #expect(bridge.waitFor(timeout: 30) { $0.contains { $0["url"] != nil } }, "\(bridge.lines())")
        let url = try #require(bridge.lines().lazy.compactMap { $0["url"] as? String }.first)
        #expect(url.hasPrefix("http://127.0.0.1:\(port)/"))
    }

    @Test func theSessionsBareWebBeforeAnotherOptionServesAtTheSetting() throws {
        let port = Loopback.freePort()
        let session = try SessionHarness(
            "--web --text Hi", width: 120, height: 20, settings: ["web": "127.0.0.1:\(port)"])
        defer { session.kill() }
        let url = try WebEndToEndTests.url(on: session)
        #expect(url.hasPrefix("http://127.0.0.1:\(port)/"))
    }
}
