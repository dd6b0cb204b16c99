/// A frame of terminal cells, stored flat as scalars so drawing a frame costs no
/// per-cell allocation.
///
/// A cell holds one Unicode scalar; a cluster of several scalars (é as e + ◌́, an emoji
/// sequence) is kept aside and the cell points to it. The second cell of a wide character
/// and the cells after it hold `continuationValue` (an Indic conjunct or an emoji sequence can
/// take more than two columns).
public struct CellGrid: Sendable, Equatable {
    /// Marks the cells after the first of a wide character in `characterRows`.
    public static let continuation: Character = "\u{0}"
    static let continuationValue: UInt32 = 0
    private static let clusterBase: UInt32 = 0x11_0000

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    private var cells: [UInt32]
    private var clusters: [Character] = []

    /// A blank grid (all spaces).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: 0x20, count: self.width * self.height)
    }

    /// The raw value of a cell: a scalar value, or a cluster index past the Unicode range.
    subscript(row: Int, column: Int) -> UInt32 {
        get { cells[row * width + column] }
        set {
            guard row >= 0, row < height, column >= 0, column < width else { return }
            cells[row * width + column] = newValue
        }
    }

    /// The character at (`row`, `column`); `continuation` for the second half of a wide one.
    func character(row: Int, column: Int) -> Character {
        let value = self[row, column]
        if value == CellGrid.continuationValue { return CellGrid.continuation }
        if value >= CellGrid.clusterBase { return clusters[Int(value - CellGrid.clusterBase)] }
        return Unicode.Scalar(value).map(Character.init) ?? " "
    }

    /// Sets the cells of `row` from `column` on to `value(keys[i])`, skipping nil; clipped to the grid.
    mutating func fill(row: Int, from column: Int, with keys: [Int], _ value: (Int) -> UInt32?) {
        guard row >= 0, row < height, column >= 0 else { return }
        let count = min(keys.count, width - column)
        guard count > 0 else { return }
        let start = row * width + column
        cells.withUnsafeMutableBufferPointer { cells in
            for index in 0..<count {
                if let scalar = value(keys[index]) { cells[start + index] = scalar }
            }
        }
    }

    /// Puts `character` at (`row`, `column`) when it fits inside the grid; clipped otherwise.
    mutating func put(_ character: Character, width characterWidth: Int, row: Int, column: Int) {
        guard row >= 0, row < height, column >= 0, column + max(1, characterWidth) <= width else { return }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            self[row, column] = scalar.value
        } else {
            self[row, column] = CellGrid.clusterBase + UInt32(clusters.count)
            clusters.append(character)
        }
        for offset in 1..<max(1, characterWidth) { self[row, column + offset] = CellGrid.continuationValue }
    }

    /// Row `row` as text (continuation cells left out), optionally without trailing spaces.
    public func text(ofRow row: Int, trimmingTrailingSpaces: Bool = false) -> String {
        let shown = cells(ofRow: row, trimmingTrailingSpaces: trimmingTrailingSpaces)
        return String(unsafeUninitializedCapacity: capacity(of: shown)) { bytes in
            write(shown, into: bytes, at: 0)
        }
    }

    /// The cells of row `row`, optionally without its trailing spaces.
    private func cells(ofRow row: Int, trimmingTrailingSpaces: Bool) -> ArraySlice<UInt32> {
        let start = row * width
        var end = start + width
        if trimmingTrailingSpaces {
            while end > start && cells[end - 1] == 0x20 { end -= 1 }
        }
        return cells[start..<end]
    }

    /// At most four bytes a cell, and a cluster's own bytes: room for `shown` in UTF-8.
    private func capacity(of shown: ArraySlice<UInt32>) -> Int {
        guard !clusters.isEmpty else { return shown.count * 4 }
        var capacity = 0
        for value in shown {
            capacity += value >= CellGrid.clusterBase ? clusters[Int(value - CellGrid.clusterBase)].utf8.count : 4
        }
        return capacity
    }

    /// Writes the characters of `shown` (continuation cells left out) in UTF-8 at `index` of
    /// `bytes`, which has room for them (`capacity(of:)`); returns the index after them.
    private func write(_ shown: ArraySlice<UInt32>, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int
    {
        shown.withUnsafeBufferPointer { write($0, into: bytes, at: index) }
    }

    private func write(
        _ shown: UnsafeBufferPointer<UInt32>, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int
    ) -> Int {
        var count = index
        for value in shown where value != CellGrid.continuationValue {
            if value < 0x80 {
                bytes[count] = UInt8(truncatingIfNeeded: value)
                count += 1
            } else if value >= CellGrid.clusterBase {
                for byte in clusters[Int(value - CellGrid.clusterBase)].utf8 {
                    bytes[count] = byte
                    count += 1
                }
            } else {
                count = CellGrid.writeUTF8(value, into: bytes, at: count)
            }
        }
        return count
    }

    /// Writes the UTF-8 encoding of scalar value `value` (a valid scalar: cells hold no other)
    /// at `index` of `bytes`, which has room for it; returns the index after it.
    @inline(__always)
    private static func writeUTF8(_ value: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int
    {
        switch value {
        case 0..<0x80:
            bytes[index] = UInt8(value)
            return index + 1
        case 0x80..<0x800:
            bytes[index] = UInt8(0xC0 | (value >> 6))
            bytes[index + 1] = UInt8(0x80 | (value & 0x3F))
            return index + 2
        case 0x800..<0x1_0000:
            bytes[index] = UInt8(0xE0 | (value >> 12))
            bytes[index + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            bytes[index + 2] = UInt8(0x80 | (value & 0x3F))
            return index + 3
        default:
            bytes[index] = UInt8(0xF0 | (value >> 18))
            bytes[index + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            bytes[index + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            bytes[index + 3] = UInt8(0x80 | (value & 0x3F))
            return index + 4
        }
    }

    /// The rows as printable lines: trailing spaces and trailing blank rows removed.
    public var printableLines: [String] {
        var lines = (0..<height).map { text(ofRow: $0, trimmingTrailingSpaces: true) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `printableLines`, each ended by a newline, in UTF-8: the frame `show` prints.
    ///
    /// Written into one buffer, and bytes rather than text: a `show` otherwise spent more on
    /// making, checking and joining a text for each row than on drawing them.
    public var printableBytes: [UInt8] {
        var room = 0
        for row in 0..<height { room += capacity(of: cells(ofRow: row, trimmingTrailingSpaces: true)) + 1 }
        return [UInt8](unsafeUninitializedCapacity: room) { bytes, count in
            // The end of the last row with something in it: the blank rows after it are left out.
            var written = 0, printed = 0
            for row in 0..<height {
                let start = written
                written = write(cells(ofRow: row, trimmingTrailingSpaces: true), into: bytes, at: written)
                let isBlank = written == start
                bytes[written] = UInt8(ascii: "\n")
                written += 1
                if !isBlank { printed = written }
            }
            count = printed
        }
    }

    /// Every row as characters, wide characters followed by `continuation`.
    public var characterRows: [[Character]] {
        (0..<height).map { row in
            (0..<width).map { character(row: row, column: $0) }
        }
    }
}
