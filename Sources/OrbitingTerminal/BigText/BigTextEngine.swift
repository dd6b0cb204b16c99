import OrbitingText

/// Fits a message to a box as the largest block letters that fit, and draws it.
///
/// The pipeline: sanitize → grapheme clusters → glyphs (`OutlineShaper` with HarfBuzz, or
/// `GlyphShaper` for a bitmap font) → line breaking (`LineWrapper`) → one binary search over
/// the size on scaled advances → raster of the chosen size only → cells. Measuring and
/// drawing share `ShapedText` and `GlyphScale`, so what is measured is what is shown.
/// Everything here is pure: no I/O beyond the fonts' own lazy reads.
public struct BigTextEngine: Sendable {
    /// The bitmap font: the pixel look, or the last fallback under outline fonts.
    public let font: any GlyphFont
    /// The outline fonts, when the engine shapes with them.
    public let outlineFonts: OutlineFonts?
    private let shaper: TextShaper

    /// An engine drawing with the bitmap font `font` (no shaping).
    public init(font: any GlyphFont) {
        self.font = font
        outlineFonts = nil
        shaper = .bitmap(GlyphShaper(font: font))
    }

    /// An engine shaping with `outline` fonts, and drawing what none of them covers from
    /// the bitmap font `fallback`.
    public init(outline: OutlineFonts, fallback: any GlyphFont) {
        font = fallback
        outlineFonts = outline
        shaper = .outline(OutlineShaper(fonts: outline, fallback: GlyphShaper(font: fallback)))
    }

    /// Whether text is shaped with outline fonts (false: drawn from a bitmap font).
    public var isShaped: Bool { outlineFonts != nil }

    /// The default engine: the default outline fonts (a bold sans) over Unifont, or, when no
    /// outline font is found, Unifont alone (or the built-in font without Unifont).
    public static func standard(unifontDirectory: String = Unifont.defaultDirectory) -> BigTextEngine {
        let pixels = bitmap(unifontDirectory: unifontDirectory)
        guard let outline = OutlineFonts() else { return pixels }
        return BigTextEngine(outline: outline, fallback: pixels.font)
    }

    /// The pixel look: Unifont when it is installed in `unifontDirectory`, else the built-in font.
    public static func bitmap(unifontDirectory: String = Unifont.defaultDirectory) -> BigTextEngine {
        if let unifont = Unifont(directory: unifontDirectory) { return BigTextEngine(font: unifont) }
        return BigTextEngine(font: BuiltinFont())
    }

    /// The smallest glyph size for glyphs `lineHeight` font pixels tall; below it the ladder
    /// goes to plain text.
    static func minimumSize(lineHeight: Int) -> Int { max(1, lineHeight / 2) }

    /// The lines of `text` at `size` when they fit the box, word gaps widened as drawn, else nil.
    ///
    /// With `breakWords` false a word that does not fit on one line makes it not fit.
    public func measure(
        _ text: String, size: Int, in box: Box, options: FitOptions = FitOptions(),
        breakWords: Bool = false
    ) -> [WrappedLine]? {
        let area = InnerArea(box: box, margin: options.margin)
        return fittedLayout(
            ShapedText(text, shaper: shaper), size: size, area: area, options: options, breakWords: breakWords)?
            .lines
    }

    /// The smallest size at which `text` is drawn as glyphs.
    public func minimumSize(for text: String) -> Int {
        ShapedText(text, shaper: shaper).minimumSize
    }

    func measure(
        _ text: ShapedText, size: Int, area: InnerArea, grid: PixelGrid,
        breakWords: Bool
    ) -> [WrappedLine]? {
        guard size >= 1 else { return nil }
        let scale = GlyphScale(fontHeight: text.lineHeight, size: size, grid: grid)
        let maxWidth = scale.fontWidth(fittingPixels: area.width * grid.columnsPerCell)
        guard let lines = LineWrapper.wrap(text.paragraphs, maxWidth: maxWidth, breakWords: breakWords),
            lines.allSatisfy({ $0.width <= maxWidth })
        else { return nil }
        if let height = area.height, lines.count * size > height * grid.rowsPerCell { return nil }
        return lines
    }

    // MARK: Fitting

    /// Fits `text` into `box`: the largest size whose wrapped lines fit, breaking words only
    /// when no size fits them whole; then the same in each of `options.denserStyles` (cells
    /// with more pixel rows, drawn without grey edges); plain text when no glyph size fits at all.
    ///
    /// - Complexity: O(n log h) for n clusters and a box h pixels tall.
    public func layout(_ text: String, in box: Box, options: FitOptions = FitOptions()) -> BigTextLayout {
        let area = InnerArea(box: box, margin: options.margin)
        let shaped = ShapedText(text, shaper: shaper)
        let grid = options.grid

        if let forced = options.forcedSize {
            let size = max(1, forced)
            let unbounded = InnerArea(width: area.width, height: nil, margin: area.margin)
            let lines =
                measure(shaped, size: size, area: unbounded, grid: grid, breakWords: false)
                ?? measure(shaped, size: size, area: unbounded, grid: grid, breakWords: true)
                ?? LineWrapper.wrap(shaped.paragraphs, maxWidth: 0, breakWords: true) ?? []
            let fits = measure(shaped, size: size, area: area, grid: grid, breakWords: true) != nil
            let broken = measure(shaped, size: size, area: unbounded, grid: grid, breakWords: false) == nil
            return glyphLayout(
                shaped, lines: lines, size: size, area: area, options: options, fits: fits,
                wordsBroken: broken)
        }

        if let layout = fitGlyphs(shaped, area: area, options: options) { return layout }
        // Cells with more pixel rows reach the script's minimum in fewer rows.
        for style in options.denserStyles
        where options.cellPixels == nil && style.rowsPerCell > options.style.rowsPerCell {
            var denser = options
            denser.style = style
            denser.antialiased = false
            if let layout = fitGlyphs(shaped, area: area, options: denser) { return layout }
        }
        return PlainTextLayout.layout(
            text, area: area, alignment: options.alignment, fontName: font.name,
            fontHeight: font.height)
    }

    /// The largest glyphs of `shaped` that fit `area` in `options`' grid, breaking words only
    /// when no size fits them whole; nil when not even the script's minimum size fits.
    private func fitGlyphs(_ shaped: ShapedText, area: InnerArea, options: FitOptions) -> BigTextLayout? {
        let grid = options.grid
        let low = shaped.minimumSize
        let tallest = area.height.map { $0 * grid.rowsPerCell } ?? (area.width * grid.columnsPerCell * 4)
        let high = max(low, min(4096, tallest * max(10, min(100, options.maximumSizePercent)) / 100))
        for breakWords in [false, true] {
            guard measure(shaped, size: low, area: area, grid: grid, breakWords: breakWords) != nil else { continue }
            var lower = low, upper = high
            while lower < upper {
                let middle = (lower + upper + 1) / 2
                if measure(shaped, size: middle, area: area, grid: grid, breakWords: breakWords) != nil {
                    lower = middle
                } else {
                    upper = middle - 1
                }
            }
            // The advances fit at `lower`; the widened word gaps may not (they are known only
            // from the glyphs' pixels at a size), so the size goes down until they fit too: a
            // step at a time (it is usually one or two), then by halves.
            var failing = lower + 1
            for size in stride(from: lower, through: max(low, lower - 7), by: -1) {
                if let layout = fittedLayout(
                    shaped, size: size, area: area, options: options, breakWords: breakWords)
                {
                    return layout
                }
                failing = size
            }
            guard failing > low,
                var best = fittedLayout(shaped, size: low, area: area, options: options, breakWords: breakWords)
            else { continue }
            var fitting = low
            while failing - fitting > 1 {
                let middle = (fitting + failing) / 2
                if let layout = fittedLayout(
                    shaped, size: middle, area: area, options: options, breakWords: breakWords)
                {
                    best = layout
                    fitting = middle
                } else {
                    failing = middle
                }
            }
            return best
        }
        return nil
    }

    /// The layout of `shaped` at `size` when its lines fit `area` with their word gaps
    /// widened (balanced lines first, else the greedy ones); nil when they do not.
    private func fittedLayout(
        _ shaped: ShapedText, size: Int, area: InnerArea, options: FitOptions, breakWords: Bool
    ) -> BigTextLayout? {
        // When the widened gaps make a line too wide, the lines are wrapped again that much
        // narrower (a few times at most) before the size is given up.
        var wrapArea = area
        for _ in 0..<3 {
            guard let greedy = measure(shaped, size: size, area: wrapArea, grid: options.grid, breakWords: breakWords)
            else { return nil }
            let balanced = breakWords ? greedy : LineBalancer.balanced(shaped.paragraphs, greedy: greedy)
            var narrowest = Int.max
            for lines in balanced == greedy ? [greedy] : [balanced, greedy] {
                let layout = glyphLayout(
                    shaped, lines: lines, size: size, area: area, options: options, fits: true, wordsBroken: breakWords)
                if layout.columns <= area.width { return layout }
                narrowest = min(narrowest, layout.columns)
            }
            wrapArea.width -= max(1, narrowest - area.width)
            guard wrapArea.width >= 1 else { return nil }
        }
        return nil
    }

    private func glyphLayout(
        _ shaped: ShapedText, lines: [WrappedLine], size: Int,
        area: InnerArea, options: FitOptions, fits: Bool, wordsBroken: Bool
    ) -> BigTextLayout {
        let grid = options.grid
        let rows = (lines.count * size + grid.rowsPerCell - 1) / grid.rowsPerCell
        var missing = 0
        for paragraph in shaped.paragraphs { missing += paragraph.clusters.filter(\.isMissing).count }
        let families = fontFamilies(shaped)
        var layout = BigTextLayout(
            mode: options.cellPixels.map { .picture($0) } ?? .glyphs(options.style), size: size,
            fontName: families.joined(by: ", "), fontHeight: shaped.lineHeight,
            glyphTop: shaped.top, lines: lines, paragraphs: shaped.paragraphs.map(\.clusters), fits: fits,
            missing: missing, wordsBroken: wordsBroken, truncated: false, columns: 0, rows: rows,
            inner: (area.width, area.height), margin: area.margin, alignment: options.alignment,
            families: families, outlineFonts: outlineFonts,
            antialiased: options.antialiased || options.cellPixels != nil)
        // The columns are those of the pixels drawn: the advances and the widened word gaps.
        layout.wordSpacing = BigTextRenderer.wordSpacing(layout, grid: grid)
        let scale = GlyphScale(fontHeight: shaped.lineHeight, size: size, grid: grid)
        let widest = lines.indices.map { layout.pixelWidth(line: $0, scale: scale) }.max() ?? 0
        layout.columns = (widest + grid.columnsPerCell - 1) / grid.columnsPerCell
        layout.fits = fits && layout.columns <= area.width
        return layout
    }

    /// The fonts the clusters are drawn from: the outline families in order of first use,
    /// then the bitmap font when a cluster came from it (or when nothing is outline).
    private func fontFamilies(_ shaped: ShapedText) -> [String] {
        guard let outlineFonts else { return [font.name] }
        var faces: [Int] = [], seen: Set<Int> = [], bitmap = false
        for cluster in shaped.paragraphs.lazy.flatMap(\.clusters) {
            if cluster.bitmapPlacement != nil && !cluster.isMissing { bitmap = true }
            for glyph in cluster.glyphs where seen.insert(glyph.face).inserted { faces.append(glyph.face) }
        }
        if faces.isEmpty { faces = [0] }
        return outlineFonts.families(faces) + (bitmap ? [font.name] : [])
    }
}

/// The usable part of a box once the margin is taken off.
struct InnerArea {
    var width: Int
    var height: Int?
    var margin: Int

    init(width: Int, height: Int?, margin: Int) {
        self.width = width
        self.height = height
        self.margin = margin
    }

    /// The margin shrinks so at least one cell stays usable each way.
    init(box: Box, margin: Int) {
        let width = max(1, box.width)
        let height = box.height.map { max(1, $0) }
        var kept = max(0, min(margin, (width - 1) / 2))
        if let height { kept = min(kept, (height - 1) / 2) }
        self.init(width: width - 2 * kept, height: height.map { $0 - 2 * kept }, margin: kept)
    }
}

extension String {
    /// Canonically composed (NFC), so a letter and its accent draw as one glyph.
    ///
    /// Text with no combining marks or conjoining jamo is already composed and is returned
    /// as it is, which spares the common case loading the normalisation library.
    var precomposedForDisplay: String {
        let needsComposition = unicodeScalars.contains { scalar in
            scalar.value >= 0x300
                && (scalar.properties.canonicalCombiningClass != .notReordered
                    || (0x1100...0x11FF).contains(scalar.value) || scalar.properties.generalCategory == .spacingMark)
        }
        return needsComposition ? canonicallyComposed : self
    }
}
