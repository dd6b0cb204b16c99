/// Writes a picture as DEC sixel graphics: one colour register per palette entry, bands of
/// six pixel rows, each colour's run of sixels repeat-compressed (`!n`).
///
/// The picture is opaque (every pixel has a colour), so nothing behind it shows through and
/// a new picture over an old one leaves nothing of it.
public enum SixelEncoder {
    /// The escape sequence drawing `picture` at the cursor (DCS `q` … ST), with raster
    /// attributes for square pixels and its size.
    ///
    /// - Complexity: O(width × height + colours × width × height / 6).
    public static func encode(_ picture: IndexedPicture) -> [UInt8] {
        let width = picture.width, height = picture.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 8 + 1024)
        out += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (index, color) in picture.palette.enumerated() {
            func percent(_ channel: UInt8) -> Int { (Int(channel) * 100 + 127) / 255 }
            out += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        let colors = picture.palette.count
        // For one band: each colour's six bits per column, and which colours appear at all.
        var bits = [UInt8](repeating: 0, count: colors * max(1, width))
        var present = [Bool](repeating: false, count: colors)
        picture.indices.withUnsafeBufferPointer { indices in
            var top = 0
            while top < height {
                for color in 0..<colors where present[color] {
                    for x in 0..<width { bits[color * width + x] = 0 }
                    present[color] = false
                }
                for row in 0..<min(6, height - top) {
                    let base = (top + row) * width, bit = UInt8(1 << row)
                    for x in 0..<width {
                        let color = Int(indices[base + x])
                        bits[color * width + x] |= bit
                        present[color] = true
                    }
                }
                var first = true
                for color in 0..<colors where present[color] {
                    if !first { out.append(UInt8(ascii: "$")) }
                    first = false
                    out += Array("#\(color)".utf8)
                    appendRuns(bits[(color * width)..<((color + 1) * width)], to: &out)
                }
                out.append(UInt8(ascii: "-"))
                top += 6
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// One colour's sixels along a band, runs of four or more written `!count sixel`;
    /// trailing blank sixels are left out.
    private static func appendRuns(_ row: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var end = row.endIndex
        while end > row.startIndex && row[end - 1] == 0 { end -= 1 }
        var index = row.startIndex
        while index < end {
            let value = row[index]
            var run = index + 1
            while run < end && row[run] == value { run += 1 }
            let count = run - index, sixel = 0x3F + value
            if count >= 4 {
                out.append(UInt8(ascii: "!"))
                out += Array(String(count).utf8)
                out.append(sixel)
            } else {
                for _ in 0..<count { out.append(sixel) }
            }
            index = run
        }
    }
}
