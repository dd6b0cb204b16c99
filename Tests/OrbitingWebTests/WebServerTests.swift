import Foundation
import OrbitingCore
import OrbitingTestSupport
import Synchronization
import Testing

@testable import OrbitingWeb

/// The browser screen's server over real loopback sockets: who gets in, what every response
/// says, and how states reach viewers (see notes/web-protocol in the issue).
@Suite(.serialized) struct WebServerTests {
    static let look = WebLook(themes: ThemeCatalog(themes: [.builtInMono])) { code in
        WebStrings(Localizer.load(code: code, from: nil))
    }

    static func start(maximumViewers: Int = 256) throws -> WebServer {
        try WebServer(
            WebServer.Configuration(
                address: WebAddress(host: .named("127.0.0.1"), port: 0),
                maximumViewers: maximumViewers),
            look: look,
            screen: WebScreen(text: "first", kept: true, state: .live, theme: "mono", scheme: "dark", language: "en"))
    }

    static func screen(_ text: String, state: WebScreen.State = .live) -> WebScreen {
        WebScreen(text: text, kept: false, state: state, theme: "mono", scheme: "dark", language: "en")
    }

    @Test func thePageAndItsFilesAreServedUnderTheToken() async throws {
        let server = try Self.start()
        defer { server.stop() }
        #expect(server.token.count == 32 && server.token.allSatisfy(\.isHexDigit))
        let page = try await WebProbe.get(port: server.port, path: "/\(server.token)/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let compiled = try #require(WebPage.compiledText("index.html"))
        #expect(
            page.text.replacingOccurrences(of: #" data-strings="[^"]*""#, with: "", options: .regularExpression)
                == compiled)
        let script = try await WebProbe.get(port: server.port, path: "/\(server.token)/app.js")
        #expect(script.status == 200 && script.headers["content-type"] == "text/javascript; charset=utf-8")
        let style = try await WebProbe.get(port: server.port, path: "/\(server.token)/app.css")
        #expect(style.status == 200 && style.headers["content-type"] == "text/css; charset=utf-8")
    }

    @Test func thePageSpeaksTheTypistsLanguageBeforeItsFirstEvent() async throws {
        let server = try WebServer(
            WebServer.Configuration(address: WebAddress(host: .named("127.0.0.1"), port: 0)),
            look: Self.look, screen: WebScreen.waiting(language: "zh_TW"))
        defer { server.stop() }
        let page = try await WebProbe.get(port: server.port, path: "/\(server.token)/").text
        #expect(page.contains(#"<html lang="zh-TW" data-strings=""#))
        let attribute = try #require(page.firstMatch(of: /data-strings="([^"]*)"/)).1
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
        let words = try JSONDecoder().decode(WebStrings.self, from: Data(json.utf8))
        let chinese = Localizer.load(code: "zh_TW", from: nil)
        #expect(words == WebStrings(chinese))
        #expect(words.lost != WebStrings(Localizer.load(code: "en", from: nil)).lost)
    }

    @Test func aWrongOrMissingTokenAndUnknownPathsGetTheSame404() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let wrong =
            String(server.token.reversed()) == server.token
            ? "0" + server.token.dropFirst() : String(server.token.reversed())
        let paths = [
            "/", "/\(wrong)/", "/\(wrong)/events", "/\(wrong)/app.js", "/events", "/app.js", "/\(server.token)",
            "/\(server.token)/secret", "/\(server.token)/../app.js", "/\(server.token)/events/x",
            "/\(server.token.uppercased())/",
        ]
        var bodies = Set<String>()
        for path in paths {
            let response = try await WebProbe.get(port: server.port, path: path)
            #expect(response.status == 404, "\(path)")
            #expect(!response.text.contains(server.token))
            bodies.insert(response.text)
        }
        #expect(bodies.count == 1)
        let posted = try await WebProbe.get(port: server.port, path: "/\(server.token)/", method: .POST)
        #expect(posted.status == 404)
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        let server = try Self.start()
        defer { server.stop() }
        for path in ["/\(server.token)/", "/\(server.token)/app.js", "/nothing"] {
            let response = try await WebProbe.get(port: server.port, path: path)
            #expect(response.headers["content-security-policy"] == "default-src 'self'", "\(path)")
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["referrer-policy"] == "no-referrer")
            #expect(response.headers["cache-control"] == "no-store")
        }
    }

    @Test func theCurrentStateComesAtOnceAndEveryChangeFollows() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let events = EventLog()
        let stream = try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { events.append($0) }
        #expect(stream.status == 200)
        let first = try await events.waitFor { $0.count >= 1 }
        let state = try JSONSerialization.jsonObject(with: Data(first[0].utf8)) as? [String: Any]
        #expect(state?["text"] as? String == "first")
        #expect(state?["state"] as? String == "live")
        #expect((state?["strings"] as? [String: String])?["left"] == Localizer.builtInEnglish("web.page.left"))
        server.publish(Self.screen("<img src=x onerror=alert(1)>\u{1B}[31m"))
        let second = try await events.waitFor { $0.count >= 2 }
        let text = try JSONSerialization.jsonObject(with: Data(second[1].utf8)) as? [String: Any]
        let shown = try #require(text?["text"] as? String)
        // Markup stays text for the page to set as text; no control character reaches it.
        #expect(shown.hasPrefix("<img src=x onerror=alert(1)>"))
        #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control })
        await stream.close()
    }

    @Test func theTwoHundredAndFiftySeventhViewerGets503() async throws {
        let server = try Self.start()
        defer { server.stop() }
        var streams: [WebProbe.Stream] = []
        for _ in 0..<256 {
            streams.append(try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { _ in })
        }
        #expect(streams.allSatisfy { $0.status == 200 })
        let extra = try await WebProbe.get(port: server.port, path: "/\(server.token)/events")
        #expect(extra.status == 503)
        #expect(extra.headers["content-security-policy"] == "default-src 'self'")
        // One leaves: the next one gets in.
        await streams.removeLast().close()
        let deadline = ContinuousClock.now + .seconds(20)
        while server.viewerCount > 255, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let next = try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { _ in }
        #expect(next.status == 200)
        for stream in streams + [next] { await stream.close() }
    }

    @Test func aStalledViewerSkipsStaleStatesButGetsTheNewest() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let events = EventLog()
        let stalled = try await WebProbe.stream(
            port: server.port, path: "/\(server.token)/events", reading: false,
            receiveBuffer: 4096
        ) { events.append($0) }
        let count = 3000
        // Long states fill the stalled socket quickly.
        let padding = String(repeating: "x", count: 2000)
        for index in 1...count { server.publish(Self.screen("\(index) \(padding)")) }
        // Wait until the server has handed over the last state (a fresh viewer sees it at once).
        let fresh = EventLog()
        let watcher = try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { fresh.append($0) }
        _ = try await fresh.waitFor { $0.last?.contains("\"\(count) ") == true }
        stalled.resume()
        let received = try await events.waitFor { $0.last?.contains("\"\(count) ") == true }
        #expect(received.count < count / 2, "a stalled viewer got \(received.count) of \(count) states")
        // In order, never one twice.
        let numbers = received.dropFirst().compactMap { event in
            (try? JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Any])?["text"].flatMap {
                ($0 as? String)?.split(separator: " ").first
            }.flatMap { Int($0) }
        }
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count)
        await stalled.close()
        await watcher.close()
    }

    @Test func stoppingShowsTheLeftStateAndEndsTheStreams() async throws {
        let server = try Self.start()
        let events = EventLog()
        let stream = try await WebProbe.stream(port: server.port, path: "/\(server.token)/events") { events.append($0) }
        _ = try await events.waitFor { $0.count >= 1 }
        server.stop(showing: Self.screen("bye").left(keeping: "kept one"))
        let all = try await events.waitFor { $0.count >= 2 }
        let last = try JSONSerialization.jsonObject(with: Data(all[1].utf8)) as? [String: Any]
        #expect(last?["state"] as? String == "left")
        #expect(last?["text"] as? String == "kept one")
        await stream.close()
    }

    @Test func aPortInUseIsSaidAsSuch() throws {
        let server = try Self.start()
        defer { server.stop() }
        #expect(throws: WebError.addressInUse(address: "127.0.0.1:\(server.port)")) {
            try WebServer(
                WebServer.Configuration(address: WebAddress(host: .named("127.0.0.1"), port: server.port)),
                look: Self.look, screen: .waiting(language: "en"))
        }
    }

    @Test func theCompiledPageMatchesTheFilesInTheRepository() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let folder = root.appendingPathComponent("web/page")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted()
        #expect(WebPage.compiledNames == names, "run scripts/generate-resources")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(WebPage.compiledText(name) == text, "web/page/\(name) changed: run scripts/generate-resources")
        }
    }
}

/// Events as they come, and a wait for some condition on them.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    func append(_ event: String) {
        events.withLock { $0.append(event) }
    }

    /// The events once `condition` holds for them; throws after 30 seconds.
    func waitFor(_ condition: ([String]) -> Bool) async throws -> [String] {
        var last: [String] = []
        let came = await Poll.until(timeout: .seconds(30), every: .milliseconds(10)) {
            last = events.withLock { $0 }
            return condition(last)
        }
        if came { return last }
        Issue.record("timed out; events: \(events.withLock { $0.suffix(3) })")
        throw CancellationError()
    }
}
