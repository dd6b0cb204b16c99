import OrbitingText

/// Which messages to list: a favorites filter, a search, newest first, at most `limit`.
public struct MessageQuery: Sendable, Equatable {
    /// Only starred messages.
    public var favoritesOnly: Bool
    /// A substring to find, ignoring case, accents and full-width forms; empty finds all.
    public var search: String
    /// The most messages to return; nil for all.
    public var limit: Int?

    /// Creates a query; the defaults list everything.
    public init(favoritesOnly: Bool = false, search: String = "", limit: Int? = nil) {
        self.favoritesOnly = favoritesOnly
        self.search = search
        self.limit = limit
    }

    /// The messages that match, newest first (by `createdAt`; equal times: the later kept first).
    ///
    /// - Parameter messages: messages in the order they were kept.
    /// - Complexity: O(n log n) for n messages, plus the folding of each text when searching.
    public func apply(to messages: [Message]) -> [Message] {
        ordered(filter(messages))
    }

    /// The messages that pass the favorites filter and the search, in the order given.
    public func filter(_ messages: [Message]) -> [Message] {
        guard favoritesOnly || !search.isEmpty else { return messages }
        var folding = SearchFolding()
        let needle = folding.fold(search)
        var folded: [UInt8] = []
        return messages.filter { message in
            if favoritesOnly && !message.isFavorite { return false }
            guard !needle.isEmpty else { return true }
            folding.fold(message.text, into: &folded)
            return SearchFolding.contains(folded, needle)
        }
    }

    /// Matching messages (in the order kept) sorted newest first and cut to the limit.
    public func ordered(_ matches: [Message]) -> [Message] {
        var indexed = Array(matches.enumerated())
        indexed.sort { lhs, rhs in
            lhs.element.createdAt != rhs.element.createdAt
                ? lhs.element.createdAt > rhs.element.createdAt
                : lhs.offset > rhs.offset
        }
        let limited = limit.map { indexed.prefix(max(0, $0)) } ?? indexed[...]
        return limited.map(\.element)
    }
}

/// Folds text for search: lowercase, without accents, full-width forms made narrow.
///
/// Each scalar is folded on its own (ASCII directly, others once per distinct scalar with
/// `foldedForSearch`, then remembered), as UTF-8 bytes, so a search over 100 000
/// messages stays fast. One instance is meant for one search; it is not shared.
public struct SearchFolding {
    private var cache: [UInt32: [UInt8]] = [:]

    /// Creates a folding with an empty cache.
    public init() {}

    /// `text` folded so that "Café Résumé" and "ＣＡＦＥ resume" both become "cafe resume".
    public static func fold(_ text: String) -> String {
        var folding = SearchFolding()
        return String(decoding: folding.fold(text), as: UTF8.self)
    }

    /// `text` folded, as UTF-8 bytes.
    public mutating func fold(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        fold(text, into: &result)
        return result
    }

    /// Valid UTF-8 `bytes` folded into `result`, as `fold(_:into:)`.
    public mutating func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, into result: inout [UInt8]) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            fold(String(decoding: bytes, as: UTF8.self), into: &result)
            return
        }
        result.removeAll(keepingCapacity: true)
        for byte in bytes { result.append(byte >= 65 && byte <= 90 ? byte + 32 : byte) }
    }

    /// `text` folded into `result` (emptied first; its storage is reused between calls).
    public mutating func fold(_ text: String, into result: inout [UInt8]) {
        result.removeAll(keepingCapacity: true)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { result.append(byte >= 65 && byte <= 90 ? byte + 32 : byte) }
            return
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                result.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
            } else if let known = cache[value] {
                result.append(contentsOf: known)
            } else {
                let folded = Self.foldScalar(scalar)
                cache[value] = folded
                result.append(contentsOf: folded)
            }
        }
    }

    /// One scalar case-folded and compatibility-decomposed (`foldedForSearch`: width and
    /// ligatures folded too), without combining marks (so without accents).
    private static func foldScalar(_ scalar: Unicode.Scalar) -> [UInt8] {
        var scalars = String.UnicodeScalarView()
        for part in String(Character(scalar)).foldedForSearch.unicodeScalars
        where part.properties.generalCategory != .nonspacingMark {
            scalars.append(part)
        }
        return Array(String(scalars).lowercased().utf8)
    }

    /// Whether `haystack` contains `needle` (UTF-8 bytes; a match never starts mid-character
    /// because UTF-8 lead bytes and continuation bytes differ).
    /// - Complexity: O(n·m) at worst, O(n) for typical text.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var start = 0
                let last = hay.count - pin.count
                while start <= last {
                    if hay[start] == first {
                        var offset = 1
                        while offset < pin.count && hay[start + offset] == pin[offset] { offset += 1 }
                        if offset == pin.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
