/// The font work cache's keys for paragraphs: their SHA-256 digests.
extension FontWorkCache {
    /// A SHA-256 digest held in four words: a key hashed, compared and kept without an array
    /// of its own (a file holds thousands).
    struct Digest: Hashable, Sendable {
        static let byteCount = 32
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// The digest made of `bytes`, when there are exactly `byteCount` of them.
        init?(_ bytes: some Collection<UInt8>) {
            guard bytes.count == Self.byteCount else { return nil }
            withUnsafeMutableBytes(of: &words) { words in words.copyBytes(from: bytes) }
        }

        /// The digest's first eight bytes, as a word: enough to hash it by.
        var firstWord: UInt64 { words.0 }

        /// The digest's bytes, in the order they were given.
        var bytes: [UInt8] { withUnsafeBytes(of: words) { Array($0) } }

        static func == (left: Digest, right: Digest) -> Bool { left.words == right.words }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }
}
