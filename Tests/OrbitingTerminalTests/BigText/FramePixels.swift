@testable import OrbitingTerminal

/// A drawn frame read back as its sub-pixels: each cell's character decoded to the pixels
/// of its style, so tests can measure strokes and compare glyphs.
struct FramePixels: Equatable {
    let width: Int
    let height: Int
    private(set) var ink: [Bool]

    /// The pixels of `cells` drawn in `style`; a character the style does not draw counts as blank.
    init(_ cells: [[Character]], style: PixelStyle) {
        var bitsFor: [Character: Int] = [:]
        for bits in (0..<(1 << (style.columnsPerCell * style.rowsPerCell))).reversed() {
            bitsFor[style.character(for: bits)] = bits
        }
        let columns = cells.map(\.count).max() ?? 0
        width = columns * style.columnsPerCell
        height = cells.count * style.rowsPerCell
        ink = Array(repeating: false, count: width * height)
        for (row, line) in cells.enumerated() {
            for (column, character) in line.enumerated() {
                let bits = bitsFor[character] ?? 0
                for py in 0..<style.rowsPerCell {
                    for px in 0..<style.columnsPerCell where bits & (1 << (py * style.columnsPerCell + px)) != 0 {
                        ink[(row * style.rowsPerCell + py) * width + column * style.columnsPerCell + px] = true
                    }
                }
            }
        }
    }

    /// Pixels given row by row.
    init(width: Int, height: Int, ink: [Bool]) {
        self.width = width
        self.height = height
        self.ink = ink
    }

    subscript(x: Int, y: Int) -> Bool { ink[y * width + x] }

    /// The rows with ink.
    var inkRows: [Int] { (0..<height).filter { y in (0..<width).contains { self[$0, y] } } }

    /// The widths of the runs of ink on row `y`, left to right.
    func runs(onRow y: Int) -> [Int] {
        var runs: [Int] = [], current = 0
        for x in 0..<width {
            if self[x, y] { current += 1 } else if current > 0 { runs.append(current); current = 0 }
        }
        if current > 0 { runs.append(current) }
        return runs
    }

    /// Groups of columns with ink, separated by blank columns.
    var inkColumnGroups: [Range<Int>] {
        var groups: [Range<Int>] = [], start: Int?
        for x in 0...width {
            let inked = x < width && (0..<height).contains { self[x, $0] }
            if inked, start == nil { start = x }
            if !inked, let first = start { groups.append(first..<x); start = nil }
        }
        return groups
    }

    /// The pixels of `columns`, all rows, as one string of `#` and `.` per row.
    func slice(_ columns: Range<Int>) -> [String] {
        (0..<height).map { y in String(columns.map { self[$0, y] ? "#" : "." }) }
    }
}
