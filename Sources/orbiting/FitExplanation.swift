import OrbitingCore
import OrbitingTerminal

/// The `--explain` report: how a message was fitted, as one JSON object.
struct FitExplanation {
    var size: Int
    var pixels: String
    var font: String
    var lines: Int
    var columns: Int
    var rows: Int
    var fits: Bool
    var missing: Int
    var truncated: Bool
    var shaped: Bool
    var render: String
    /// Each wrapped line's text, top to bottom.
    var lineTexts: [String]

    init(_ layout: BigTextLayout, render: RenderMode = .blocks) {
        self.render = layout.mode == .text ? "text" : BigTextDrawing.mode(of: layout, in: render).rawValue
        size = layout.size
        switch layout.mode {
        case .glyphs(let style): pixels = style.rawValue
        case .text: pixels = "text"
        case .picture: pixels = "picture"
        }
        font = layout.fontName
        lines = layout.lines.count
        columns = layout.columns
        rows = layout.rows
        fits = layout.fits
        missing = layout.missing
        truncated = layout.truncated
        shaped = layout.shaped
        lineTexts = layout.lineTexts
    }

    /// The report as compact JSON with keys in a fixed order.
    var json: String {
        "{\"size\": \(size), \"pixels\": \"\(pixels)\", \"font\": \(JSONText.quoted(font)), \"lines\": \(lines), "
            + "\"columns\": \(columns), \"rows\": \(rows), \"fits\": \(fits), \"missing\": \(missing), "
            + "\"truncated\": \(truncated), \"shaped\": \(shaped), \"render\": \"\(render)\", "
            + "\"lineTexts\": [\(lineTexts.map(JSONText.quoted).joined(separator: ", "))]}"
    }
}
