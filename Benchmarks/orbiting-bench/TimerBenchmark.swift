import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal

/// A running timer display: what one second's tick costs at 200×50 (and 80×24): the
/// timers read from `timers.json` through the core's records, the alarms checked, the display drawn into a
/// cell buffer and diffed against the last frame, as `TimerProgram.tick()` does. Prints the
/// compute time per tick, the share of one core that is at one tick a second, and the bytes
/// written per tick.
enum TimerBenchmark {
    static func run() {
        let engine = BigTextEngine.standard()
        let colors = ScreenColors(Theme.builtInMono.palette(ThemeVariant.dark))
        let l10n = Localizer(code: "en", table: [:], fallback: Localizer.compiledEnglish)
        print(
            "running timer display: read + alarms + render + diff per second's tick (fonts: "
                + "\(engine.outlineFonts.map { "outline, \($0.primaryFamily) first" } ?? engine.font.name))"
        )
        print(
            FitBenchmark.pad("box", 9) + FitBenchmark.pad("timers", 8) + FitBenchmark.pad("p50 µs", 10)
                + FitBenchmark.pad("p99 µs", 10) + FitBenchmark.pad("% core", 9) + FitBenchmark.pad("bytes p50", 11)
                + "full frame")
        for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
            for count in [1, 4] {
                let (times, bytes, full) = measure(
                    size: size, timers: count, engine: engine, colors: colors, l10n: l10n)
                let mean = times.reduce(0, +) / Double(max(1, times.count))
                let columns: [(String, Int)] = [
                    ("\(size.columns)x\(size.rows)", 9), ("\(count)", 8),
                    (FitBenchmark.format(FrameBenchmark.percentile(times, 50)), 10),
                    (FitBenchmark.format(FrameBenchmark.percentile(times, 99)), 10),
                    (String(format: "%.3f", mean / 1_000_000 * 100), 9),
                    ("\(FrameBenchmark.percentile(bytes, 50))", 11),
                ]
                print(columns.map { FitBenchmark.pad($0.0, $0.1) }.joined() + "\(full)")
            }
        }
    }

    /// Ticks a display of `timers` timers through 600 seconds, a tick on each second.
    static func measure(
        size: TerminalSize, timers count: Int, engine: BigTextEngine, colors: ScreenColors,
        l10n: Localizer
    ) -> (times: [Double], bytes: [Int], full: Int) {
        let clock = ManualTimerClock(Date(timeIntervalSince1970: 1_700_000_000))
        let zone = TimeZone(secondsFromGMT: 0) ?? .current
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orbiting-bench-timers-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = TimerStore(directory: directory)
        for index in 0..<count {
            try? store.add(
                TimerRecord.countdown(
                    TimeInterval(3600 - index * 600), label: ["Talk", "Tea", "Launch", "Focus"][index % 4],
                    input: "1h", zone: zone, at: clock.moment()))
        }
        let source = RecordTimerSource(store: store, clock: clock, l10n: l10n, zone: zone)
        let view = TimerView(engine: engine)
        let display = TimerDisplay()
        let context = RenderContext(
            size: size, colors: colors, l10n: l10n, now: Date(timeIntervalSince1970: 1_700_000_000), timeZone: zone)
        let timer = ContinuousClock()
        var shown: ScreenBuffer?
        var times: [Double] = [], bytes: [Int] = []
        for second in 0..<600 {
            clock.advance(by: 1)
            var frame = context.blankFrame()
            var written = 0
            let elapsed = timer.measure {
                _ = source.takeDueAlarms()
                let faces = source.faces()
                view.render(display, faces: faces, options: FitOptions(), into: &frame, context: context)
                written = FrameDiff.bytes(from: shown, to: frame, depth: .trueColor).count
            }
            shown = frame
            guard second >= 5 else { continue }  // the first ticks fit the shapes and warm the glyph cache
            times.append(FitBenchmark.microseconds(elapsed))
            bytes.append(written)
        }
        let full = shown.map { FrameDiff.bytes(from: nil, to: $0, depth: .trueColor).count } ?? 0
        return (times.sorted(), bytes.sorted(), full)
    }
}
