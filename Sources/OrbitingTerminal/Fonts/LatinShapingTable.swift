#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How HarfBuzz shapes the primary face's common Latin characters, worked out once with
/// HarfBuzz itself and kept beside the font work cache, so that a message never shown
/// before, written in them, is shaped without loading HarfBuzz (with glib, graphite and
/// pcre2, and its first shape plan, about 0.9 ms of a `show`).
///
/// For each character of `candidates` the face has: its glyph, advance and inked rows; for
/// each ordered pair, how much the first one's advance changes before the second (GPOS
/// kerning), or that the pair is not that simple (a ligature, a mark, a contextual
/// substitution or placement). A paragraph made only of these characters, with a Latin
/// letter among them (so that HarfBuzz shapes it as Latin) and no pair marked, is shaped by
/// the table: one glyph a character, at its pen position, its advance plus the kerning
/// before the next. `build` keeps the table only when that model gives exactly HarfBuzz's
/// result for every pair and a corpus of mixed strings; otherwise the table is empty and
/// every paragraph goes to HarfBuzz.
///
/// HarfBuzz takes the language of a Latin run from the C locale (`LC_CTYPE`), which can
/// change its glyphs (`locl`): the table holds the locale it was made under and serves only
/// that locale.
struct LatinShapingTable: Sendable, Equatable {
    /// A character of the table.
    struct Entry: Equatable, Sendable {
        var scalar: UInt32
        var glyph: UInt32
        /// Its advance alone, in `OutlineFace.unitsPerEm` units.
        var advance: Int
        /// The rows it inks (units, y downwards from the baseline); nil for a blank glyph.
        var inkRows: Range<Int>?
    }

    /// The characters tried: printable ASCII, Latin-1's letters and signs (not the soft
    /// hyphen, which HarfBuzz hides), Œ œ Ÿ, and the typographic quotes, dashes, bullet,
    /// ellipsis and euro sign of the languages Orbiting speaks.
    static let candidates: [UInt32] = (UInt32(0x20)...0x20AC).filter(isCandidate)

    /// Whether `scalar` is one of `candidates`.
    static func isCandidate(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0xFF, 0x152, 0x153, 0x178, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C,
            0x201D, 0x2022, 0x2026, 0x20AC:
            true
        default: false
        }
    }

    /// The kerning value of a pair the table cannot shape.
    static let unshapedPair = Int16.min

    /// The characters, in table order.
    let entries: [Entry]
    /// `entries.count` squared 16-bit little-endian values: the change to the first
    /// character's advance before the second, row by first character; `unshapedPair` for a
    /// pair the table cannot shape. Kept as the file's bytes: a run looks up a few pairs,
    /// and converting all of them would cost more than the rest of its shaping.
    private let kerningBytes: [UInt8]
    /// The `LC_CTYPE` locale the table was made under.
    let locale: String
    /// Each Latin-1 scalar's index in `entries` plus one (0: not in the table).
    private let latin1Slots: [UInt16]
    /// The other scalars' indices in `entries`.
    private let otherSlots: [UInt32: Int]

    /// A table of `entries` with their `kerning` (row-major, `entries.count` squared values),
    /// made under `locale`; nil when the sizes disagree or a scalar is there twice.
    init?(entries: [Entry], kerning: [Int16], locale: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kerning.count * 2)
        for value in kerning {
            let bits = UInt16(bitPattern: value)
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
        }
        self.init(entries: entries, kerningBytes: bytes, locale: locale)
    }

    /// A table of `entries` with their kerning as the file keeps it (`kerningBytes`).
    private init?(entries: [Entry], kerningBytes: [UInt8], locale: String) {
        guard kerningBytes.count == entries.count * entries.count * 2, entries.count <= Int(UInt16.max) else {
            return nil
        }
        self.entries = entries
        self.kerningBytes = kerningBytes
        self.locale = locale
        var latin1 = [UInt16](repeating: 0, count: 256), others: [UInt32: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if entry.scalar < 256 {
                guard latin1[Int(entry.scalar)] == 0 else { return nil }
                latin1[Int(entry.scalar)] = UInt16(index + 1)
            } else {
                guard others.updateValue(index, forKey: entry.scalar) == nil else { return nil }
            }
        }
        latin1Slots = latin1
        otherSlots = others
    }

    /// A table that shapes nothing, kept for a face the model does not fit (so that the work
    /// is not tried again at every start).
    static func empty(locale: String) -> LatinShapingTable? {
        LatinShapingTable(entries: [], kerning: [], locale: locale)
    }

    /// The locale HarfBuzz would take a Latin run's language from now (`LC_CTYPE`).
    static var currentLocale: String {
        setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    }

    /// The change to the advance of the entry at `first` before the one at `second`, or
    /// `unshapedPair`.
    func kerning(_ first: Int, _ second: Int) -> Int16 {
        let offset = (first * entries.count + second) * 2
        return Int16(bitPattern: UInt16(kerningBytes[offset]) | UInt16(kerningBytes[offset + 1]) << 8)
    }

    /// The index of `scalar` in `entries`, or nil.
    func index(of scalar: UInt32) -> Int? {
        if scalar < 256 {
            let slot = latin1Slots[Int(scalar)]
            return slot == 0 ? nil : Int(slot) - 1
        }
        return otherSlots[scalar]
    }

    /// The clusters of `characters` as HarfBuzz shapes them with the primary face, or nil
    /// when the table cannot tell: a character not in it (or of several scalars), no Latin
    /// letter to make the run Latin, or a pair it cannot shape.
    func clusters(for characters: [Character]) -> [FontWorkCache.Cluster]? {
        guard !characters.isEmpty, !entries.isEmpty else { return nil }
        var indices: [Int] = []
        indices.reserveCapacity(characters.count)
        var latin = false
        for character in characters {
            let scalars = character.unicodeScalars
            guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
                let index = index(of: scalar.value)
            else { return nil }
            if !latin { latin = Self.setsLatinScript(scalar.value) }
            indices.append(index)
        }
        guard latin else { return nil }
        var clusters: [FontWorkCache.Cluster] = []
        clusters.reserveCapacity(indices.count)
        for (position, index) in indices.enumerated() {
            var width = entries[index].advance
            if position + 1 < indices.count {
                let kern = kerning(index, indices[position + 1])
                guard kern != Self.unshapedPair else { return nil }
                width += Int(kern)
            }
            let entry = entries[index]
            clusters.append(
                FontWorkCache.Cluster(
                    width: width, inkRows: entry.inkRows, isMissing: false,
                    glyphs: [FontWorkCache.Glyph(glyph: entry.glyph, x: 0, y: 0)]))
        }
        return clusters
    }

    /// Whether `scalar`, a candidate, is a letter of the Latin script: a run holding one is
    /// shaped as Latin (HarfBuzz takes a run's script from its first character of a script;
    /// digits, spaces, punctuation and signs have none). The micro sign is Greek.
    static func setsLatinScript(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x152, 0x153, 0x178: true
        default: false
        }
    }

    // MARK: The file

    /// The file's name in the cache directory.
    static let fileName = "latin-v1.bin"
    /// The largest file read: a table of every candidate, with room for the identity.
    static let maximumFileBytes = 256 * 1024
    /// The file's first bytes; 2: the file ends with the checksum of all before it; 3: checksummed
    /// by word.
    private static let magic: [UInt8] = Array("OGL3".utf8)

    /// The file's bytes: the identity of what the table depends on (as `FontWorkCache` keeps
    /// it), the locale, the entries and the kerning.
    func encoded(identity: String) -> [UInt8] {
        var writer = CacheByteWriter()
        writer.bytes += Self.magic
        writer.text(identity)
        writer.text(locale)
        writer.u32(UInt32(entries.count))
        for entry in entries {
            writer.u32(entry.scalar)
            writer.u32(entry.glyph)
            writer.i32(entry.advance)
            writer.bytes.append(entry.inkRows == nil ? 0 : 1)
            writer.i32(entry.inkRows?.lowerBound ?? 0)
            writer.i32(entry.inkRows?.upperBound ?? 0)
        }
        writer.bytes += kerningBytes
        writer.checksum()
        return writer.bytes
    }

    /// The table `bytes` hold, with the identity they name; nil for anything else (the
    /// checksum, every length and value checked: the file is not trusted).
    static func decode(_ bytes: [UInt8]) -> (identity: String, table: LatinShapingTable)? {
        guard bytes.count >= magic.count + 4, bytes[0..<magic.count].elementsEqual(magic) else { return nil }
        var sum = CacheByteReader(bytes[(bytes.count - 4)...])
        guard sum.u32() == CacheChecksum.of(bytes[..<(bytes.count - 4)]) else { return nil }
        var reader = CacheByteReader(bytes[magic.count..<(bytes.count - 4)])
        // At most one entry a scalar, and every scalar a candidate (checked below): no more
        // entries than Latin-1 and the few others.
        guard let identity = reader.text(), let locale = reader.text(), let count = reader.u32(), count <= 512
        else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let scalar = reader.u32(), let glyph = reader.u32(), let advance = reader.i32(),
                let hasInk = reader.u8(), hasInk <= 1, let lower = reader.i32(), let upper = reader.i32(),
                lower <= upper, isCandidate(scalar), (0...CacheChecksum.largestUnits).contains(advance),
                CacheChecksum.isUnits(lower), CacheChecksum.isUnits(upper)
            else { return nil }
            entries.append(
                Entry(scalar: scalar, glyph: glyph, advance: advance, inkRows: hasInk == 1 ? lower..<upper : nil))
        }
        let pairs = Int(count) * Int(count)
        guard reader.remaining == pairs * 2, let body = reader.bytes(pairs * 2),
            let table = LatinShapingTable(entries: entries, kerningBytes: Array(body), locale: locale)
        else { return nil }
        return (identity, table)
    }
}
