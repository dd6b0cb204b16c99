/// How many single-character edits (insert, delete, replace, swap two neighbours) turn one
/// word into another, ignoring case: the measure behind "did you mean …" suggestions.
public enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`, by characters, ignoring case.
    /// - Complexity: O(*m* × *n*) for words of *m* and *n* characters.
    public static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { best = min(best, previous2[j - 2] + 1) }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The candidates close enough to `word` to suggest, nearest first (ties in the given
    /// order), at most `limit`: at most a third of the word's length in edits, and at least one.
    public static func suggestions(for word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(1, word.count / 3)
        return candidates.enumerated()
            .map { (index: $0.offset, name: $0.element, distance: between(word, $0.element)) }
            .filter { $0.distance <= allowed && $0.distance > 0 }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .prefix(limit).map(\.name)
    }
}
