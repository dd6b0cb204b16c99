import OrbitingTerminal

/// Outline fonts: fontconfig's start-up, and fit + render of 280 characters at 200×50 with
/// a cold glyph cache (a size not drawn before) and a warm one.
enum FontBenchmark {
    static func run() {
        let clock = ContinuousClock()
        var fonts: OutlineFonts?
        let startUp = clock.measure { fonts = OutlineFonts() }
        guard let fonts else {
            print("fonts: no outline font found by fontconfig; nothing to measure")
            return
        }
        let again = clock.measure { blackHole(OutlineFonts()) }
        print(
            "fontconfig: first OutlineFonts() \(FitBenchmark.format(FitBenchmark.microseconds(startUp))) µs "
                + "(loads the configuration and its cache), later ones "
                + "\(FitBenchmark.format(FitBenchmark.microseconds(again))) µs"
        )
        let fallback = Unifont() ?? BuiltinFont() as any GlyphFont
        guard let text = FitBenchmark.messages.last?.text else { return }
        let box = Box(width: 200, height: 50)

        // First layout with fresh fonts: fallback faces opened, every glyph rasterised.
        let fresh = clock.measure {
            let engine = BigTextEngine(outline: OutlineFonts() ?? fonts, fallback: fallback)
            blackHole(BigTextRenderer.lines(engine.layout(text, in: box), box: box).count)
        }
        print(
            "280 chars at 200x50, fresh fonts (faces opened, nothing cached): "
                + "\(FitBenchmark.format(FitBenchmark.microseconds(fresh))) µs")

        let engine = BigTextEngine(outline: fonts, fallback: fallback)
        let warmLayout = engine.layout(text, in: box)
        print("280 chars at 200x50: size \(warmLayout.size), fonts \(warmLayout.fontName)")
        // Cold: each sample at a size not drawn before (a new window height), so every glyph
        // is rasterised again; the faces stay open, as in a session being resized.
        var cold: [Double] = []
        for height in stride(from: 50, through: 20, by: -1) {
            let sized = Box(width: 200, height: height)
            cold.append(
                FitBenchmark.microseconds(
                    clock.measure {
                        blackHole(BigTextRenderer.lines(engine.layout(text, in: sized), box: sized).count)
                    }))
        }
        var warm: [Double] = []
        for _ in 0..<400 {
            warm.append(
                FitBenchmark.microseconds(
                    clock.measure {
                        blackHole(BigTextRenderer.lines(engine.layout(text, in: box), box: box).count)
                    }))
        }
        report("cold glyph cache (new size)", cold)
        report("warm glyph cache", warm)
    }

    private static func report(_ label: String, _ samples: [Double]) {
        let sorted = samples.sorted()
        let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        let mean = sorted.reduce(0, +) / Double(sorted.count)
        print(
            "  \(label): p50 \(FitBenchmark.format(p50)) µs, p99 \(FitBenchmark.format(p99)) µs, "
                + "mean \(FitBenchmark.format(mean)) µs (\(sorted.count) samples)")
    }
}
