import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal

/// The History screen over 100 000 messages in a 200 × 50 window: opening it (sorting and
/// folding every text once), the first frame, and each keystroke of a search (handle + render),
/// typed and then erased. Prints the figures; never fails.
enum HistoryBenchmark {
    static let size = TerminalSize(columns: 200, rows: 50)
    static let queries = ["cafe resume", "ÉCOLE", "東京で", "back in 5 min #9", "zzz nothing"]

    static func run() {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let now = Date()
        let messages = history(count: 100_000, now: now)
        print("history screen: \(messages.count) messages at \(size.columns)x\(size.rows)")
        print(
            FitBenchmark.pad("language", 10) + FitBenchmark.pad("open ms", 10) + FitBenchmark.pad("frame ms", 10)
                + FitBenchmark.pad("key p50 µs", 12) + FitBenchmark.pad("key p99 µs", 12)
                + FitBenchmark.pad("move p50 µs", 13) + "keys")
        for code in ["en", "ja"] {
            let context = RenderContext(
                size: size, colors: ScreenColors(Theme.builtInMono.dark),
                l10n: Localizer.load(code: code, from: repository + "/Localizations"),
                now: now)
            measure(messages, context: context)
        }
    }

    static func measure(_ messages: [Message], context: RenderContext) {
        let clock = ContinuousClock()
        var screen: HistoryScreen?
        let open = clock.measure {
            var opened = HistoryScreen(messages: messages, windowSize: size)
            opened.prepare(for: context)
            screen = opened
        }
        guard var screen else { return }
        var frame = context.blankFrame()
        let first = clock.measure { screen.render(into: &frame, context: context) }
        var keys: [Double] = []
        for query in queries {
            var strokes = query.map { KeyEvent.text(String($0)) }
            strokes += Array(repeating: KeyEvent.backspace, count: query.count)
            for key in strokes {
                let elapsed = clock.measure {
                    _ = screen.handle(key)
                    screen.render(into: &frame, context: context)
                }
                keys.append(FitBenchmark.microseconds(elapsed))
            }
        }
        var moves: [Double] = []
        for key in Array(repeating: KeyEvent.special(.down), count: 100) + [
            .special(.end), .special(.pageUp), .special(.home),
        ] {
            moves.append(
                FitBenchmark.microseconds(
                    clock.measure {
                        _ = screen.handle(key)
                        screen.render(into: &frame, context: context)
                    }))
        }
        keys.sort()
        moves.sort()
        print(
            FitBenchmark.pad(context.l10n.code, 10)
                + FitBenchmark.pad(FitBenchmark.format(FitBenchmark.microseconds(open) / 1000), 10)
                + FitBenchmark.pad(FitBenchmark.format(FitBenchmark.microseconds(first) / 1000), 10)
                + FitBenchmark.pad(FitBenchmark.format(FrameBenchmark.percentile(keys, 50)), 12)
                + FitBenchmark.pad(FitBenchmark.format(FrameBenchmark.percentile(keys, 99)), 12)
                + FitBenchmark.pad(FitBenchmark.format(FrameBenchmark.percentile(moves, 50)), 13) + "\(keys.count)")
    }

    /// `count` varied messages a minute apart up to `now`, every tenth a favorite, oldest first.
    static func history(count: Int, now: Date) -> [Message] {
        let words = [
            "Back in 5 min", "Café résumé", "Coffee?", "東京で会いましょう", "Meeting at 3", "Thank you!",
            "Où est la gare ?", "L'ÉCOLE est fermée\naujourd'hui", "회의는 3시에 시작합니다",
        ]
        return (0..<count).map { index in
            Message(
                text: "\(words[index % words.count]) #\(index)", createdAt: now - Double(count - index) * 60,
                isFavorite: index % 10 == 0)
        }
    }
}
