/// Word gaps kept wider than letter gaps, in the pixels actually drawn.
///
/// At a few pixels an em, rounding (pen positions to whole pixels, hinted glyphs to whole
/// stems) can make the blank between two words no wider than the blank between two letters,
/// or narrower ("at3 pm"). After the glyphs' pixels are known, every word gap (the blank
/// between the ink of the last letter before a space and the first one after it) is widened
/// to at least one cell column more than the widest letter gap of the block; the words after
/// it move right by what was added. The fit measures the widened lines (`BigTextEngine`
/// chooses a smaller size when they no longer fit), and the raster draws each cluster moved
/// by its shift, so what is measured is what is shown.
struct WordSpacing: Sendable, Equatable {
    /// For each line, the pixels each of its clusters is moved right (0 up to the first word
    /// gap that was widened, growing after each one).
    var shifts: [[Int]]

    /// No word moved.
    static let none = WordSpacing(shifts: [])

    /// The pixels cluster `index` of line `line` is moved right.
    func shift(line: Int, cluster index: Int) -> Int {
        guard shifts.indices.contains(line), shifts[line].indices.contains(index) else { return 0 }
        return shifts[line][index]
    }

    /// The pixels line `line` grew by.
    func extra(line: Int) -> Int {
        guard shifts.indices.contains(line) else { return 0 }
        return shifts[line].last ?? 0
    }

    /// The shifts for lines whose clusters ink `ink` (each cluster's ink columns in pixels,
    /// nil for a blank one) and are spaces where `spaces` says: each word gap at least `step`
    /// pixels (one cell column) wider than the widest letter gap of all the lines.
    ///
    /// - Complexity: O(n) in the number of clusters.
    static func widening(ink: [[Range<Int>?]], spaces: [[Bool]], step: Int) -> WordSpacing {
        var widestLetterGap = 0
        for (line, columns) in ink.enumerated() {
            forEachGap(columns, spaces: spaces[line]) { _, gap, isWordGap in
                if !isWordGap { widestLetterGap = max(widestLetterGap, gap) }
            }
        }
        let wanted = widestLetterGap + step
        var shifts: [[Int]] = []
        var moved = false
        for (line, columns) in ink.enumerated() {
            var lineShifts = [Int](repeating: 0, count: columns.count)
            var added = 0, from = 0
            forEachGap(columns, spaces: spaces[line]) { index, gap, isWordGap in
                guard isWordGap, gap < wanted else { return }
                for position in from..<index { lineShifts[position] = added }
                added += wanted - gap
                from = index
            }
            for position in from..<columns.count { lineShifts[position] = added }
            moved = moved || added > 0
            shifts.append(lineShifts)
        }
        return moved ? WordSpacing(shifts: shifts) : .none
    }

    /// Calls `body` for each pair of neighbouring inked clusters of a line: the index of the
    /// second, the blank pixels between their ink (negative when they overlap), and whether
    /// a space separates them.
    private static func forEachGap(
        _ ink: [Range<Int>?], spaces: [Bool], _ body: (Int, Int, Bool) -> Void
    ) {
        var previous: Range<Int>?, spaced = false
        for (index, columns) in ink.enumerated() {
            if spaces.indices.contains(index) && spaces[index] {
                spaced = previous != nil
                continue
            }
            guard let columns else { continue }
            if let previous { body(index, columns.lowerBound - previous.upperBound, spaced) }
            previous = columns
            spaced = false
        }
    }
}

extension BigTextRenderer {
    /// The word spacing of `layout` as drawn on `grid`: each cluster's ink found from the
    /// glyphs' pixels at the layout's size (the raster's own cache), then widened.
    static func wordSpacing(_ layout: BigTextLayout, grid: PixelGrid) -> WordSpacing {
        let ink: [[Range<Int>?]]
        if let fonts = layout.outlineFonts {
            ink = outlineInk(layout, fonts: fonts, grid: grid)
        } else {
            ink = bitmapInk(layout, grid: grid)
        }
        let spaces = layout.lines.map { line in
            layout.paragraphs[line.paragraph][line.clusters].map { $0.character.isWhitespace }
        }
        return WordSpacing.widening(ink: ink, spaces: spaces, step: grid.columnsPerCell)
    }

    /// For each line, the target columns (from the line's start) each outline cluster inks.
    private static func outlineInk(_ layout: BigTextLayout, fonts: OutlineFonts, grid: PixelGrid) -> [[Range<Int>?]] {
        let placement = OutlinePlacement(layout: layout, grid: grid)
        var known: [PositionedGlyphKey: Range<Int>?] = [:]
        return layout.lines.map { line in
            var pen = 0
            return layout.paragraphs[line.paragraph][line.clusters].map { cluster in
                defer { pen += cluster.width }
                var columns: Range<Int>?
                if let bitmap = cluster.bitmapPlacement, cluster.bitmap.hasInk {
                    let left = placement.x(pen), right = placement.x(pen + cluster.bitmap.width * bitmap.units)
                    if right > left { columns = left..<right }
                }
                for glyph in cluster.glyphs {
                    let key = PositionedGlyphKey(face: glyph.face, glyph: glyph.glyph)
                    let inked: Range<Int>?
                    if let cached = known[key] {
                        inked = cached
                    } else {
                        inked = glyphInk(glyph, fonts: fonts, placement: placement, antialiased: layout.antialiased)
                        known[key] = inked
                    }
                    guard let inked else { continue }
                    let x = placement.x(pen + glyph.x)
                    let placed = (x + inked.lowerBound)..<(x + inked.upperBound)
                    columns =
                        columns.map { min($0.lowerBound, placed.lowerBound)..<max($0.upperBound, placed.upperBound) }
                        ?? placed
                }
                return columns
            }
        }
    }

    /// The columns a glyph inks from its pen position, as the raster draws it; nil when blank.
    private static func glyphInk(
        _ glyph: PositionedGlyph, fonts: OutlineFonts, placement: OutlinePlacement, antialiased: Bool
    ) -> Range<Int>? {
        if antialiased {
            let coverage = fonts.face(glyph.face).coverage(
                glyph: glyph.glyph, pixelsPerEm: placement.pixelsPerEm, hinted: true)
            return inkColumns(width: coverage.width, height: coverage.height) {
                coverage.values[$1 * coverage.width + $0] > 0
            }
            .map { (coverage.left + $0.lowerBound)..<(coverage.left + $0.upperBound) }
        }
        let raster = fonts.raster(face: glyph.face, glyph: glyph.glyph, pixelsPerEm: placement.pixelsPerEm)
        return inkColumns(width: raster.bitmap.width, height: raster.bitmap.height) { raster.bitmap[$0, $1] }
            .map { (raster.left + $0.lowerBound)..<(raster.left + $0.upperBound) }
    }

    /// The first to the last column with ink, scanning inwards from both edges.
    private static func inkColumns(width: Int, height: Int, inked: (Int, Int) -> Bool) -> Range<Int>? {
        func hasInk(_ x: Int) -> Bool { (0..<height).contains { inked(x, $0) } }
        guard let first = (0..<width).first(where: hasInk) else { return nil }
        let last = (first..<width).reversed().first(where: hasInk) ?? first
        return first..<(last + 1)
    }

    /// For each line, the target columns (from the line's start) each bitmap cluster inks once
    /// resampled: those sampling any of its inked font columns.
    private static func bitmapInk(_ layout: BigTextLayout, grid: PixelGrid) -> [[Range<Int>?]] {
        let scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, grid: grid)
        let band = layout.glyphTop..<(layout.glyphTop + layout.fontHeight)
        return layout.lines.map { line in
            let sources = scale.columnSources(count: scale.pixels(forFontWidth: line.width))
            var start = 0, cursor = 0
            return layout.paragraphs[line.paragraph][line.clusters].map { cluster in
                defer { start += cluster.width }
                let bitmap = cluster.bitmap
                guard
                    let inked = inkColumns(
                        width: bitmap.width, height: bitmap.height,
                        inked: { x, y in band.contains(y) && bitmap[x, y] })
                else { return nil }
                let font = (start + inked.lowerBound)..<(start + inked.upperBound)
                // Clusters come left to right, so the first column sampling this one's ink is
                // never before the previous cluster's.
                while cursor < sources.count && sources[cursor].upperBound <= font.lowerBound { cursor += 1 }
                var last = cursor
                while last < sources.count && sources[last].lowerBound < font.upperBound { last += 1 }
                return last > cursor ? cursor..<last : nil
            }
        }
    }
}

/// A glyph of a face, for remembering its ink while a layout is measured.
private struct PositionedGlyphKey: Hashable {
    var face: Int
    var glyph: UInt32
}
