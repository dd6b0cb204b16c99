import OrbitingText

/// A status row's key hint ("Enter show · Esc close · …") that keeps its promise in any
/// width: when it does not fit, the other keys lose their words first (one key at a time,
/// from the end), then the keys at the end go, but the key that leaves the screen is always
/// there, with its word when it fits.
/// A hint with a help key (F1, where Help lists every key) keeps words instead: the keys
/// that do not fit with their words are left out, the way out and the way to Help stay.
public struct KeyHint: Sendable, Equatable {
    /// One key and what it does.
    public struct Item: Sendable, Equatable {
        /// The key, as shown ("Esc", "^X").
        public var key: String
        /// What it does, in words; may be empty.
        public var label: String

        /// Creates an item.
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }

        var full: String { label.isEmpty ? key : key + " " + label }
    }

    /// The keys, in the order shown.
    public var items: [Item]
    /// The key that leaves the screen ("Esc"): always shown.
    public var exitKey: String
    /// The key that opens Help ("F1"), where every key is listed; nil when there is none.
    public var helpKey: String?

    /// Creates a hint from `items`.
    public init(_ items: [Item], exitKey: String = "Esc", helpKey: String? = nil) {
        self.items = items
        self.exitKey = exitKey
        self.helpKey = helpKey
    }

    /// A hint read from a catalogue string: items separated by " · ", each a key, a space
    /// and its words ("Enter show · Esc close").
    public init(catalogue text: String, exitKey: String = "Esc", helpKey: String? = nil) {
        let items = text.components(separatedBy: " · ").map { part -> Item in
            guard let space = part.firstIndex(of: " ") else { return Item(key: part, label: "") }
            return Item(key: String(part[..<space]), label: String(part[part.index(after: space)...]))
        }
        self.init(items, exitKey: exitKey, helpKey: helpKey)
    }

    static let separator = " · "

    /// The hint in at most `columns` display columns.
    public func text(columns: Int) -> String {
        let full = items.map(\.full).joined(separator: Self.separator)
        if DisplayWidth.of(full) <= columns { return full }
        if let helpKey, let worded = worded(columns: columns, keeping: [exitKey, helpKey]) { return worded }
        let exit = items.first { $0.key == exitKey }
        // The others lose their words, the last first; the way out keeps its own.
        let others = items.filter { $0.key != exitKey }.count
        var shortText = full
        for worded in stride(from: others - 1, through: 0, by: -1) {
            var seen = 0
            shortText = items.map { item in
                if item.key == exitKey { return item.full }
                seen += 1
                return seen <= worded ? item.full : item.key
            }.joined(separator: Self.separator)
            if DisplayWidth.of(shortText) <= columns { return shortText }
        }
        // The way out first, then as many other keys as fit.
        guard let exit else { return TextFitter.fitted(shortText, columns: columns) }
        var shown = DisplayWidth.of(exit.full) <= columns ? exit.full : exit.key
        for item in items where item.key != exitKey {
            let next = shown + Self.separator + item.key
            guard DisplayWidth.of(next) <= columns else { break }
            shown = next
        }
        return TextFitter.fitted(shown, columns: columns)
    }

    /// The keys of `keeping` and as many others as fit, each with its words, in their order;
    /// nil when the kept ones alone do not fit.
    private func worded(columns: Int, keeping: Set<String>) -> String? {
        var included = Set(items.indices.filter { keeping.contains(items[$0].key) })
        func text() -> String {
            items.indices.filter(included.contains).map { items[$0].full }.joined(separator: Self.separator)
        }
        guard DisplayWidth.of(text()) <= columns else { return nil }
        for index in items.indices where !included.contains(index) {
            included.insert(index)
            if DisplayWidth.of(text()) > columns { included.remove(index) }
        }
        return text()
    }
}
