/// The one conversion between font pixels and target pixels at a size, shared by the
/// measure and the raster so that they always agree.
///
/// At size `s` a text line is `s` target pixel rows tall, so one font row is `s / h`
/// target rows for a font `h` rows tall; columns scale by the same factor times the
/// target pixel's aspect (height over width), so glyphs keep their shape in every style.
struct GlyphScale {
    let fontHeight: Int
    let size: Int
    let grid: PixelGrid

    /// Target pixels covered by `fontWidth` font pixels (rounded up).
    func pixels(forFontWidth fontWidth: Int) -> Int {
        let numerator = fontWidth * size * grid.aspectNumerator
        let denominator = fontHeight * grid.aspectDenominator
        return (numerator + denominator - 1) / denominator
    }

    /// The largest font width that covers at most `pixels` target pixels.
    func fontWidth(fittingPixels pixels: Int) -> Int {
        pixels * fontHeight * grid.aspectDenominator / (max(1, size) * grid.aspectNumerator)
    }

    /// For each target column, the font columns it samples: its centre when enlarging,
    /// every column it covers when shrinking (so thin strokes survive).
    func columnSources(count: Int) -> [Range<Int>] {
        // One target column spans `source / target` font columns.
        sources(count: count, source: fontHeight * grid.aspectDenominator, target: size * grid.aspectNumerator)
    }

    /// For each target row of a line, the font rows it samples.
    func rowSources() -> [Range<Int>] {
        sources(count: size, source: fontHeight, target: size)
    }

    private func sources(count: Int, source: Int, target: Int) -> [Range<Int>] {
        (0..<count).map { index in
            if source <= target {
                let centre = (2 * index + 1) * source / (2 * target)
                return centre..<(centre + 1)
            }
            let start = index * source / target
            let end = max(start + 1, ((index + 1) * source + target - 1) / target)
            return start..<end
        }
    }
}
