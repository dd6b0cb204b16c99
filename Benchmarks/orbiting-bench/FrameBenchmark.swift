import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A keystroke's frame through the session's real path: the byte into readline, the edit
/// into the session model, Home drawn (fit, caret, status row) in a render mode, and the
/// frame writer's diff and picture (encoded, written to /dev/null); prints compute time (wall,
/// and the CPU time of all the process's threads: pictures are encoded on several) and bytes
/// written per keystroke.
enum FrameBenchmark {
    /// The cell of a graphics terminal assumed here: 10×20 pixels.
    static let cell = CellPixels(width: 10, height: 20)

    /// Runs in `mode` (`--render`; blocks when not given).
    static func run(render mode: RenderMode = .blocks) {
        let engine = BigTextEngine.standard()
        let colors = ScreenColors(Theme.builtInMono.palette(ThemeVariant.dark))
        let l10n = Localizer(code: "en", table: [:], fallback: Localizer.compiledEnglish)
        let target = RenderTarget(mode: mode, cell: mode.graphics == nil ? nil : cell)
        print(
            "keystroke frame, render "
                + "\(mode.rawValue)\(target.cell.map { " (cells of \($0.width)x\($0.height) pixels)" } ?? ""): "
                + "readline + update + Home render + writer (fonts: "
                + "\(engine.outlineFonts.map { "outline, \($0.primaryFamily) first" } ?? engine.font.name), "
                + "24-bit colour)"
        )
        print(
            FitBenchmark.pad("box", 9) + FitBenchmark.pad("message", 10) + FitBenchmark.pad("p50 µs", 10)
                + FitBenchmark.pad("p99 µs", 10) + FitBenchmark.pad("cpu p99 µs", 12)
                + FitBenchmark.pad("bytes p50", 11)
                + FitBenchmark.pad("bytes p99", 11) + "full redraw p50")
        let editor = ReadlineEditor(history: [])
        defer { editor.close() }
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)] {
            for (label, message) in FitBenchmark.messages where label != "5 chars" {
                let result = measure(
                    message, size: size, engine: engine, editor: editor, colors: colors, l10n: l10n,
                    target: target)
                let columns: [(String, Int)] = [
                    ("\(size.columns)x\(size.rows)", 9), (label, 10),
                    (FitBenchmark.format(percentile(result.times, 50)), 10),
                    (FitBenchmark.format(percentile(result.times, 99)), 10),
                    (FitBenchmark.format(percentile(result.cpu, 99)), 12),
                    ("\(percentile(result.sizes, 50))", 11), ("\(percentile(result.sizes, 99))", 11),
                ]
                print(columns.map { FitBenchmark.pad($0.0, $0.1) }.joined() + "\(percentile(result.fullSizes, 50))")
            }
        }
    }

    /// Types `message` one character at a time, twice (the first round warms the glyph cache);
    /// each frame goes through a `FrameWriter` to /dev/null, as the session writes it.
    static func measure(
        _ message: String, size: TerminalSize, engine: BigTextEngine, editor: ReadlineEditor,
        colors: ScreenColors, l10n: Localizer,
        target: RenderTarget = RenderTarget(mode: .blocks)
    )
        -> (times: [Double], cpu: [Double], sizes: [Int], fullSizes: [Int])
    {
        let view = HomeView(engine: engine)
        let context = RenderContext(size: size, colors: colors, l10n: l10n, now: .now)
        let clock = ContinuousClock()
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        var times: [Double] = [], cpu: [Double] = [], sizes: [Int] = [], fullSizes: [Int] = []
        for round in 0..<2 {
            var model = SessionModel(settings: welcomed, size: size, screens: noScreens)
            editor.replaceLine("")
            let writer = FrameWriter(output: sink, depth: .trueColor),
                full = FrameWriter(output: sink, depth: .trueColor)
            writer.render(target)
            full.render(target)
            for (index, character) in message.enumerated() {
                var frame = context.blankFrame()
                let cpuStart = processCPU()
                let elapsed = clock.measure {
                    _ = editor.feed(Array(String(character).utf8))
                    _ = model.update(.edited(editor.takeEdit()), now: .zero)
                    frame = context.blankFrame()
                    view.render(
                        model.home, options: FitOptions(), render: target, now: .zero, into: &frame, context: context)
                    writer.show(frame)
                }
                let cpuTime = processCPU() - cpuStart
                guard round == 1, index > 0 else { continue }
                times.append(FitBenchmark.microseconds(elapsed))
                cpu.append(cpuTime)
                sizes.append(writer.lastWriteSize)
                full.invalidate()
                full.show(frame)
                fullSizes.append(full.lastWriteSize)
            }
        }
        return (times.sorted(), cpu.sorted(), sizes.sorted(), fullSizes.sorted())
    }

    /// The CPU time of all the process's threads so far, in microseconds.
    static func processCPU() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1_000_000 + Double(now.tv_nsec) / 1000
    }

    /// Settings of someone who has seen Welcome, so the session starts on Home.
    static let welcomed: Settings = {
        var settings = Settings()
        _ = settings.set("hasSeenWelcome", to: .flag(true))
        return settings
    }()

    /// Home is all this benchmark opens.
    static let noScreens = ScreenFactory(history: { _ in NoScreen() }, make: { _, _ in nil })

    struct NoScreen: Screen {
        mutating func handle(_ key: KeyEvent) -> [AppEffect] { [.close] }
        func render(into frame: inout ScreenBuffer, context: RenderContext) {}
    }

    static func percentile<T: Comparable & Numeric>(_ sorted: [T], _ percent: Int) -> T {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }
}
