import OrbitingApp
import OrbitingCore
import OrbitingTerminal

/// A keystroke's frame through the session's real path: the byte into readline, the edit
/// into the session model, Home drawn (fit, caret, status row) into a cell buffer, and the
/// diff against the last frame; prints compute time and bytes written per keystroke.
enum FrameBenchmark {
    static func run() {
        let engine = BigTextEngine.standard()
        let colors = ScreenColors(Theme.builtInMono.palette(ThemeVariant.dark))
        let l10n = Localizer(code: "en", table: [:], fallback: Localizer.compiledEnglish)
        print("keystroke frame: readline + update + Home render + diff (fonts: \(engine.outlineFonts.map { "outline, \($0.primaryFamily) first" } ?? engine.font.name), 24-bit colour)")
        print(FitBenchmark.pad("box", 9) + FitBenchmark.pad("message", 10) + FitBenchmark.pad("p50 µs", 10)
              + FitBenchmark.pad("p99 µs", 10) + FitBenchmark.pad("bytes p50", 11) + FitBenchmark.pad("bytes p99", 11)
              + "full redraw p50")
        let editor = ReadlineEditor(history: [])
        defer { editor.close() }
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)] {
            for (label, message) in FitBenchmark.messages where label != "5 chars" {
                let result = measure(message, size: size, engine: engine, editor: editor, colors: colors, l10n: l10n)
                let columns: [(String, Int)] = [
                    ("\(size.columns)x\(size.rows)", 9), (label, 10),
                    (FitBenchmark.format(percentile(result.times, 50)), 10),
                    (FitBenchmark.format(percentile(result.times, 99)), 10),
                    ("\(percentile(result.sizes, 50))", 11), ("\(percentile(result.sizes, 99))", 11),
                ]
                print(columns.map { FitBenchmark.pad($0.0, $0.1) }.joined() + "\(percentile(result.fullSizes, 50))")
            }
        }
    }

    /// Types `message` one character at a time, twice (the first round warms the glyph cache).
    static func measure(_ message: String, size: TerminalSize, engine: BigTextEngine, editor: ReadlineEditor,
                        colors: ScreenColors, l10n: Localizer) -> (times: [Double], sizes: [Int], fullSizes: [Int]) {
        let view = HomeView(engine: engine)
        let context = RenderContext(size: size, colors: colors, l10n: l10n, now: .now)
        let clock = ContinuousClock()
        var times: [Double] = [], sizes: [Int] = [], fullSizes: [Int] = []
        for round in 0..<2 {
            var model = SessionModel(settings: welcomed, size: size, screens: noScreens)
            editor.replaceLine("")
            var shown: ScreenBuffer?
            for (index, character) in message.enumerated() {
                var bytes: [UInt8] = []
                var frame = context.blankFrame()
                let elapsed = clock.measure {
                    _ = editor.feed(Array(String(character).utf8))
                    _ = model.update(.edited(editor.takeEdit()), now: .zero)
                    frame = context.blankFrame()
                    view.render(model.home, options: FitOptions(), now: .zero, into: &frame, context: context)
                    bytes = FrameDiff.bytes(from: shown, to: frame, depth: .trueColor)
                }
                shown = frame
                guard round == 1, index > 0 else { continue }
                times.append(FitBenchmark.microseconds(elapsed))
                sizes.append(bytes.count)
                fullSizes.append(FrameDiff.bytes(from: nil, to: frame, depth: .trueColor).count)
            }
        }
        return (times.sorted(), sizes.sorted(), fullSizes.sorted())
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
