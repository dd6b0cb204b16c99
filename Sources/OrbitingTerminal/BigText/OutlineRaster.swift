/// Drawing outline glyphs onto the block's pixels at the chosen size.
///
/// FreeType renders each glyph once per (face, glyph, size) at the style's pixel aspect
/// (x and y pixels an em set apart), hinted for a monochrome target so that stems snap to
/// whole pixels (or, `antialiased`, lightly hinted with each pixel's coverage, for smooth
/// cells and pictures: horizontal strokes on whole pixel rows, so they stay apart at a few
/// pixels an em). Pen positions are the measured advances scaled exactly as `GlyphScale`
/// scales them for the fit, rounded to whole pixels, so every copy of a glyph is the same
/// bitmap placed at a whole pixel: repeated glyphs are bit-identical.
extension BigTextRenderer {
    static func drawOutlines(
        _ layout: BigTextLayout, fonts: OutlineFonts, grid: PixelGrid, antialiased: Bool,
        into canvas: inout PixelCanvas
    ) {
        let placement = OutlinePlacement(layout: layout, grid: grid)
        let perColumn = grid.columnsPerCell
        // Lines below the canvas (a frame shows only its rows) are not rasterised.
        for (number, line) in layout.lines.enumerated() where number * layout.size < canvas.height {
            let pixelWidth = layout.pixelWidth(line: number, scale: placement.scale)
            let columns = (pixelWidth + perColumn - 1) / perColumn
            let x0 = (left(layout, columns: columns) - layout.margin) * perColumn
            let baseline = number * layout.size + placement.baseline
            var pen = 0
            for (index, cluster) in layout.paragraphs[line.paragraph][line.clusters].enumerated() {
                let x0 = x0 + layout.wordSpacing.shift(line: number, cluster: index)
                if let bitmap = cluster.bitmapPlacement {
                    drawBitmap(
                        cluster.bitmap, placement: bitmap, at: pen, x0: x0, baseline: baseline,
                        scale: placement, into: &canvas)
                }
                for glyph in cluster.glyphs {
                    if antialiased {
                        let coverage = fonts.face(glyph.face).coverage(
                            glyph: glyph.glyph, pixelsPerEm: placement.pixelsPerEm, hinted: true)
                        canvas.overlay(
                            coverage, x: x0 + placement.x(pen + glyph.x) + coverage.left,
                            y: baseline - placement.y(glyph.y) - coverage.top)
                    } else {
                        let raster = fonts.raster(
                            face: glyph.face, glyph: glyph.glyph, pixelsPerEm: placement.pixelsPerEm)
                        canvas.overlay(
                            raster.bitmap, x: x0 + placement.x(pen + glyph.x) + raster.left,
                            y: baseline - placement.y(glyph.y) - raster.top)
                    }
                }
                pen += cluster.width
            }
        }
    }

    /// A fallback bitmap glyph among outline glyphs, resampled nearest-neighbour into the
    /// pixels its advance and the em cover.
    private static func drawBitmap(
        _ bitmap: Bitmap, placement: BitmapPlacement, at pen: Int, x0: Int, baseline: Int,
        scale: OutlinePlacement, into canvas: inout PixelCanvas
    ) {
        let left = scale.x(pen), right = scale.x(pen + bitmap.width * placement.units)
        let top = scale.y(placement.baseline * placement.units)
        let bottom = scale.y((placement.baseline - bitmap.height) * placement.units)
        guard right > left, top > bottom else { return }
        for ty in 0..<(top - bottom) {
            let sy = (2 * ty + 1) * bitmap.height / (2 * (top - bottom))
            for tx in 0..<(right - left) {
                let sx = (2 * tx + 1) * bitmap.width / (2 * (right - left))
                if bitmap[sx, sy] { canvas.set(x: x0 + left + tx, y: baseline - top + ty) }
            }
        }
    }
}

/// The conversion from outline units to target pixels at a layout's size: the fit's scale,
/// rounded to whole pixels.
struct OutlinePlacement {
    /// The fit's scale (units to pixels, the pixel's aspect included).
    let scale: GlyphScale
    /// FreeType's pixel size, x and y apart.
    let pixelsPerEm: PixelsPerEm
    /// The baseline's pixel row below a line's top.
    let baseline: Int

    init(layout: BigTextLayout, grid: PixelGrid) {
        scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, grid: grid)
        let em = OutlineFace.unitsPerEm, height = max(1, layout.fontHeight)
        let y = (2 * 64 * layout.size * em + height) / (2 * height)
        let x = (2 * y * grid.aspectNumerator + grid.aspectDenominator) / (2 * grid.aspectDenominator)
        pixelsPerEm = PixelsPerEm(x: max(1, x), y: max(1, y))
        baseline = OutlinePlacement.rounded(-layout.glyphTop * layout.size, over: height)
    }

    /// Target columns for `units` to the right, rounded.
    func x(_ units: Int) -> Int {
        OutlinePlacement.rounded(
            units * scale.size * scale.grid.aspectNumerator,
            over: scale.fontHeight * scale.grid.aspectDenominator)
    }

    /// Target rows for `units` upwards, rounded.
    func y(_ units: Int) -> Int {
        OutlinePlacement.rounded(units * scale.size, over: scale.fontHeight)
    }

    /// `numerator / denominator` rounded half up, for either sign (`denominator` > 0).
    static func rounded(_ numerator: Int, over denominator: Int) -> Int {
        let denominator = max(1, denominator)
        let doubled = 2 * numerator + denominator
        return doubled >= 0 ? doubled / (2 * denominator) : -((-doubled + 2 * denominator - 1) / (2 * denominator))
    }
}
