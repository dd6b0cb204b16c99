import Glibc
import OrbitingCore

/// The messages History lists, newest first, each with its search key folded once, and the
/// positions of those that pass the favorites switch and the search.
///
/// Folding every text once when the list is made keeps a keystroke in the search field to a
/// byte scan over one contiguous buffer: at 100 000 messages, about a millisecond. A search
/// that grows scans only what the shorter one found, and Backspace takes back the list the
/// shorter search had, without scanning.
struct HistoryList: Sendable {
    /// Every message, newest first.
    private(set) var messages: [Message] = []
    /// Every text folded for search (`SearchFolding`), as UTF-8 bytes, one after another.
    private var keyBytes: [UInt8] = []
    /// Where `messages[i]`'s folded text ends in `keyBytes` (it starts where the one before ends).
    private var keyEnds: [Int] = []
    /// Whether only starred messages are shown.
    private(set) var favoritesOnly = false
    /// The search as typed.
    private(set) var query = ""
    /// The search folded.
    private var needle: [UInt8] = []
    /// Positions in `messages` of the messages shown, newest first.
    private(set) var shown: [Int] = []
    /// The shorter searches typed on the way to this one, with what each showed.
    private var narrowed: [(needle: [UInt8], shown: [Int])] = []

    /// A list of `messages`, given in any order.
    init(messages: [Message]) {
        load(messages)
    }

    /// Replaces every message, keeping the search and the favorites switch.
    ///
    /// - Complexity: O(n log n), plus folding each text once.
    mutating func load(_ newMessages: [Message]) {
        messages = MessageQuery().ordered(newMessages)
        var folding = SearchFolding()
        var folded: [UInt8] = []
        keyBytes = []
        keyEnds = []
        keyEnds.reserveCapacity(messages.count)
        for message in messages {
            folding.fold(message.text, into: &folded)
            keyBytes.append(contentsOf: folded)
            keyEnds.append(keyBytes.count)
        }
        refilter()
    }

    /// The number of messages shown.
    var count: Int { shown.count }

    /// The message shown at `index`, or nil outside the list.
    func message(at index: Int) -> Message? {
        shown.indices.contains(index) ? messages[shown[index]] : nil
    }

    /// Where the message with `id` is shown, or nil when it is not.
    func index(ofID id: String) -> Int? {
        shown.firstIndex { messages[$0].id == id }
    }

    /// Searches for `text`; a search that only grows scans just the messages already shown,
    /// and going back to a shorter one typed before takes back its list.
    mutating func setQuery(_ text: String) {
        var folding = SearchFolding()
        let folded = folding.fold(text)
        query = text
        if folded == needle { return }
        if folded.count > needle.count && folded.starts(with: needle) {
            narrowed.append((needle, shown))
            needle = folded
            shown = matching(shown)
        } else if let earlier = narrowed.lastIndex(where: { $0.needle == folded }) {
            needle = folded
            shown = narrowed[earlier].shown
            narrowed.removeSubrange(earlier...)
        } else {
            needle = folded
            refilter()
        }
    }

    /// Shows only starred messages, or all.
    mutating func setFavoritesOnly(_ value: Bool) {
        guard value != favoritesOnly else { return }
        favoritesOnly = value
        refilter()
    }

    /// Stars or unstars the message shown at `index`; an unstarred one leaves the Favorites list.
    mutating func setFavorite(at index: Int, _ value: Bool) {
        guard shown.indices.contains(index) else { return }
        messages[shown[index]].isFavorite = value
        if favoritesOnly && !value {
            shown.remove(at: index)
            narrowed = []
        }
    }

    /// Removes the message with `id`, wherever it is.
    ///
    /// - Complexity: O(n).
    mutating func remove(id: String) {
        guard let position = messages.firstIndex(where: { $0.id == id }) else { return }
        let start = position == 0 ? 0 : keyEnds[position - 1]
        let length = keyEnds[position] - start
        messages.remove(at: position)
        keyBytes.removeSubrange(start..<(start + length))
        keyEnds.remove(at: position)
        for later in position..<keyEnds.count { keyEnds[later] -= length }
        shown = shown.compactMap { $0 == position ? nil : ($0 > position ? $0 - 1 : $0) }
        narrowed = []
    }

    /// Removes every message.
    mutating func removeAll() {
        messages = []
        keyBytes = []
        keyEnds = []
        shown = []
        narrowed = []
    }

    private mutating func refilter() {
        narrowed = []
        shown = matching(messages.indices)
    }

    /// The positions among `candidates` whose message passes the switch and the search.
    ///
    /// - Complexity: O(total folded bytes of the candidates) for typical text.
    private func matching(_ candidates: some Sequence<Int>) -> [Int] {
        var result: [Int] = []
        keyBytes.withUnsafeBytes { bytes in
            needle.withUnsafeBytes { pin in
                guard let base = bytes.baseAddress else {
                    // No folded text at all: only an empty search finds anything.
                    result = needle.isEmpty ? candidates.filter { !favoritesOnly || messages[$0].isFavorite } : []
                    return
                }
                for position in candidates {
                    if favoritesOnly && !messages[position].isFavorite { continue }
                    if let pinBase = pin.baseAddress, pin.count > 0 {
                        let start = position == 0 ? 0 : keyEnds[position - 1]
                        let length = keyEnds[position] - start
                        guard Self.contains(base + start, length, pinBase, pin.count) else { continue }
                    }
                    result.append(position)
                }
            }
        }
        return result
    }

    /// Whether the `count` bytes at `haystack` contain the `needleCount` bytes at `needle`
    /// (`memchr` for the first byte, then `memcmp`; UTF-8 never matches mid-character).
    private static func contains(
        _ haystack: UnsafeRawPointer, _ count: Int,
        _ needle: UnsafeRawPointer, _ needleCount: Int
    ) -> Bool {
        guard needleCount > 0 else { return true }
        guard count >= needleCount else { return false }
        let first = Int32(needle.load(as: UInt8.self))
        var start = haystack
        let last = haystack + (count - needleCount)  // the last place a match can start
        while start <= last {
            guard let found = memchr(start, first, last - start + 1) else { return false }
            let candidate = UnsafeRawPointer(found)
            if memcmp(candidate, needle, needleCount) == 0 { return true }
            start = candidate + 1
        }
        return false
    }
}
