/// The block's target pixels, flat: each one's coverage, 0 (blank) to 255 (inked). Block
/// letters ink whole pixels (255); smooth cells and pictures keep the glyphs' grey edges.
struct PixelCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: 0, count: self.width * self.height)
    }

    /// Sets row `y` from `x0` on: target column i is inked when any font pixel in
    /// `rows` × `columns[i]` of `source` is.
    mutating func drawRow(y: Int, x0: Int, from source: Bitmap, rows: Range<Int>, columns: [Range<Int>]) {
        guard y >= 0, y < height else { return }
        let sourceWidth = source.width, sourceRows = rows.clamped(to: 0..<source.height)
        // The font rows this target row covers, folded into one row of ink.
        var folded = [Bool](repeating: false, count: sourceWidth)
        source.pixels.withUnsafeBufferPointer { ink in
            folded.withUnsafeMutableBufferPointer { row in
                for sy in sourceRows {
                    let base = sy * sourceWidth
                    for sx in 0..<sourceWidth where ink[base + sx] { row[sx] = true }
                }
            }
        }
        let width = self.width
        folded.withUnsafeBufferPointer { row in
            pixels.withUnsafeMutableBufferPointer { target in
                let rowStart = y * width
                for (i, span) in columns.enumerated() {
                    let x = x0 + i
                    guard x >= 0 && x < width else { continue }
                    for sx in span.clamped(to: 0..<sourceWidth) where row[sx] {
                        target[rowStart + x] = 255
                        break
                    }
                }
            }
        }
    }

    /// Inks the pixels of `bitmap`'s ink with its top-left corner at (`x`, `y`); what falls
    /// outside the canvas is clipped.
    mutating func overlay(_ bitmap: Bitmap, x: Int, y: Int) {
        let width = self.width, height = self.height
        let columns = max(0, x)..<min(width, x + bitmap.width)
        guard !columns.isEmpty else { return }
        bitmap.pixels.withUnsafeBufferPointer { ink in
            pixels.withUnsafeMutableBufferPointer { target in
                for row in max(0, -y)..<max(max(0, -y), min(bitmap.height, height - y)) {
                    let source = row * bitmap.width - x, destination = (y + row) * width
                    for column in columns where ink[source + column] { target[destination + column] = 255 }
                }
            }
        }
    }

    /// Adds `glyph`'s coverage with its top-left corner at (`x`, `y`), keeping the larger
    /// coverage where glyphs overlap; what falls outside the canvas is clipped.
    mutating func overlay(_ glyph: GlyphCoverage, x: Int, y: Int) {
        let width = self.width, height = self.height
        let columns = max(0, x)..<min(width, x + glyph.width)
        guard !columns.isEmpty else { return }
        glyph.values.withUnsafeBufferPointer { ink in
            pixels.withUnsafeMutableBufferPointer { target in
                guard let ink = ink.baseAddress, let target = target.baseAddress else { return }
                for row in max(0, -y)..<max(max(0, -y), min(glyph.height, height - y)) {
                    let from = ink + (row * glyph.width - x + columns.lowerBound)
                    let to = target + ((y + row) * width + columns.lowerBound)
                    // max without a branch, through pointers: the loop vectorizes.
                    for column in 0..<columns.count { to[column] = max(to[column], from[column]) }
                }
            }
        }
    }

    /// Inks the pixel at (`x`, `y`) when it is inside the canvas.
    mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = 255
    }

    /// The pixels of each of the first `columns` cells of cell row `row`, as bits,
    /// row-major from the cell's top-left pixel; a pixel at least half covered is inked.
    func cellBits(row: Int, columns: Int, columnsPerCell: Int, rowsPerCell: Int) -> [Int] {
        let columns = max(0, min(columns, width / max(1, columnsPerCell)))
        var result = [Int](repeating: 0, count: columns)
        let width = self.width
        pixels.withUnsafeBufferPointer { pixels in
            result.withUnsafeMutableBufferPointer { result in
                var bit = 0
                for py in 0..<rowsPerCell {
                    let y = row * rowsPerCell + py
                    if y < height {
                        let rowStart = y * width
                        for px in 0..<columnsPerCell {
                            let mask = 1 << (bit + px)
                            var x = rowStart + px
                            for column in 0..<columns {
                                if pixels[x] >= 128 { result[column] |= mask }
                                x += columnsPerCell
                            }
                        }
                    }
                    bit += columnsPerCell
                }
            }
        }
        return result
    }
}
