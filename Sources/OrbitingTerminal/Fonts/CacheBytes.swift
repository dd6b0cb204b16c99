/// Little-endian integers and length-prefixed blocks appended to bytes, as the font caches'
/// binary files keep them (`FontWorkCache`, `LatinShapingTable`).
struct CacheByteWriter {
    var bytes: [UInt8] = []

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func i32(_ value: Int) { u32(UInt32(bitPattern: Int32(clamping: value))) }

    mutating func text(_ value: String) {
        u32(UInt32(value.utf8.count))
        bytes += value.utf8
    }

    /// Appends the checksum of the bytes from `start` on (see `CacheChecksum`).
    mutating func checksum(from start: Int = 0) {
        u32(CacheChecksum.of(bytes[start...]))
    }
}

/// The font caches' checksum: 32-bit FNV-1a over little-endian 32-bit words (the last few
/// bytes one at a time), four bytes a step so that the Latin shaping table's 86 KB are
/// checked in a quarter of the time. Any one changed byte changes it (each step is a
/// bijection of the state, and of the word for a given state), and other damage is missed
/// about once in four billion: the files are not trusted, and what fails is dropped rather
/// than drawn.
enum CacheChecksum {
    /// The checksum of `bytes`.
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 4 <= raw.count {
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                hash = (hash ^ word) &* 0x0100_0193
                offset += 4
            }
            while offset < raw.count {
                hash = (hash ^ UInt32(raw[offset])) &* 0x0100_0193
                offset += 1
            }
        }
        return hash
    }

    /// The most font units a cached advance, offset or row may be from zero: 64 em of the
    /// largest em OpenType allows (16 384 units). Anything further is damage.
    static let largestUnits = 1 << 20
    /// The most pixels a cached glyph's placement or size may be from zero.
    static let largestPixels = 1 << 16

    /// Whether `value` is a plausible number of font units.
    static func isUnits(_ value: Int) -> Bool { abs(value) <= largestUnits }
}

/// Reads what `CacheByteWriter` wrote, every length checked against what is left.
struct CacheByteReader {
    private var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

    var isAtEnd: Bool { rest.isEmpty }
    var remaining: Int { rest.count }

    mutating func u8() -> UInt8? { rest.popFirst() }

    mutating func u32() -> UInt32? {
        guard rest.count >= 4 else { return nil }
        let first = rest.startIndex
        let value =
            UInt32(rest[first]) | UInt32(rest[first + 1]) << 8 | UInt32(rest[first + 2]) << 16
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

    /// The next `count` bytes, or nil when fewer are left.
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= rest.count else { return nil }
        defer { rest = rest.dropFirst(count) }
        return rest.prefix(count)
    }

    mutating func text() -> String? { block().map { String(decoding: $0, as: UTF8.self) } }

    /// The bytes read since `earlier`, a copy of this reader taken before.
    func bytesRead(since earlier: CacheByteReader) -> ArraySlice<UInt8> {
        earlier.rest[earlier.rest.startIndex..<rest.startIndex]
    }

    /// Everything left, which is then read.
    mutating func remainder() -> ArraySlice<UInt8> {
        defer { rest = rest[rest.endIndex...] }
        return rest
    }
}
