import OrbitingCore

/// How Ctrl-R finds an earlier message: the one search rule of History and
/// `history --search` (`SearchFolding`: case, accents and full-width forms do not matter),
/// looking from a position towards the oldest.
struct HistorySearcher {
    private var folding = SearchFolding()
    private var folded: [UInt8] = []

    /// The position of the newest entry at or before `start` whose text contains `query`,
    /// or nil when none does (an empty query has nothing to find).
    ///
    /// - Parameter entry: the text at a position (0 is the oldest).
    /// - Complexity: O(n) folds for the n entries looked at.
    mutating func newest(matching query: String, from start: Int, entry: (Int) -> String?) -> Int? {
        let needle = folding.fold(query)
        guard !needle.isEmpty, start >= 0 else { return nil }
        for position in stride(from: start, through: 0, by: -1) {
            guard let text = entry(position) else { continue }
            folding.fold(text, into: &folded)
            if SearchFolding.contains(folded, needle) { return position }
        }
        return nil
    }
}
