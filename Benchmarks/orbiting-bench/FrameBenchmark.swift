import OrbitingTerminal

/// A keystroke's frame: fit + render + cell buffer + diff against the last frame, typing a
/// message one character at a time; prints compute time and bytes written per keystroke.
enum FrameBenchmark {
    static func run() {
        let engine = BigTextEngine.standard()
        let message = String(FitBenchmark.messages.last?.text ?? "Back in five minutes")
        let text = RGBColor(0xebebeb), background = RGBColor(0x1f1f1f)
        print("keystroke frame: fit + render + buffer + diff (font: \(engine.font.name), 24-bit colour), "
              + "typing \(message.count) characters")
        print(FitBenchmark.pad("box", 9) + FitBenchmark.pad("p50 µs", 10) + FitBenchmark.pad("p99 µs", 10)
              + FitBenchmark.pad("bytes p50", 11) + FitBenchmark.pad("bytes p99", 11) + "full redraw p50")
        for box in [Box(width: 80, height: 24), Box(width: 200, height: 50)] {
            var times: [Double] = [], sizes: [Int] = [], fullSizes: [Int] = []
            var shown: ScreenBuffer?
            let clock = ContinuousClock()
            for round in 0..<2 {  // the first round warms the glyph cache
                shown = nil
                for count in 1...message.count {
                    let typed = String(message.prefix(count))
                    var bytes: [UInt8] = []
                    let elapsed = clock.measure {
                        let layout = engine.layout(typed, in: box)
                        let frame = ScreenBuffer(grid: BigTextRenderer.grid(layout, box: box), text: text, background: background)
                        bytes = FrameDiff.bytes(from: shown, to: frame, depth: .trueColor)
                        shown = frame
                    }
                    guard round == 1, count > 1 else { continue }
                    times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                    sizes.append(bytes.count)
                    if let shown { fullSizes.append(FrameDiff.bytes(from: nil, to: shown, depth: .trueColor).count) }
                }
            }
            times.sort()
            sizes.sort()
            fullSizes.sort()
            print(FitBenchmark.pad("\(box.width)x\(box.height ?? 0)", 9)
                  + FitBenchmark.pad(FitBenchmark.format(percentile(times, 50)), 10)
                  + FitBenchmark.pad(FitBenchmark.format(percentile(times, 99)), 10)
                  + FitBenchmark.pad("\(percentile(sizes, 50))", 11) + FitBenchmark.pad("\(percentile(sizes, 99))", 11)
                  + "\(percentile(fullSizes, 50))")
        }
    }

    static func percentile<T: Comparable & Numeric>(_ sorted: [T], _ percent: Int) -> T {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }
}
