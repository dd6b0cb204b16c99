/// "Did you mean …?": the names nearest to a misspelt one, by edit distance.
public enum NearestNames {
    /// Those of `candidates` close to `word`, nearest first (at most `limit`): within an
    /// edit distance of about a third of the word's length (adjacent swaps count as one
    /// edit), or starting with the word. Case is ignored; dashes are compared as typed.
    ///
    /// - Complexity: O(n·m) per candidate for words of lengths n and m.
    public static func matching(_ word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return [] }
        let allowed = max(1, (typed.count + 1) / 3)
        var scored: [(name: String, distance: Int)] = []
        var seen: Set<String> = []
        for candidate in candidates where seen.insert(candidate).inserted && candidate != word {
            let name = Array(candidate.lowercased())
            let distance = Self.distance(typed, name)
            let stripped = typed.drop { $0 == "-" }
            if distance <= allowed {
                scored.append((candidate, distance))
            } else if stripped.count >= 2, name.drop(while: { $0 == "-" }).starts(with: stripped) {
                scored.append((candidate, allowed + 1))
            }
        }
        return scored.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
            .prefix(limit).map(\.name)
    }

    /// All of `candidates`, those near `word` first (nearest first, as `matching` finds them),
    /// then the others in their own order: a list of choices after a misspelt name.
    public static func nearestFirst(_ word: String, among candidates: [String]) -> [String] {
        let nearest = matching(word, among: candidates, limit: candidates.count)
        return nearest + candidates.filter { !nearest.contains($0) }
    }

    /// The optimal string alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and swaps of adjacent characters each cost one.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
