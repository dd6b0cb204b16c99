/// Writes a picture as DEC sixel graphics: one colour register per palette entry, bands of
/// six pixel rows, each colour's run of sixels repeat-compressed (`!n`).
///
/// The picture is opaque (every pixel has a colour), so nothing behind it shows through and
/// a new picture over an old one leaves nothing of it.
public enum SixelEncoder {
    /// The escape sequence drawing `picture` at the cursor (DCS `q` … ST), with raster
    /// attributes for square pixels and its size.
    ///
    /// - Complexity: O(width × height): one pass over each band's columns, runs gathered per
    ///   colour as they come.
    public static func encode(_ picture: IndexedPicture) -> [UInt8] {
        let width = picture.width, height = picture.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 8 + 1024)
        out += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (index, color) in picture.palette.enumerated() {
            func percent(_ channel: UInt8) -> Int { (Int(channel) * 100 + 127) / 255 }
            out += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        var lines = SixelLines(colors: picture.palette.count)
        picture.indices.withUnsafeBufferPointer { indices in
            var top = 0
            while top < height {
                let rows = min(6, height - top), full = UInt8((1 << rows) - 1)
                // Columns all of one colour (most of them: the background) are gathered here
                // into one run before they go to that colour's line.
                var runColor = -1, runStart = 0
                var x = 0
                while x < width {
                    // Eight columns at once where all six rows hold one colour throughout.
                    if x + 8 <= width, runColor >= 0,
                        Self.uniform(indices, from: top * width + x, rows: rows, width: width, color: runColor)
                    {
                        x += 8
                        continue
                    }
                    defer { x += 1 }
                    let first = Int(indices[top * width + x])
                    var row = 1
                    while row < rows && Int(indices[(top + row) * width + x]) == first { row += 1 }
                    if row == rows {
                        if first == runColor { continue }
                        if runColor >= 0 { lines.add(color: runColor, x: runStart, sixel: full, count: x - runStart) }
                        runColor = first
                        runStart = x
                        continue
                    }
                    if runColor >= 0 { lines.add(color: runColor, x: runStart, sixel: full, count: x - runStart) }
                    runColor = -1
                    // Several colours in this column: each gets the rows it has.
                    for row in 0..<rows {
                        lines.mark(color: Int(indices[(top + row) * width + x]), row: row)
                    }
                    lines.addMarked(x: x)
                }
                if runColor >= 0 { lines.add(color: runColor, x: runStart, sixel: full, count: width - runStart) }
                lines.finishBand(into: &out)
                top += 6
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// Whether the eight pixels from `start` in each of `rows` rows (`width` apart) are all `color`.
    private static func uniform(
        _ indices: UnsafeBufferPointer<UInt8>, from start: Int, rows: Int, width: Int,
        color: Int
    ) -> Bool {
        guard let base = UnsafeRawPointer(indices.baseAddress) else { return false }
        let word = UInt64(truncatingIfNeeded: color) &* 0x0101_0101_0101_0101
        for row in 0..<rows where base.loadUnaligned(fromByteOffset: start + row * width, as: UInt64.self) != word {
            return false
        }
        return true
    }
}

/// One band's sixels, colour by colour: each colour's line of runs, built left to right as
/// the columns come, with the run still growing kept apart until it ends.
private struct SixelLines {
    /// Each colour's finished runs in this band.
    var lines: [[UInt8]]
    /// The columns each colour's line reaches (its pending run included).
    var reach: [Int]
    /// Each colour's pending run: its sixel and first column (-1: none).
    var runSixel: [UInt8]
    var runStart: [Int]
    /// The rows each colour has in the current column, and the colours touched there.
    var column: [UInt8]
    var touched: [Int] = []

    init(colors: Int) {
        lines = Array(repeating: [], count: colors)
        reach = Array(repeating: 0, count: colors)
        runSixel = Array(repeating: 0, count: colors)
        runStart = Array(repeating: -1, count: colors)
        column = Array(repeating: 0, count: colors)
        touched.reserveCapacity(6)
    }

    /// Row `row` of the current column is `color`.
    mutating func mark(color: Int, row: Int) {
        guard color < column.count else { return }
        if column[color] == 0 { touched.append(color) }
        column[color] |= UInt8(1 << row)
    }

    /// The marked rows of column `x`, each colour's added to its line.
    mutating func addMarked(x: Int) {
        for color in touched {
            add(color: color, x: x, sixel: column[color], count: 1)
            column[color] = 0
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// Columns `x ..< x + count` of `color`'s line are `sixel` (bits of its rows).
    mutating func add(color: Int, x: Int, sixel: UInt8, count: Int) {
        guard color < lines.count else { return }
        if runStart[color] >= 0 {
            if reach[color] == x && runSixel[color] == sixel {
                reach[color] = x + count
                return
            }
            Self.appendRun(sixel: runSixel[color], count: reach[color] - runStart[color], to: &lines[color])
        }
        if x > reach[color] { Self.appendRun(sixel: 0, count: x - reach[color], to: &lines[color]) }
        runSixel[color] = sixel
        runStart[color] = x
        reach[color] = x + count
    }

    /// Writes the band's lines (`#colour` and its runs, `$` between colours, `-` after) and
    /// starts the next band.
    mutating func finishBand(into out: inout [UInt8]) {
        var first = true
        for color in lines.indices where runStart[color] >= 0 {
            Self.appendRun(sixel: runSixel[color], count: reach[color] - runStart[color], to: &lines[color])
            if !first { out.append(UInt8(ascii: "$")) }
            first = false
            out.append(UInt8(ascii: "#"))
            out.appendDecimal(color)
            out += lines[color]
            lines[color].removeAll(keepingCapacity: true)
            runStart[color] = -1
            reach[color] = 0
        }
        out.append(UInt8(ascii: "-"))
    }

    /// `count` sixels of `sixel`'s bits: `!count` and the sixel for four or more.
    static func appendRun(sixel: UInt8, count: Int, to line: inout [UInt8]) {
        let character = 0x3F + sixel
        if count >= 4 {
            line.append(UInt8(ascii: "!"))
            line.appendDecimal(count)
            line.append(character)
        } else {
            for _ in 0..<max(0, count) { line.append(character) }
        }
    }
}
