import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingWeb

#if canImport(Glibc)
    import Glibc
#endif

/// The browser screen over loopback, with viewers speaking the page's protocol
/// (`WebViewerClients`, all read on this thread with `poll`):
/// - keystroke to update: the typist's Home changes and is offered to the server (as the
///   session does after a key); the time until each viewer has read the event carrying it, for
///   1, 100 and 1,000 viewers, keys 80 ms apart. Per viewer and key, and per key until the last
///   viewer has it.
/// - the typist's keystroke (Home drawn at 200×50 and offered to the server) with no server,
///   with a server and no viewer, and with 1,000 viewers taking every update.
/// - the server's memory: resident set with 1,000 viewers connected and fed, minus with none.
/// The server's cap of 256 viewers is raised to 1,000 here through its configuration.
enum WebBenchmark {
    static let viewers = 1_000

    static func run() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        if limit.rlim_cur < 4_096 {
            limit.rlim_cur = min(limit.rlim_max, 4_096)
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        let engine = BigTextEngine.standard()
        let clients = WebViewerClients(capacity: viewers)
        let before = residentKiB()
        guard let web = session() else {
            print("web: the server did not start")
            return
        }
        let server = web.server
        defer { clients.closeAll() }
        print("browser screen over loopback: typist keystroke → update read by every viewer, keys 80 ms apart")
        print(
            FitBenchmark.pad("viewers", 9) + FitBenchmark.pad("keys", 6) + FitBenchmark.pad("p50 ms", 9)
                + FitBenchmark.pad("p99 ms", 9) + FitBenchmark.pad("last p50", 10) + FitBenchmark.pad("last p99", 10)
                + "missed")
        var withViewers = 0
        for count in [1, 100, viewers] {
            guard clients.connect(upTo: count, port: server.port, token: server.token) else {
                print(FitBenchmark.pad("\(count)", 9) + "could not connect (\(clients.count) connected)")
                return
            }
            withViewers = clients.count
            let result = keystrokeToUpdate(web, clients: clients, keys: 150, spacing: 80, first: count * 1_000)
            let each = result.each.sorted()
            let last = result.last.sorted()
            print(
                FitBenchmark.pad("\(count)", 9) + FitBenchmark.pad("\(result.last.count)", 6)
                    + FitBenchmark.pad(String(format: "%.2f", FrameBenchmark.percentile(each, 50)), 9)
                    + FitBenchmark.pad(String(format: "%.2f", FrameBenchmark.percentile(each, 99)), 9)
                    + FitBenchmark.pad(String(format: "%.2f", FrameBenchmark.percentile(last, 50)), 10)
                    + FitBenchmark.pad(String(format: "%.2f", FrameBenchmark.percentile(last, 99)), 10)
                    + "\(result.missed)")
        }
        let after = residentKiB()
        print(
            "server memory with \(withViewers) viewers: \(after - before) KiB more resident than with none, "
                + String(format: "%.1f", Double(after - before) / Double(max(1, withViewers))) + " KiB per viewer")

        print("typist keystroke (Home at 200x50 + the offer to the server), 300 keys 20 ms apart")
        print(FitBenchmark.pad("server", 24) + FitBenchmark.pad("p50 µs", 10) + "p99 µs")
        let reader = ViewerReader(clients: clients)
        reader.start()
        let loaded = typistKeystrokes(web, engine: engine).sorted()
        reader.stop()
        clients.closeAll()
        waitForNoViewers(server)
        let idle = typistKeystrokes(web, engine: engine).sorted()
        let none = typistKeystrokes(nil, engine: engine).sorted()
        for (label, times) in [("none", none), ("no viewer", idle), ("\(withViewers) viewers", loaded)] {
            print(
                FitBenchmark.pad(label, 24)
                    + FitBenchmark.pad(FitBenchmark.format(FrameBenchmark.percentile(times, 50)), 10)
                    + FitBenchmark.format(FrameBenchmark.percentile(times, 99)))
        }
        web.leave()
    }

    /// A session's browser screen on a free loopback port, for `viewers` viewers.
    static func session() -> SessionWeb? {
        let look = WebLook(themes: ThemeCatalog(themes: [.builtInMono])) { code in
            WebStrings(Localizer(code: code, table: [:], fallback: Localizer.compiledEnglish))
        }
        let first = WebScreen(text: "first", kept: true, state: .live, theme: "mono", scheme: "dark", language: "en")
        let configuration = WebServer.Configuration(
            address: WebAddress(host: .named("127.0.0.1"), port: 0),
            maximumViewers: viewers)
        guard let server = try? WebServer(configuration, look: look, screen: first) else { return nil }
        return SessionWeb(server: server) { settings in (settings.theme, "dark") }
    }

    /// Milliseconds from each offer to each viewer's read of it (`each`), and to the last
    /// viewer's (`last`); `missed`: updates some viewer never saw within 2 s.
    static func keystrokeToUpdate(
        _ web: SessionWeb, clients: WebViewerClients, keys: Int, spacing: Int,
        first: Int
    ) -> (each: [Double], last: [Double], missed: Int) {
        let clock = ContinuousClock()
        let settings = Settings()
        var home = HomeState()
        var each: [Double] = []
        var last: [Double] = []
        var missed = 0
        each.reserveCapacity(keys * clients.count)
        for index in 0..<keys {
            let key = first + index
            home.edit = HomeEdit(text: "Back in five minutes @@\(key)", cursor: 0)
            let started = clock.now
            web.offer(home, settings: settings, language: "en")
            var reached = 0
            let done = clients.wait(
                until: { reached == clients.count }, timeout: .seconds(2),
                received: { _, received in
                    guard received == key else { return }
                    reached += 1
                    each.append(milliseconds(clock.now - started))
                })
            if done { last.append(milliseconds(clock.now - started)) } else { missed += 1 }
            let rest = Duration.milliseconds(spacing) - (clock.now - started)
            if rest > .zero { usleep(UInt32(rest.components.attoseconds / 1_000_000_000_000)) }
        }
        return (each, last, missed)
    }

    /// Microseconds of the typist's side of each keystroke: Home drawn at 200×50 and offered
    /// to `web` (nil: no browser screen), 300 keys 20 ms apart.
    static func typistKeystrokes(_ web: SessionWeb?, engine: BigTextEngine) -> [Double] {
        HomeTyping.keystrokes(300, pause: 20_000, engine: engine) { home, settings in
            web?.offer(home, settings: settings, language: "en")
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
    }

    /// The process's resident set (VmRSS), in KiB.
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Waits until the server has noticed every viewer gone.
    static func waitForNoViewers(_ server: WebServer) {
        for _ in 0..<500 where server.viewerCount > 0 { usleep(10_000) }
    }
}

/// Drains the viewers on a thread of its own while the typist's keystrokes are measured.
final class ViewerReader: @unchecked Sendable {
    private let clients: WebViewerClients
    private let running = NSLock()
    private var isRunning = true
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    init(clients: WebViewerClients) {
        self.clients = clients
    }

    func start() {
        let thread = Thread { [self] in
            while running.withLock({ isRunning }) { clients.read(timeoutMilliseconds: 20) { _, _ in } }
            finished.signal()
        }
        self.thread = thread
        thread.start()
    }

    func stop() {
        running.withLock { isRunning = false }
        finished.wait()
    }
}
