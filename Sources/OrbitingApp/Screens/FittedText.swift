import OrbitingTerminal

/// The big text of one view, fitted and drawn once for its text, box, options and render
/// mode: a frame that only recolours (the flash) or moves the edit position, or that the
/// clock redraws, fits nothing again. One per view (Home, a room screen).
final class FittedText {
    /// The block-letter engine.
    let engine: BigTextEngine
    private var last: (text: String, box: Box, options: FitOptions, render: RenderTarget, drawing: BigTextDrawing)?
    /// The last drawing turned, and to which orientation (forgotten with each new drawing).
    private var lastTurned: (orientation: Orientation, drawing: BigTextDrawing)?

    /// Fits with `engine`.
    init(engine: BigTextEngine) {
        self.engine = engine
    }

    /// `text` fitted to `box` and drawn in `render`'s mode; the last drawing when nothing changed.
    func drawing(_ text: String, box: Box, options: FitOptions, render: RenderTarget) -> BigTextDrawing {
        if let last, last.text == text, last.box == box, last.options == options, last.render == render {
            return last.drawing
        }
        let drawing = BigTextDrawing(text, engine: engine, box: box, options: options, target: render)
        last = (text, box, options, render, drawing)
        lastTurned = nil
        return drawing
    }

    /// The last drawing (see `drawing`) turned to `orientation`, turned once per drawing.
    func turned(_ orientation: Orientation) -> BigTextDrawing? {
        guard let upright = last?.drawing else { return nil }
        guard !orientation.isUpright else { return upright }
        if let lastTurned, lastTurned.orientation == orientation { return lastTurned.drawing }
        let turned = upright.turned(orientation)
        lastTurned = (orientation, turned)
        return turned
    }
}
