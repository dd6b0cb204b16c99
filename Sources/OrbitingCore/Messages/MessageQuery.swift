import Foundation

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
        let needle = SearchFolding.fold(search)
        var matches: [(index: Int, message: Message)] = []
        for (index, message) in messages.enumerated() {
            if favoritesOnly && !message.isFavorite { continue }
            if !needle.isEmpty && !SearchFolding.fold(message.text).contains(needle) { continue }
            matches.append((index, message))
        }
        matches.sort { lhs, rhs in
            lhs.message.createdAt != rhs.message.createdAt
                ? lhs.message.createdAt > rhs.message.createdAt
                : lhs.index > rhs.index
        }
        let limited = limit.map { Array(matches.prefix(max(0, $0))) } ?? matches
        return limited.map(\.message)
    }
}

/// Folds text for search: lowercase, without accents, full-width forms made narrow.
public enum SearchFolding {
    /// `text` folded so that "Café Résumé" and "ＣＡＦＥ resume" both become "cafe resume".
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in folded.decomposedStringWithCompatibilityMapping.unicodeScalars {
            // Drop what the Foundation fold leaves of combining marks.
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

    private static func asciiLowercased(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] >= 65 && bytes[index] <= 90 { bytes[index] += 32 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
