import OrbitingTerminal
import OrbitingText

/// The tests' own turning of a printed frame, to check Orbiting's against: every block
/// character's pixels (read back from `PixelStyle.character(for:)`) moved as a half turn or
/// a mirror moves them, rows and columns reversed.
public enum TurnedFrame {
    /// `lines` (a frame `width` × `height` printed with trailing blanks trimmed) turned
    /// half a turn (`halfTurn`) or mirrored left to right, trimmed the same way.
    public static func turned(
        _ lines: [String], width: Int, height: Int, halfTurn: Bool = true,
        mirrored: Bool = false
    ) -> [String] {
        let flipsRows = halfTurn, flipsColumns = halfTurn != mirrored
        var rows = lines.map { line -> [Character] in
            let characters = Array(line)
            return characters + Array(repeating: " ", count: max(0, width - characters.count))
        }
        rows += Array(repeating: Array(repeating: " ", count: width), count: max(0, height - rows.count))
        if flipsRows { rows.reverse() }
        var turned = rows.map { row -> String in
            let cells = flipsColumns ? Array(row.reversed()) : row
            return String(cells.map { flip($0, flipsRows: flipsRows, flipsColumns: flipsColumns) })
        }
        turned = turned.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while turned.last == "" { turned.removeLast() }
        return turned
    }

    /// `character` with its pixels flipped, when it is a block character of some style.
    static func flip(_ character: Character, flipsRows: Bool, flipsColumns: Bool) -> Character {
        for style in PixelStyle.allCases {
            let columns = style == .half || style == .full ? 1 : 2
            let rows = [PixelStyle.half: 2, .full: 1, .quadrant: 2, .sextant: 3, .braille: 4, .octant: 4][style] ?? 1
            for bits in 0..<(1 << (columns * rows)) where style.character(for: bits) == character {
                var flipped = 0
                for row in 0..<rows {
                    for column in 0..<columns where bits >> (row * columns + column) & 1 == 1 {
                        let r = flipsRows ? rows - 1 - row : row, c = flipsColumns ? columns - 1 - column : column
                        flipped |= 1 << (r * columns + c)
                    }
                }
                return style.character(for: flipped)
            }
        }
        return character
    }
}
