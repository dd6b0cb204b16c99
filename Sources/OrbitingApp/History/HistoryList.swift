import OrbitingCore

/// The messages History lists, newest first, each with its search key folded once, and the
/// positions of those that pass the favorites switch and the search.
///
/// Folding every text once when the list is made keeps a keystroke in the search field to a
/// byte scan: at 100 000 messages, a few milliseconds.
struct HistoryList: Sendable {
    /// Every message, newest first.
    private(set) var messages: [Message] = []
    /// `messages[i]`'s text folded for search (`SearchFolding`), as UTF-8 bytes.
    private var keys: [[UInt8]] = []
    /// Whether only starred messages are shown.
    private(set) var favoritesOnly = false
    /// The search as typed.
    private(set) var query = ""
    /// The search folded.
    private var needle: [UInt8] = []
    /// Positions in `messages` of the messages shown, newest first.
    private(set) var shown: [Int] = []

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
        keys = messages.map { folding.fold($0.text) }
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

    /// Searches for `text`; a search that only grows scans just the messages already shown.
    mutating func setQuery(_ text: String) {
        var folding = SearchFolding()
        let folded = folding.fold(text)
        let narrows = folded.starts(with: needle)
        query = text
        needle = folded
        if narrows {
            shown = shown.filter(matches)
        } else {
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
        if favoritesOnly && !value { shown.remove(at: index) }
    }

    /// Removes the message with `id`, wherever it is.
    ///
    /// - Complexity: O(n).
    mutating func remove(id: String) {
        guard let position = messages.firstIndex(where: { $0.id == id }) else { return }
        messages.remove(at: position)
        keys.remove(at: position)
        shown = shown.compactMap { $0 == position ? nil : ($0 > position ? $0 - 1 : $0) }
    }

    /// Removes every message.
    mutating func removeAll() {
        messages = []
        keys = []
        shown = []
    }

    private mutating func refilter() {
        shown = messages.indices.filter(matches)
    }

    private func matches(_ position: Int) -> Bool {
        if favoritesOnly && !messages[position].isFavorite { return false }
        return needle.isEmpty || SearchFolding.contains(keys[position], needle)
    }
}
