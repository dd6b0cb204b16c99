import OrbitingTerminal

/// Fit + render time of messages of 5, 20, 80 and 280 characters at 80×24 and 200×50.
enum FitBenchmark {
    static let messages: [(label: String, text: String)] = {
        let source =
            "Back in five minutes, the kettle is on. Could you please speak a little more slowly? "
            + "The train to the airport leaves from platform nine at a quarter past ten tonight. "
            + "我们今天晚上一起去吃饭好吗 Thank you for waiting, we will be right with you. "
            + "Please keep your voice down in the library, some people are studying for exams."
        return [5, 20, 80, 280].map { count in ("\(count) chars", String(source.prefix(count))) }
    }()

    static func run() {
        let engine = BigTextEngine.standard()
        print(
            "fit + render (fonts: \(engine.layout("Hi", in: Box(width: 80, height: 24)).fontName), style half); "
                + "microseconds per message"
        )
        print(pad("message", 10) + pad("box", 9) + pad("size", 6) + pad("p50 µs", 10) + pad("p99 µs", 10) + "mean µs")
        for box in [Box(width: 80, height: 24), Box(width: 200, height: 50)] {
            for (label, text) in messages {
                // Warm the glyph cache, as a session does after its first keystroke.
                let layout = engine.layout(text, in: box)
                _ = BigTextRenderer.lines(layout, box: box)
                var samples: [Double] = []
                let clock = ContinuousClock()
                for _ in 0..<400 {
                    let elapsed = clock.measure {
                        let fitted = engine.layout(text, in: box)
                        blackHole(BigTextRenderer.lines(fitted, box: box).count)
                    }
                    samples.append(microseconds(elapsed))
                }
                samples.sort()
                let p50 = samples[samples.count / 2], p99 = samples[samples.count * 99 / 100]
                let mean = samples.reduce(0, +) / Double(samples.count)
                let sizeLabel = layout.mode == .text ? "text" : "\(layout.size)"
                print(
                    pad(label, 10) + pad("\(box.width)x\(box.height ?? 0)", 9) + pad(sizeLabel, 6)
                        + pad(format(p50), 10) + pad(format(p99), 10) + format(mean))
            }
        }
    }

    /// `duration` in microseconds.
    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return "\(rounded)"
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
