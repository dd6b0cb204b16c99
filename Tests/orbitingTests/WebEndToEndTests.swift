import Foundation
import OrbitingTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The browser screen as people start it: `orbiting --web` in tmux and `orbiting room NAME
/// --web` against a real mosquitto, read by a client that speaks the page's protocol.
@Suite struct WebEndToEndTests {
    /// The URL the status row shows, once it shows one.
    static func url(on session: SessionHarness) throws -> String {
        let rows = try session.waitFor("/", timeout: 15)
        let url = rows.lazy.compactMap { row in
            row.range(of: "http://").map { String(row[$0.lowerBound...].prefix { $0 != " " }) }
        }.first
        return try #require(url, "no URL in \(rows)")
    }

    /// The `screen` events of a stream, decoded.
    final class Events: Sendable {
        private let events = Mutex<[String]>([])
        var all: [[String: Any]] {
            events.withLock { $0 }.compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }

        func append(_ data: String) {
            events.withLock { $0.append(data) }
        }

        /// The last event for which `condition` holds, once one came; records an issue and
        /// throws after `timeout` seconds (generous: on a busy machine this task may wake
        /// long after it asked to, so the events are looked at once more after the deadline).
        func waitFor(timeout: Double = 60, _ condition: ([String: Any]) -> Bool) async throws -> [String: Any] {
            var found: [String: Any]?
            await Poll.until(timeout: .seconds(timeout)) {
                found = all.last(where: condition)
                return found != nil
            }
            if let found { return found }
            Issue.record("no such event; last: \(String(describing: all.last))")
            throw CancellationError()
        }
    }

    static func path(of url: String) -> (port: Int, path: String) {
        let rest = url.dropFirst("http://".count)
        let hostPort = rest.prefix { $0 != "/" }
        let port = Int(hostPort.split(separator: ":").last ?? "") ?? 0
        return (port, String(rest.dropFirst(hostPort.count)))
    }

    @Test func theSessionServesWhatIsTypedAndSaysWhenTheTypistLeft() async throws {
        let port = Loopback.freePort()
        let session = try SessionHarness("--web 127.0.0.1:\(port)", width: 120, height: 20)
        defer { session.kill() }
        let url = try Self.url(on: session)
        #expect(url.hasPrefix("http://127.0.0.1:\(port)/"))
        let token = url.split(separator: "/").last.map(String.init) ?? ""
        #expect(token.count == 32 && token.allSatisfy(\.isHexDigit))
        let (_, path) = Self.path(of: url)
        let page = try await WebProbe.get(port: port, path: path)
        #expect(page.status == 200 && page.headers["content-security-policy"] == "default-src 'self'")
        #expect(try await WebProbe.get(port: port, path: "/").status == 404)
        let events = Events()
        let stream = try await WebProbe.stream(port: port, path: path + "events") { events.append($0) }
        try session.tmux.send("Back in 5", literal: true)
        _ = try await events.waitFor { $0["text"] as? String == "Back in 5" && $0["kept"] as? Bool == false }
        try session.tmux.send("Enter")
        _ = try await events.waitFor { $0["text"] as? String == "Back in 5" && $0["kept"] as? Bool == true }
        try session.tmux.send("C-d")
        let left = try await events.waitFor { $0["state"] as? String == "left" }
        #expect(left["text"] as? String == "Back in 5")
        #expect(session.exitStatus() == 0)
        await stream.close()
    }

    @Test func aPortInUseIsSaidAndTheSessionDoesNotStart() throws {
        let port = Loopback.freePort()
        let first = try SessionHarness("--web 127.0.0.1:\(port)", width: 120, height: 20)
        defer { first.kill() }
        _ = try Self.url(on: first)
        let second = try SessionHarness("--web 127.0.0.1:\(port)", width: 120, height: 20)
        defer { second.kill() }
        #expect(second.exitStatus(timeout: 20) == 69)
        #expect(try second.screen().joined().contains("127.0.0.1:\(port)"))
    }

    @Test(.needsMosquitto)
    func aRoomBridgedWithWebReachesABrowser() async throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let home = StoreHome()
        let port = Loopback.freePort()
        let bridge = try RoomListener(
            "lobby", arguments: ["--web", "127.0.0.1:\(port)", "--broker", broker.address()], home: home.root)
        defer { bridge.stop() }
        #expect(bridge.waitFor(timeout: 20) { $0.contains { $0["url"] != nil } })
        let url = try #require(bridge.lines().lazy.compactMap { $0["url"] as? String }.first)
        #expect(url.hasPrefix("http://127.0.0.1:\(port)/"))
        let events = Events()
        let stream = try await WebProbe.stream(port: port, path: Self.path(of: url).path + "events") {
            events.append($0)
        }
        _ = try await events.waitFor { $0["state"] as? String == "waiting" }
        #expect(bridge.waitFor(timeout: 20) { $0.contains { $0["connection"] as? String == "connected" } })
        let said = try home.run(["room", "say", "lobby", "Hello TV", "--broker", broker.address()])
        #expect(said.status == 0, "\(said.stderr)")
        let shown = try await events.waitFor { $0["text"] as? String == "Hello TV" }
        #expect(shown["state"] as? String == "live")
        await stream.close()
    }

    static let zbarimg = "/usr/bin/zbarimg"

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: zbarimg),
            "zbarimg is missing (scripts/install-deps --tests)"))
    func f5ShowsTheAddressAsAQRCodeAPhoneCanRead() throws {
        let port = Loopback.freePort()
        let session = try SessionHarness("--web 127.0.0.1:\(port)", width: 100, height: 40)
        defer { session.kill() }
        let url = try Self.url(on: session)
        // tmux's own F5 (it sends the pane `ESC [ 15 ~`, as xterm does), as a person presses it.
        try session.tmux.send("F5")
        _ = try session.waitFor("Scan with a phone", timeout: 15)
        let folder = TestDirectory.make("qr")
        let capture = folder + "/capture.ans"
        let picture = folder + "/capture.png"
        let colored = try session.tmux.tmux(["capture-pane", "-e", "-p", "-t", session.tmux.name])
        try colored.write(toFile: capture, atomically: false, encoding: .utf8)
        _ = try Spawn.run(["/usr/bin/python3", "/work/shared/tools/ans2png.py", capture, picture])
        let decoded = try Spawn.run([Self.zbarimg, "--raw", "-q", picture])
        #expect(decoded.trimmingCharacters(in: .whitespacesAndNewlines) == url)
        // The address is under it in text, and Esc goes back to Home.
        #expect(try session.screen().contains { $0.contains(url) })
        try session.tmux.send("Escape")
        _ = try session.tmux.waitFor { !$0.joined().contains("█") || $0.contains { $0.contains("Browsers") } }
    }
}
