import OrbitingText

/// Orbiting's own small block font, used when Unifont is not installed.
///
/// Covers printable ASCII, Latin-1 and, by composing a base letter with its accents,
/// most accented Latin letters. Each glyph is a 6×12 cell: accent rows on top, a 7-row
/// body (5 columns wide plus one column of spacing), and 2 descender rows.
public struct BuiltinFont: GlyphFont {
    /// `builtin`, in reports.
    public let name = "builtin"
    /// Every glyph is 12 font pixels high.
    public let height = 12
    /// The width of every glyph cell.
    public static let cellWidth = 6
    /// The first body row inside the cell (rows above it hold accents on capitals).
    static let bodyTop = 3

    /// Creates the built-in font.
    public init() {}

    /// The drawn glyph for `scalar`, a combining mark drawn alone, or a letter composed with its accents; nil when the
    /// font has none.
    public func glyph(for scalar: Unicode.Scalar) -> Bitmap? {
        if let bitmap = BuiltinFont.glyphs[scalar.value] { return bitmap }
        if let mark = BuiltinFont.marks[scalar.value] {
            return BuiltinFont.markGlyph(mark.rows, below: mark.below, capital: false)
        }
        return BuiltinFont.composed(scalar)
    }

    /// A combining mark overlays the whole cell before it; nil for spacing characters.
    public func combiningOffset(for scalar: Unicode.Scalar) -> Int? {
        BuiltinFont.marks[scalar.value] == nil ? nil : -BuiltinFont.cellWidth
    }

    /// Every drawn glyph, placed in its cell; built once.
    static let glyphs: [UInt32: Bitmap] = drawings.mapValues { cell(from: $0) }

    /// Places a drawing's body and descender rows into a cell.
    static func cell(from drawing: String) -> Bitmap {
        var bitmap = Bitmap(width: cellWidth, height: 12)
        for (row, line) in drawing.split(separator: " ").enumerated() {
            for (column, character) in line.enumerated() where character == "#" {
                bitmap[column, bodyTop + row] = true
            }
        }
        return bitmap
    }

    /// A mark alone in a cell: above capitals (rows 0–1), above lower case (rows 2–3), or below.
    static func markGlyph(_ rows: String, below: Bool, capital: Bool) -> Bitmap {
        var bitmap = Bitmap(width: cellWidth, height: 12)
        let top = below ? 10 : (capital ? 0 : 2)
        for (row, line) in rows.split(separator: " ").enumerated() {
            for (column, character) in line.enumerated() where character == "#" {
                bitmap[column, top + row] = true
            }
        }
        return bitmap
    }

    /// An accented letter drawn as its base letter plus its marks (é = e + ◌́).
    static func composed(_ scalar: Unicode.Scalar) -> Bitmap? {
        let parts = Array(String(scalar).canonicallyDecomposed.unicodeScalars)
        guard parts.count > 1, var base = parts.first?.value,
            parts.dropFirst().allSatisfy({ marks[$0.value] != nil })
        else { return nil }
        let hasMarkAbove = parts.dropFirst().contains { marks[$0.value]?.below == false }
        if hasMarkAbove && base == 0x69 { base = 0x131 }  // i → dotless ı
        if hasMarkAbove && base == 0x6A { base = 0x237 }  // j → dotless ȷ
        guard var bitmap = glyphs[base] else { return nil }
        // A base with ink in the top two body rows is tall (a capital or an ascender).
        let tall = (0..<cellWidth).contains { bitmap[$0, bodyTop] || bitmap[$0, bodyTop + 1] }
        for part in parts.dropFirst() {
            guard let mark = marks[part.value] else { continue }
            bitmap.overlay(markGlyph(mark.rows, below: mark.below, capital: tall), atX: 0, y: 0)
        }
        return bitmap
    }
}
