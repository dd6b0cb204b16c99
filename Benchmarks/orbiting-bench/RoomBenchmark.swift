import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Rooms over loopback, with a real mosquitto on 127.0.0.1 at a free port:
/// - keystroke to frame: the typist's Home changes (as the session offers it after a key),
///   the publisher sends it, the broker fans it out, a screen's subscription takes it and
///   draws its frame at 200×50 through the frame writer (into /dev/null). Keys 80 ms apart (a
///   quick typist) and 20 ms apart (a burst, where the 50 ms throttle shows).
/// - the typist's keystroke (Home drawn at 200×50 and offered to the room) with no room, a
///   live broker and a dead one (nothing listening): the room must change nothing.
enum RoomBenchmark {
    static func run() {
        guard MosquittoBroker.isInstalled else {
            print("rooms: mosquitto is not installed (scripts/install-deps --tests)")
            return
        }
        let engine = BigTextEngine.standard()
        guard let broker = try? MosquittoBroker() else {
            print("rooms: mosquitto did not start")
            return
        }
        defer { broker.stop() }
        print("rooms over loopback: typist keystroke → screen frame at 200x50 (mosquitto \(broker.port))")
        print(
            FitBenchmark.pad("keys apart", 12) + FitBenchmark.pad("keys", 6) + FitBenchmark.pad("p50 ms", 9) + "p99 ms")
        for spacing in [80, 20] {
            let times = keystrokeToFrame(port: broker.port, spacing: spacing, keys: 200, engine: engine).sorted()
            print(
                FitBenchmark.pad("\(spacing) ms", 12) + FitBenchmark.pad("\(times.count)", 6)
                    + FitBenchmark.pad(String(format: "%.2f", FrameBenchmark.percentile(times, 50)), 9)
                    + String(format: "%.2f", FrameBenchmark.percentile(times, 99)))
        }
        print("typist keystroke (Home at 200x50 + the room's offer), 500 keys")
        print(FitBenchmark.pad("room", 14) + FitBenchmark.pad("p50 µs", 10) + "p99 µs")
        let dead = Loopback.freePort()
        for (label, port) in [("none", nil), ("live broker", broker.port), ("dead broker", dead)] as [(String, Int?)] {
            let times = typistKeystrokes(port: port, engine: engine).sorted()
            print(
                FitBenchmark.pad(label, 14)
                    + FitBenchmark.pad(FitBenchmark.format(FrameBenchmark.percentile(times, 50)), 10)
                    + FitBenchmark.format(FrameBenchmark.percentile(times, 99)))
        }
    }

    static func options(port: Int) -> RoomClientOptions? {
        BrokerAddress("mqtt://127.0.0.1:\(port)").map { RoomClientOptions(broker: $0) }
    }

    /// Milliseconds from each offer to the screen's frame written, keys `spacing` ms apart.
    static func keystrokeToFrame(port: Int, spacing: Int, keys: Int, engine: BigTextEngine) -> [Double] {
        guard let room = RoomName("bench-\(spacing)"), let options = options(port: port),
            let publisher = try? RoomPublisher(room: room, options: options),
            let subscription = try? RoomSubscription(room: room, options: options)
        else { return [] }
        publisher.start()
        subscription.start()
        let view = RoomView(engine: engine, room: room.name)
        let colors = ScreenColors(Theme.builtInMono.palette(ThemeVariant.dark))
        let l10n = Localizer(code: "en", table: [:], fallback: Localizer.compiledEnglish)
        let context = RenderContext(size: TerminalSize(columns: 200, rows: 50), colors: colors, l10n: l10n, now: Date())
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        let writer = FrameWriter(output: sink, depth: .trueColor)
        // Wait until both are connected and the subscription is in place.
        let clock = ContinuousClock()
        let ready = clock.now + .seconds(10)
        while (publisher.connection != .connected || subscription.connection != .connected) && clock.now < ready {
            usleep(10_000)
        }
        usleep(200_000)
        _ = subscription.take()
        let sentence = "The quick brown fox jumps over the lazy dog while the room watches every key "
        var times: [Double] = []
        var text = ""
        for index in 0..<keys {
            text.append(sentence[sentence.index(sentence.startIndex, offsetBy: index % sentence.count)])
            let started = clock.now
            publisher.offer(RoomDocument(text: text))
            var shown = false
            while !shown && clock.now - started < .seconds(2) {
                for update in subscription.wait(timeout: .seconds(2)) {
                    guard view.apply(update), case .document(let document) = update, document.text == text else {
                        continue
                    }
                    var frame = context.blankFrame()
                    view.render(
                        options: FitOptions(), render: RenderTarget(mode: .blocks), colors: colors, into: &frame,
                        context: context)
                    _ = writer.show(frame)
                    shown = true
                }
            }
            let elapsed = clock.now - started
            if shown {
                times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            }
            let rest = Duration.milliseconds(spacing) - elapsed
            if rest > .zero { usleep(UInt32(rest.components.attoseconds / 1_000_000_000_000)) }
        }
        return times
    }

    /// Microseconds of the typist's side of each keystroke: Home drawn and offered to a room
    /// at `port` (none: no room).
    static func typistKeystrokes(port: Int?, engine: BigTextEngine) -> [Double] {
        var room: SessionRoom?
        if let port, let name = RoomName("bench-typist"), let options = options(port: port),
            let publisher = try? RoomPublisher(room: name, options: options)
        {
            publisher.start()
            room = SessionRoom(publisher: publisher, theme: { settings in (settings.theme, "dark") })
            usleep(300_000)  // connected, or refused by the dead port
        }
        return HomeTyping.keystrokes(500, engine: engine) { home, settings in room?.offer(home, settings: settings) }
    }
}
