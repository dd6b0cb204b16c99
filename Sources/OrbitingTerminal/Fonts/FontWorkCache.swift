import OrbitingText
import Synchronization

/// What the font libraries worked out for the primary face, kept between runs beside the
/// resolved-font cache, so that a start which finds all it needs here loads neither HarfBuzz
/// nor FreeType (with their dependencies, about half of a `show`'s time).
///
/// Two kinds of entries: how HarfBuzz shaped a paragraph the primary face covers whole (its
/// clusters' glyphs, offsets, advances and inked rows, kept under the paragraph's SHA-256
/// digest, so the file holds no message's words), and the glyphs FreeType rasterised for
/// the block modes (a glyph at a pixel size: its bitmap and placement). Both are exactly what
/// the libraries return, so a drawing from the cache is the drawing without it.
///
/// One file, `glyphs-v1.bin`, beside `fonts-v1.tsv`. It begins with what its entries depend
/// on: the font configuration's stamp (as `ResolvedFontCache` keeps it), the font file (path,
/// face index, size and modification time), the HarfBuzz and FreeType files they came from,
/// and the `orbiting` binary itself (its size and modification time): when any differs, the
/// whole file is ignored and rewritten. It is read through the caller's bounded reader
/// (regular files only, at most `maximumFileBytes`), every length in it is checked before use,
/// and what a run adds is appended to it when it still begins with the current identity and
/// has room (a `show` that draws one new glyph writes that glyph, not the whole file); else
/// it is written whole through a temporary file and a rename, the least recently used
/// entries dropped to stay within `maximumFileBytes`. A run cut short while appending leaves
/// a damaged end, and the whole file is then ignored and rewritten.
final class FontWorkCache: Sendable {
    /// A glyph of a cached cluster (always from the primary face).
    struct Glyph: Equatable, Sendable {
        var glyph: UInt32
        var x: Int
        var y: Int
    }

    /// A cluster as the shaper made it, less what the text gives back (its character and
    /// line-break class).
    struct Cluster: Equatable, Sendable {
        var width: Int
        var inkRows: Range<Int>?
        var isMissing: Bool
        var glyphs: [Glyph]
    }

    /// The file's name in the cache directory.
    static let fileName = "glyphs-v1.bin"
    /// The largest file read or written.
    static let maximumFileBytes = 128 * 1024
    /// The most a run adds in memory: a long session shapes and draws without end and never
    /// writes the file, so past this nothing more is kept.
    static let maximumMemoryBytes = 2 * maximumFileBytes
    /// The longest paragraph cached, in UTF-8 bytes.
    static let maximumParagraphBytes = 1024
    /// The file's first bytes; 2: each entry ends with its checksum; 3: checksummed by word.
    private static let magic: [UInt8] = Array("OGW3".utf8)

    private enum Key: Hashable, Sendable {
        /// A paragraph, by its SHA-256 digest: the file never holds the words shown.
        case shape(Digest)
        case raster(glyph: UInt32, x: Int, y: Int)

        /// One word hashed, not the key's every field: a full file's thousand keys are all
        /// hashed at every start. A digest's first eight bytes are as random as its 32; a
        /// glyph number and two sizes under 2^16 fit in one word (larger sizes only collide).
        func hash(into hasher: inout Hasher) {
            switch self {
            case .shape(let digest): hasher.combine(digest.firstWord)
            case .raster(let glyph, let x, let y):
                let sizes = UInt64(truncatingIfNeeded: x) << 16 ^ UInt64(truncatingIfNeeded: y)
                hasher.combine(UInt64(glyph) << 32 ^ sizes)
            }
        }
    }

    /// An entry: its bytes, whether and when this run used it, and its glyph once decoded.
    ///
    /// All in one table, so that a lookup hashes its key once (a `show` looks up every glyph
    /// it draws) and no other set or table is made at every start.
    private struct Entry: Sendable {
        /// The entry's bytes: for one read, the file's bytes of the whole entry (its kind, key
        /// and payload: what its checksum covers), a slice of the file's bytes, which are kept
        /// whole (one reference to them an entry, not two); for one this run made, its payload.
        private var bytes: ArraySlice<UInt8>
        /// Where in `bytes` the payload begins.
        private var payloadStart: Int
        /// For an entry read from the file and not yet used: the checksum the file gave for
        /// `bytes`. It is checked on first use, not at every start (a full file is a thousand
        /// entries, of which a `show` uses a few).
        var unchecked: UInt32?
        /// The order in which this run first used it; nil when it has not.
        var firstUse: Int?

        /// An entry this run made.
        init(payload: ArraySlice<UInt8>) {
            bytes = payload
            payloadStart = payload.startIndex
        }

        /// An entry read from the file: `entry` its bytes up to its checksum, `payload` the end of
        /// them, `checksum` what the file gave.
        init(entry: ArraySlice<UInt8>, payload: ArraySlice<UInt8>, checksum: UInt32) {
            bytes = entry
            payloadStart = payload.startIndex
            unchecked = checksum
        }

        /// The entry's payload.
        var payload: ArraySlice<UInt8> { bytes[payloadStart...] }

        /// Whether the bytes are as written: those this run made, or those whose checksum holds.
        var isIntact: Bool { unchecked.map { CacheChecksum.of(bytes) == $0 } ?? true }
    }

    private struct State: Sendable {
        /// The file's identity, when it matched the current one (nil: nothing usable was read).
        var identity: String?
        var entries: [Key: Entry] = [:]
        /// The glyphs decoded from entries this run used (apart from `entries`, whose every
        /// slot would otherwise carry room for one: a full file's table is a thousand slots).
        var rasters: [Key: GlyphRaster] = [:]
        /// The file's entries, least recently used first: read again, in order, when it is
        /// rewritten.
        var file = CacheByteReader([UInt8]()[...])
        /// How many entries this run has used.
        var uses = 0
        var changed = false
        /// The entries this run added that the file did not hold, in the order added: when
        /// nothing else changed they are appended to the file, not written with all the rest.
        var added: [Key] = []
        /// Whether an entry the file held was changed (then the file is written whole).
        var rewrite = false
        /// The bytes this run added to `entries` (what was read is bounded by the file's size).
        var bytes = 0
        /// Whether the Latin shaping table's file was read (it is read on first need).
        var latinRead = false
        /// The Latin shaping table, when its file was read and is current for this locale.
        var latin: LatinShapingTable?
    }

    /// The directory the file lives in.
    let directory: String
    private let stamp: String
    private let font: ResolvedFontCache.Entry
    private let read: FontCacheReader
    private let state: Mutex<State>

    /// The cache for the primary face `font` under the font configuration `stamp`, read from
    /// `directory` with `read` (once, now).
    init(directory: String, stamp: String, font: ResolvedFontCache.Entry, read: @escaping FontCacheReader) {
        self.directory = directory
        self.stamp = stamp
        self.font = font
        self.read = read
        var state = State()
        if let bytes = read(directory + "/" + Self.fileName, Self.maximumFileBytes) {
            FontWorkCache.load(bytes, stamp: stamp, font: font, into: &state)
        }
        self.state = Mutex(state)
    }

    /// Whether the file was read and still matches the font, the configuration, the libraries
    /// and the binary.
    var isValid: Bool { state.withLock { $0.identity != nil } }

    /// The clusters of `paragraph` as shaped before, or nil.
    func clusters(for paragraph: Substring) -> [Cluster]? {
        guard paragraph.utf8.count <= Self.maximumParagraphBytes else { return nil }
        guard let digest = Digest(SHA256.hash(Array(paragraph.utf8))) else { return nil }
        let key = Key.shape(digest)
        return state.withLock { state in
            guard let index = state.entries.index(forKey: key), FontWorkCache.isIntact(at: index, in: &state) else {
                return nil
            }
            var reader = CacheByteReader(state.entries.values[index].payload)
            guard let clusters = FontWorkCache.decodeClusters(&reader) else { return nil }
            FontWorkCache.use(at: index, in: &state)
            return clusters
        }
    }

    /// Keeps how `paragraph` was shaped.
    func record(_ clusters: [Cluster], for paragraph: Substring) {
        guard paragraph.utf8.count <= Self.maximumParagraphBytes else { return }
        var writer = CacheByteWriter()
        writer.u32(UInt32(clusters.count))
        for cluster in clusters {
            writer.i32(cluster.width)
            writer.i32(cluster.inkRows?.lowerBound ?? 0)
            writer.i32(cluster.inkRows?.upperBound ?? 0)
            writer.bytes.append((cluster.inkRows == nil ? 0 : 1) | (cluster.isMissing ? 2 : 0))
            writer.u32(UInt32(cluster.glyphs.count))
            for glyph in cluster.glyphs {
                writer.u32(glyph.glyph)
                writer.i32(glyph.x)
                writer.i32(glyph.y)
            }
        }
        guard let digest = Digest(SHA256.hash(Array(paragraph.utf8))) else { return }
        store(writer.bytes, for: .shape(digest))
    }

    /// The clusters of `characters` shaped by the Latin shaping table (`latin-v1.bin`, read on
    /// first need), or nil when the table is missing, stale, made under another locale, or
    /// cannot shape them.
    func latinClusters(for characters: [Character]) -> [Cluster]? {
        state.withLock { state in
            latinTable(in: &state)?.clusters(for: characters)
        }
    }

    /// Works out the Latin shaping table with HarfBuzz's `hbFont` for the primary face and
    /// writes it, when no current one was found (an empty one counts: the face does not fit
    /// the table, and is not tried again).
    func saveLatinTable(hbFont: OpaquePointer, inkRows: (UInt32) -> Range<Int>?) {
        let missing = state.withLock { latinTable(in: &$0) == nil }
        guard missing, let table = LatinShapingTable.build(hbFont: hbFont, inkRows: inkRows),
            let identity = currentIdentity()
        else { return }
        state.withLock { $0.latin = table }
        CacheFile.replace(LatinShapingTable.fileName, in: directory, with: table.encoded(identity: identity))
    }

    /// The Latin shaping table, its file read on the first call.
    private func latinTable(in state: inout State) -> LatinShapingTable? {
        if !state.latinRead {
            state.latinRead = true
            if let bytes = read(directory + "/" + LatinShapingTable.fileName, LatinShapingTable.maximumFileBytes),
                let (identity, table) = LatinShapingTable.decode(bytes),
                table.locale == LatinShapingTable.currentLocale,
                identity == state.identity || Self.isCurrent(identity, stamp: stamp, font: font)
            {
                state.latin = table
            }
        }
        return state.latin
    }

    /// The glyph `glyph` rasterised at `size` for the block modes, as before, or nil.
    func raster(glyph: UInt32, size: PixelsPerEm) -> GlyphRaster? {
        let key = Key.raster(glyph: glyph, x: size.x, y: size.y)
        // The entry is found once and changed in place through its index.
        return state.withLock { state in
            guard let index = state.entries.index(forKey: key), FontWorkCache.isIntact(at: index, in: &state) else {
                return nil
            }
            if let decoded = state.rasters[key] { return decoded }
            var reader = CacheByteReader(state.entries.values[index].payload)
            guard let raster = FontWorkCache.decodeRaster(&reader) else { return nil }
            state.rasters[key] = raster
            FontWorkCache.use(at: index, in: &state)
            return raster
        }
    }

    /// Keeps the glyph `glyph` rasterised at `size`.
    func record(_ raster: GlyphRaster, glyph: UInt32, size: PixelsPerEm) {
        var writer = CacheByteWriter()
        writer.i32(raster.left)
        writer.i32(raster.top)
        writer.u32(UInt32(raster.bitmap.width))
        writer.u32(UInt32(raster.bitmap.height))
        var byte: UInt8 = 0, count = 0
        for pixel in raster.bitmap.pixels {
            byte = byte << 1 | (pixel ? 1 : 0)
            count += 1
            if count == 8 {
                writer.bytes.append(byte)
                byte = 0
                count = 0
            }
        }
        if count > 0 { writer.bytes.append(byte << (8 - count)) }
        store(writer.bytes, for: .raster(glyph: glyph, x: size.x, y: size.y))
    }

    /// Writes what this run added to the file: appended when only new entries were added to
    /// a current file with room for them; else the whole file, the entries this run used
    /// last and the least recently used dropped beyond `maximumFileBytes`. Nothing is written
    /// when the libraries' files cannot be named (they were never loaded).
    func save() {
        // Added to a file that holds the current identity: appended (a run that draws one new
        // glyph writes that glyph, not the whole file).
        let appended = state.withLock { state -> (identity: String, entries: [(Key, ArraySlice<UInt8>)])? in
            guard state.changed, !state.rewrite, let identity = state.identity else { return nil }
            return (identity, state.added.compactMap { key in state.entries[key].map { (key, $0.payload) } })
        }
        if let appended {
            let entries = appended.entries.flatMap { Self.encoded($0, $1) }
            if entries.isEmpty
                || CacheFile.append(
                    entries, to: Self.fileName, in: directory,
                    after: header(appended.identity), limit: Self.maximumFileBytes)
            {
                state.withLock { $0.changed = false }
                return
            }
        }
        let (identity, entries) = state.withLock { state -> (String?, [(Key, ArraySlice<UInt8>)]) in
            guard state.changed else { return (nil, []) }
            state.changed = false
            // The file's entries this run did not use, in the file's order, then those it used,
            // in the order it first used them.
            var kept: [(Key, ArraySlice<UInt8>)] = [], listed: Set<Key> = []
            // Their bytes as the file holds them, each checked now: one this run did not use is
            // as it was read (a damaged copy under the same key never takes its place).
            _ = FontWorkCache.readEntries(state.file, checked: true) { key, payload, _ in
                guard let entry = state.entries[key], entry.firstUse == nil, listed.insert(key).inserted else { return }
                kept.append((key, payload))
            }
            let used = state.entries.filter { $0.value.firstUse != nil }
                .sorted { ($0.value.firstUse ?? 0) < ($1.value.firstUse ?? 0) }
            return (state.identity, kept + used.map { ($0.key, $0.value.payload) })
        }
        guard !entries.isEmpty, let identity = identity ?? currentIdentity() else { return }
        let header = header(identity)
        var encoded = entries.map { Self.encoded($0, $1) }
        var total = header.count + encoded.reduce(0) { $0 + $1.count }
        var dropped = 0
        while total > Self.maximumFileBytes, dropped < encoded.count {
            total -= encoded[dropped].count
            dropped += 1
        }
        encoded.removeFirst(dropped)
        guard !encoded.isEmpty else { return }
        CacheFile.replace(Self.fileName, in: directory, with: header + encoded.joined())
    }

    /// The file's first bytes: its magic and `identity`.
    private func header(_ identity: String) -> [UInt8] {
        var header = CacheByteWriter()
        header.bytes += Self.magic
        header.text(identity)
        return header.bytes
    }

    /// An entry as the file holds it: its kind, key and payload, and their checksum.
    private static func encoded(_ key: Key, _ payload: ArraySlice<UInt8>) -> [UInt8] {
        var writer = CacheByteWriter()
        switch key {
        case .shape(let digest):
            writer.bytes.append(1)
            writer.u32(UInt32(Digest.byteCount))
            writer.bytes += digest.bytes
        case .raster(let glyph, let x, let y):
            writer.bytes.append(2)
            writer.u32(12)
            writer.u32(glyph)
            writer.i32(x)
            writer.i32(y)
        }
        writer.u32(UInt32(payload.count))
        writer.bytes += payload
        writer.checksum()
        return writer.bytes
    }

    // MARK: Identity

    /// What the entries depend on, one line each: the configuration's stamp, the font file,
    /// the two libraries' files and the binary. Nil when a library's file cannot be named.
    private func currentIdentity() -> String? {
        Self.currentIdentity(stamp: stamp, font: font)
    }

    // MARK: Reading

    /// Reads the entries of `bytes` when its identity is the current one (the libraries named
    /// by the file itself, so that checking them loads nothing).
    private static func load(_ bytes: [UInt8], stamp: String, font: ResolvedFontCache.Entry, into state: inout State) {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else { return }
        var reader = CacheByteReader(bytes[magic.count...])
        guard let identity = reader.text(), isCurrent(identity, stamp: stamp, font: font) else { return }
        // The whole file is read (a file cut short is not used at all); each entry's checksum
        // is checked when it is first used.
        var entries: [Key: Entry] = [:]
        // Room for a file of average entries (a glyph of a block-mode size is about 120 bytes),
        // so that the table is not grown and rehashed entry by entry; no more, since its slots
        // are filled at random and every page of them is touched (a full file: 2,048 slots,
        // not 4,096).
        entries.reserveCapacity(reader.remaining / 128)
        let whole = readEntries(reader, checked: false) { key, payload, unchecked in
            guard let unchecked else { return }
            entries[key] = Entry(entry: unchecked.bytes, payload: payload, checksum: unchecked.checksum)
        }
        guard whole else { return }
        state.identity = identity
        state.entries = entries
        state.file = reader
    }

    /// Calls `body` with each entry of `reader` (a key, its payload, and, unless `checked`, the
    /// bytes its checksum covers and that checksum) in the file's order; false, after the
    /// entries before it, at the first that is cut short or unknown. An entry whose key is
    /// wrong, or when `checked` whose checksum is, is skipped (damage drops it, never draws it).
    private static func readEntries(
        _ reader: CacheByteReader, checked: Bool,
        _ body: (Key, ArraySlice<UInt8>, (bytes: ArraySlice<UInt8>, checksum: UInt32)?) -> Void
    ) -> Bool {
        var reader = reader
        while !reader.isAtEnd {
            let start = reader
            guard let kind = reader.u8(), let keyBytes = reader.block(), let payload = reader.block() else {
                return false
            }
            let entry = reader.bytesRead(since: start)
            guard let checksum = reader.u32() else { return false }
            if checked, checksum != CacheChecksum.of(entry) { continue }
            let key: Key
            switch kind {
            case 1:
                guard let digest = Digest(keyBytes) else { return false }
                key = .shape(digest)
            case 2:
                var keyReader = CacheByteReader(keyBytes)
                guard let glyph = keyReader.u32(), let x = keyReader.i32(), let y = keyReader.i32() else {
                    return false
                }
                guard (0...CacheChecksum.largestPixels).contains(x), (0...CacheChecksum.largestPixels).contains(y)
                else { continue }
                key = .raster(glyph: glyph, x: x, y: y)
            default:
                return false
            }
            body(key, payload, checked ? nil : (entry, checksum))
        }
        return true
    }

    /// Whether the entry at `index` is as it was written: its checksum is checked on its first
    /// use, and an entry that fails it is dropped (then looked up as never made).
    private static func isIntact(at index: [Key: Entry].Index, in state: inout State) -> Bool {
        guard state.entries.values[index].unchecked != nil else { return true }
        guard state.entries.values[index].isIntact else {
            state.entries.remove(at: index)
            return false
        }
        state.entries.values[index].unchecked = nil
        return true
    }

    private static func decodeClusters(_ reader: inout CacheByteReader) -> [Cluster]? {
        guard let count = reader.u32(), Int(count) <= maximumParagraphBytes else { return nil }
        var clusters: [Cluster] = []
        clusters.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let width = reader.i32(), let lower = reader.i32(), let upper = reader.i32(), let flags = reader.u8(),
                let glyphCount = reader.u32(), glyphCount <= 64, lower <= upper, flags <= 3,
                CacheChecksum.isUnits(width), CacheChecksum.isUnits(lower), CacheChecksum.isUnits(upper)
            else { return nil }
            var glyphs: [Glyph] = []
            for _ in 0..<glyphCount {
                guard let glyph = reader.u32(), let x = reader.i32(), let y = reader.i32(),
                    CacheChecksum.isUnits(x), CacheChecksum.isUnits(y)
                else { return nil }
                glyphs.append(Glyph(glyph: glyph, x: x, y: y))
            }
            clusters.append(
                Cluster(
                    width: width, inkRows: flags & 1 != 0 ? lower..<upper : nil,
                    isMissing: flags & 2 != 0, glyphs: glyphs))
        }
        return reader.isAtEnd ? clusters : nil
    }

    private static func decodeRaster(_ reader: inout CacheByteReader) -> GlyphRaster? {
        guard let left = reader.i32(), let top = reader.i32(), let width = reader.u32(), let height = reader.u32(),
            abs(left) <= CacheChecksum.largestPixels, abs(top) <= CacheChecksum.largestPixels,
            width <= 4096, height <= 4096, reader.remaining == (Int(width) * Int(height) + 7) / 8
        else { return nil }
        let bits = reader.remainder()
        var pixels = [Bool](repeating: false, count: Int(width) * Int(height))
        // Eight pixels a byte, the first in its high bit; a byte without ink is skipped whole.
        bits.withUnsafeBufferPointer { bits in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for (offset, byte) in bits.enumerated() where byte != 0 {
                    let first = offset * 8
                    for bit in 0..<min(8, pixels.count - first) where byte & (0x80 >> UInt8(bit)) != 0 {
                        pixels[first + bit] = true
                    }
                }
            }
        }
        guard let bitmap = Bitmap(width: Int(width), height: Int(height), pixels: pixels) else { return nil }
        return GlyphRaster(bitmap: bitmap, left: left, top: top)
    }

    // MARK: Keeping

    private func store(_ payload: [UInt8], for key: Key) {
        state.withLock { state in
            guard state.entries[key].map({ $0.payload.elementsEqual(payload) }) != true,
                state.bytes + payload.count <= Self.maximumMemoryBytes
            else { return }
            if state.entries[key] == nil { state.added.append(key) } else { state.rewrite = true }
            state.bytes += payload.count - (state.entries[key]?.payload.count ?? 0)
            state.entries[key] = Entry(payload: payload[...])
            state.rasters[key] = nil
            if let index = state.entries.index(forKey: key) { FontWorkCache.use(at: index, in: &state) }
            state.changed = true
        }
    }

    /// Notes that this run used `key`: when the file is next written (only when a run adds to
    /// it, so a run that finds everything writes nothing), it goes with the newest.
    private static func use(at index: [Key: Entry].Index, in state: inout State) {
        guard state.entries.values[index].firstUse == nil else { return }
        state.entries.values[index].firstUse = state.uses
        state.uses += 1
    }
}
