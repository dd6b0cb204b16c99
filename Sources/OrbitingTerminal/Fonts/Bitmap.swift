/// A monochrome raster: `width` × `height` pixels, each on or off.
public struct Bitmap: Sendable, Hashable {
    /// Columns of pixels.
    public let width: Int
    /// Rows of pixels.
    public let height: Int
    /// Row-major pixels; `true` is ink.
    public private(set) var pixels: [Bool]

    /// A blank bitmap. Negative sizes are treated as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: false, count: self.width * self.height)
    }

    /// A bitmap of `pixels`, row after row; nil unless there are `width` × `height` of them.
    init?(width: Int, height: Int, pixels: [Bool]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap from rows of `#` (ink) and any other character (blank); short rows are padded.
    public init(rows: [String]) {
        let width = rows.map(\.count).max() ?? 0
        self.init(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() where character == "#" {
                self[x, y] = true
            }
        }
    }

    /// The pixel at column `x`, row `y`; reads outside the bitmap are blank and writes are ignored.
    public subscript(x: Int, y: Int) -> Bool {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            return pixels[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue
        }
    }

    /// Whether any pixel is ink.
    public var hasInk: Bool { pixels.contains(true) }

    /// The rows that have ink, or nil when the bitmap is blank.
    public var inkRows: Range<Int>? {
        var first: Int?, last = 0
        for y in 0..<height where pixels[(y * width)..<((y + 1) * width)].contains(true) {
            if first == nil { first = y }
            last = y
        }
        return first.map { $0..<(last + 1) }
    }

    /// Draws the ink of `other` onto this bitmap with its top-left corner at (`x`, `y`).
    public mutating func overlay(_ other: Bitmap, atX x: Int, y: Int) {
        for row in 0..<other.height {
            for column in 0..<other.width where other.pixels[row * other.width + column] {
                self[x + column, y + row] = true
            }
        }
    }

    /// Copies the rows of `other` from `fromRow` down into this bitmap's rows from the top,
    /// at column `x`, replacing what was there; rows and columns outside either are skipped.
    ///
    /// - Complexity: O(height) row copies.
    public mutating func copyRows(of other: Bitmap, toX x: Int, fromRow: Int) {
        let columns = max(0, min(other.width, width - x) - max(0, -x))
        guard columns > 0 else { return }
        let sourceColumn = max(0, -x), targetColumn = max(0, x)
        let width = self.width, height = self.height
        other.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let sourceRow = y + fromRow
                    guard sourceRow >= 0, sourceRow < other.height else { continue }
                    let from = sourceRow * other.width + sourceColumn, to = y * width + targetColumn
                    for column in 0..<columns { target[to + column] = source[from + column] }
                }
            }
        }
    }

    /// The bitmap as rows of `#` and `.`, for tests and debugging.
    public var rows: [String] {
        (0..<height).map { y in
            String((0..<width).map { self[$0, y] ? "#" : "." })
        }
    }
}
