/// How glyph pixels become terminal cells.
///
/// A terminal cell is about twice as tall as it is wide. Each style packs a grid of
/// pixels into one cell; `half` (the default) packs two square pixels, top and bottom.
public enum PixelStyle: String, CaseIterable, Sendable {
    /// ▀ ▄ █: 1×2 pixels a cell, square.
    case half
    /// █: one pixel a cell (tall pixels; glyphs are widened to keep their shape).
    case full
    /// ▘▝▖▗ and their combinations: 2×2 pixels a cell.
    case quadrant
    /// Unicode 13 sextants: 2×3 pixels a cell.
    case sextant
    /// Braille patterns: 2×4 pixels a cell, square.
    case braille
    /// Unicode 16 block octants (U+1CD00…) and the older blocks they complete: 2×4 solid
    /// pixels a cell, square. Opt-in: only terminals that draw Unicode 16's legacy-computing
    /// supplement themselves (or have a font for it) show them.
    case octant

    /// Pixel columns in one cell.
    public var columnsPerCell: Int {
        switch self {
        case .half, .full: return 1
        case .quadrant, .sextant, .braille, .octant: return 2
        }
    }

    /// Pixel rows in one cell.
    public var rowsPerCell: Int {
        switch self {
        case .full: return 1
        case .half, .quadrant: return 2
        case .sextant: return 3
        case .braille, .octant: return 4
        }
    }

    /// A pixel's height over its width, as a fraction (cells are 1 wide by 2 tall).
    var aspect: (numerator: Int, denominator: Int) { (2 * columnsPerCell, rowsPerCell) }

    /// The character for one cell whose pixels are `bits`, row-major from the top left
    /// (bit 0 is the top-left pixel, bit 1 the one to its right, …).
    public func character(for bits: Int) -> Character {
        switch self {
        case .full:
            return bits & 1 == 0 ? " " : "█"
        case .half:
            return PixelStyle.halfBlocks[bits & 3]
        case .quadrant:
            return PixelStyle.quadrants[bits & 15]
        case .sextant:
            return PixelStyle.sextant(bits & 63)
        case .braille:
            return PixelStyle.braille(bits & 255)
        case .octant:
            return PixelStyle.octants[bits & 255]
        }
    }

    static let halfBlocks: [Character] = [" ", "▀", "▄", "█"]
    // Index bits: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    static func sextant(_ bits: Int) -> Character {
        switch bits {
        case 0: return " "
        case 63: return "█"
        case 21: return "▌"
        case 42: return "▐"
        default:
            // U+1FB00… lists the other 60 patterns in order, skipping the four above.
            let skipped = bits > 42 ? 3 : (bits > 21 ? 2 : 1)
            return Character(Unicode.Scalar(0x1FB00 + UInt32(bits - skipped)) ?? " ")
        }
    }

    static func braille(_ bits: Int) -> Character {
        guard bits != 0 else { return " " }
        // Our bits: row r, column c is bit (2r + c). Braille dots: 1 2 3 7 down the left,
        // 4 5 6 8 down the right.
        let dotForBit = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
        var dots = 0
        for bit in 0..<8 where bits & (1 << bit) != 0 { dots |= dotForBit[bit] }
        return Character(Unicode.Scalar(0x2800 + UInt32(dots)) ?? " ")
    }

    /// The 256 octant patterns. Unicode 16 encodes them at U+1CD00… in increasing order of
    /// the pattern (bit k is octant k + 1, row-major from the top left, as our bits are),
    /// skipping the 26 patterns that older characters already draw.
    static let octants: [Character] = {
        let older: [Int: UInt32] = [
            0: 0x20, 255: 0x2588,
            1: 0x1CEA8, 2: 0x1CEAB, 64: 0x1CEA3, 128: 0x1CEA0,  // one octant in a corner
            3: 0x1FB82, 192: 0x2582, 63: 0x1FB85, 252: 0x2586,  // upper/lower quarters and three quarters
            20: 0x1FBE6, 40: 0x1FBE7,  // middle left/right one quarter
            15: 0x2580, 240: 0x2584, 85: 0x258C, 170: 0x2590,  // halves
            5: 0x2598, 10: 0x259D, 80: 0x2596, 160: 0x2597,  // quadrants
            165: 0x259A, 90: 0x259E, 245: 0x2599, 95: 0x259B, 175: 0x259C, 250: 0x259F,
        ]
        var next: UInt32 = 0x1CD00
        return (0..<256).map { bits in
            if let value = older[bits] { return Character(Unicode.Scalar(value) ?? " ") }
            defer { next += 1 }
            return Character(Unicode.Scalar(next) ?? " ")
        }
    }()
}
