import Foundation
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingWeb
import Synchronization
import Testing

@testable import OrbitingApp

/// A room screen that also serves browsers (`room NAME --web`), headless through the terminal
/// double against a real mosquitto: the browsers' URL is in its status row, and the browser
/// screen is fed from the screen's own subscription (the bridge has none of its own).
@Suite(.serialized) struct RoomWebHeadlessTests {
    static let look = WebLook(themes: ThemeCatalog(themes: [.builtInMono])) { code in
        WebStrings(Localizer.load(code: code, from: nil))
    }

    @Test(.needsMosquitto)
    func theScreenShowsTheURLAndFeedsBrowsersFromItsOneSubscription() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let room = try #require(RoomName("lobby"))
        let options = RoomClientOptions(broker: try #require(BrokerAddress("mqtt://127.0.0.1:\(broker.port)")))
        let state = RoomWebState(language: "en", theme: (name: "mono", scheme: "dark"), align: .center)
        let server = try WebServer(
            WebServer.Configuration(address: WebAddress(host: .named("127.0.0.1"), port: 0)),
            look: Self.look, screen: state.screen)
        defer { server.stop() }
        let bridge = RoomWebBridge(server: server, state: state)
        let events = Mutex<[String]>([])
        let stream = try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { event in
            events.withLock { $0.append(event) }
        }
        defer { Task { await stream.close() } }

        let terminal = TerminalDouble(columns: 160, rows: 20, features: RoomProgram.features)
        let subscription = try RoomSubscription(room: room, options: options)
        let program = RoomProgram(
            subscription: subscription, engine: HomeFrames.builtin, look: RoomHeadlessTests.look,
            web: bridge, terminal: terminal)
        let run = HeadlessRun { () async throws(TerminalError) in try await program.run(signals: []) }
        #expect(await terminal.waitFor { $0.text.contains("Browsers: \(server.url)") }, "\(terminal.text)")

        let publisher = try RoomPublisher(room: room, options: options)
        publisher.start()
        publisher.offer(RoomDocument(text: "Gate 12 boards now"))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while clock.now < deadline, !events.withLock({ $0.contains { $0.contains("Gate 12 boards now") } }) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(
            events.withLock { $0.contains { $0.contains("\"text\":\"Gate 12 boards now\"") } },
            "\(events.withLock { $0 })")
        terminal.type("q")
        #expect(try await run.outcome().status == 0)
        publisher.leave()
    }
}
