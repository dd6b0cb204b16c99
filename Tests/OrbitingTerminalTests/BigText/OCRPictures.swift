import Foundation

@testable import OrbitingTerminal

/// Grey pictures for Tesseract: block letters, the outline reference and plain text, each
/// at the size a viewer sees them close up or across the room.
struct GreyPicture {
    let width: Int
    let height: Int
    /// Row-major grey levels, 0 black … 255 white.
    var levels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        levels = Array(repeating: 255, count: width * height)
    }

    /// The frame's sub-pixels, each `scale` picture pixels square, black on white, with a
    /// white border.
    init(_ pixels: FramePixels, scale: Int, border: Int = 24) {
        self.init(width: pixels.width * scale + 2 * border, height: pixels.height * scale + 2 * border)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] {
                for dy in 0..<scale {
                    let row = (border + y * scale + dy) * width + border + x * scale
                    for dx in 0..<scale { levels[row + dx] = 0 }
                }
            }
        }
    }

    /// The picture shrunk by `factor` each way, each new pixel the mean of those it covers
    /// (as a viewer across the room sees it).
    func shrunk(by factor: Int) -> GreyPicture {
        var small = GreyPicture(width: width / factor, height: height / factor)
        for y in 0..<small.height {
            for x in 0..<small.width {
                var sum = 0
                for dy in 0..<factor {
                    for dx in 0..<factor { sum += Int(levels[(y * factor + dy) * width + x * factor + dx]) }
                }
                small.levels[y * small.width + x] = UInt8(sum / (factor * factor))
            }
        }
        return small
    }

    /// The picture as a binary PGM file.
    var pgm: Data { Data("P5\n\(width) \(height)\n255\n".utf8) + Data(levels) }
}

/// The OCR reference of issue 11: the same lines drawn by the outline fonts straight onto the
/// same pixel grid (FreeType's unhinted, anti-aliased outlines at the layout's pixel size, at
/// the pen positions the block letters use), thresholded only at the end, with no cell mapping.
enum OutlineReference {
    /// The reference pixels of `layout` (drawn in `style`); nil for a layout of plain text or
    /// a bitmap font.
    static func pixels(_ layout: BigTextLayout, style: PixelStyle) -> FramePixels? {
        guard case .glyphs = layout.mode, let fonts = layout.outlineFonts else { return nil }
        let placement = OutlinePlacement(layout: layout, grid: style.grid)
        let perColumn = style.columnsPerCell
        let width = max(layout.inner.width, layout.columns) * perColumn, height = layout.lines.count * layout.size
        var coverage = [Int](repeating: 0, count: width * height)
        for (number, line) in layout.lines.enumerated() {
            let columns = (placement.scale.pixels(forFontWidth: line.width) + perColumn - 1) / perColumn
            let x0 = (BigTextRenderer.left(layout, columns: columns) - layout.margin) * perColumn
            let baseline = number * layout.size + placement.baseline
            var pen = 0
            for cluster in layout.paragraphs[line.paragraph][line.clusters] {
                for glyph in cluster.glyphs {
                    let drawn = fonts.face(glyph.face).coverage(glyph: glyph.glyph, pixelsPerEm: placement.pixelsPerEm)
                    let left = x0 + placement.x(pen + glyph.x) + drawn.left
                    let top = baseline - placement.y(glyph.y) - drawn.top
                    for y in 0..<drawn.height where (0..<height).contains(top + y) {
                        for x in 0..<drawn.width where (0..<width).contains(left + x) {
                            coverage[(top + y) * width + left + x] += Int(drawn.values[y * drawn.width + x])
                        }
                    }
                }
                pen += cluster.width
            }
        }
        return FramePixels(width: width, height: height, ink: coverage.map { $0 >= 128 })
    }
}

/// Plain text as a terminal draws it: each cell 8×16 picture pixels, each character from the
/// terminal's bitmap font (Unifont) at its own size, on a grid of `box`.
enum PlainTextPicture {
    static func picture(_ text: String, box: Box, font: any GlyphFont, border: Int = 24) -> GreyPicture {
        let layout = PlainTextLayout.layout(
            text, area: InnerArea(box: box, margin: 1), alignment: .center,
            fontName: font.name, fontHeight: font.height)
        let rows = box.height ?? layout.lines.count
        var picture = GreyPicture(width: box.width * 8 + 2 * border, height: rows * 16 + 2 * border)
        for (number, line) in layout.lines.enumerated() {
            var column = BigTextRenderer.left(layout, columns: line.width)
            let top = border + (layout.margin + number) * 16
            for cluster in layout.paragraphs[line.paragraph][line.clusters] {
                for scalar in cluster.character.unicodeScalars {
                    guard let glyph = font.glyph(for: scalar) else { continue }
                    for y in 0..<min(16, glyph.height) {
                        for x in 0..<glyph.width where glyph[x, y] {
                            picture.levels[(top + y) * picture.width + border + column * 8 + x] = 0
                        }
                    }
                }
                column += cluster.width
            }
        }
        return picture
    }
}
