/// How the font work cache's file is written and read: paragraph digests as keys, and
/// little-endian integers and length-prefixed blocks.
extension FontWorkCache {
    /// A SHA-256 digest held in four words: a key hashed, compared and kept without an array
    /// of its own (a file holds thousands).
    struct Digest: Hashable, Sendable {
        static let byteCount = 32
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// The digest made of `bytes`, when there are exactly `byteCount` of them.
        init?(_ bytes: some Collection<UInt8>) {
            guard bytes.count == Self.byteCount else { return nil }
            withUnsafeMutableBytes(of: &words) { words in
                for (offset, byte) in bytes.enumerated() { words[offset] = byte }
            }
        }

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

/// Little-endian integers and length-prefixed blocks appended to bytes.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func i32(_ value: Int) { u32(UInt32(bitPattern: Int32(clamping: value))) }

    mutating func text(_ value: String) {
        u32(UInt32(value.utf8.count))
        bytes += value.utf8
    }
}

/// Reads what `ByteWriter` wrote, every length checked against what is left.
struct ByteReader {
    private var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

    var isAtEnd: Bool { rest.isEmpty }
    var remaining: Int { rest.count }

    mutating func u8() -> UInt8? { rest.popFirst() }

    mutating func u32() -> UInt32? {
        guard rest.count >= 4 else { return nil }
        let first = rest.startIndex
        let value = UInt32(rest[first]) | UInt32(rest[first + 1]) << 8 | UInt32(rest[first + 2]) << 16
            | UInt32(rest[first + 3]) << 24
        rest = rest[(first + 4)...]
        return value
    }

    mutating func i32() -> Int? { u32().map { Int(Int32(bitPattern: $0)) } }

    mutating func block() -> ArraySlice<UInt8>? {
        guard let count = u32(), Int(count) <= rest.count else { return nil }
        defer { rest = rest.dropFirst(Int(count)) }
        return rest.prefix(Int(count))
    }

    mutating func text() -> String? { block().map { String(decoding: $0, as: UTF8.self) } }

    /// Everything left, which is then read.
    mutating func remainder() -> ArraySlice<UInt8> {
        defer { rest = rest[rest.endIndex...] }
        return rest
    }
}
