import Foundation
import OrbitingCore

/// Times the message store at 1 000, 10 000 and 100 000 messages: one add (the median of
/// many, each durable), the favorites listing and a search (each a full read of the store,
/// as `orbiting history --favorites` / `--search` do). Prints the figures; never fails.
enum StoreBenchmark {
    /// Runs the benchmark and prints one line per store size.
    static func run() async {
        print("store benchmark (median of runs; each add is fsync'ed)")
        print("messages      add        favorites   search")
        for size in [1_000, 10_000, 100_000] {
            do {
                try await measure(size: size)
            } catch {
                print("\(size): failed: \(error)")
            }
        }
    }

    /// A history of `size` varied messages, every tenth a favorite, oldest first.
    static func history(size: Int) -> [Message] {
        let words = [
            "Back in 5 min", "Café résumé", "Coffee?", "東京で会いましょう", "Meeting at 3", "Thank you!", "Où est la gare ?",
        ]
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<size).map { index in
            Message(
                text: "\(words[index % words.count]) #\(index)", createdAt: start + Double(index),
                isFavorite: index % 10 == 0)
        }
    }

    static func measure(size: Int) async throws {
        let directory = NSTemporaryDirectory() + "orbiting-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = MessageStore(directory: directory)
        _ = try store.importMessages(history(size: size))
        let clock = ContinuousClock()
        var adds: [Duration] = []
        for index in 0..<30 {
            let text = "benchmark add \(index)"
            adds.append(try clock.measure { _ = try store.add(text) })
        }
        var favorites: [Duration] = []
        var searches: [Duration] = []
        var found = (0, 0)
        for _ in 0..<5 {
            favorites.append(
                try clock.measure {
                    found.0 = try store.messages(matching: MessageQuery(favoritesOnly: true)).count
                })
            searches.append(
                try clock.measure {
                    found.1 = try store.messages(matching: MessageQuery(search: "cafe resume")).count
                })
        }
        let label = String(size).padding(toLength: 12, withPad: " ", startingAt: 0)
        print(
            label + "  " + format(median(adds)) + "  " + format(median(favorites)) + "  " + format(median(searches))
                + "   (\(found.0) favorites, \(found.1) found)")
    }

    static func median(_ durations: [Duration]) -> Duration {
        durations.sorted()[durations.count / 2]
    }

    static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%7.2f ms", milliseconds).padding(toLength: 10, withPad: " ", startingAt: 0)
    }
}
