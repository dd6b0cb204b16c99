extension BigTextDrawing {
    /// The drawing turned to `orientation`, the whole box at once (block characters, smooth
    /// cells and pictures alike): the one way Home, `show`, the timers and the room screens
    /// turn the big text. Plain text (the last resort for a message no glyph size fits) stays
    /// upright: a terminal has no upside-down letters.
    ///
    /// - Complexity: O(cells + pixels).
    public func turned(_ orientation: Orientation) -> BigTextDrawing {
        guard !orientation.isUpright, layout.mode != .text else { return self }
        return BigTextDrawing(
            layout: layout, box: box, mode: mode, grid: grid.turned(orientation),
            picture: picture?.turned(orientation))
    }

    /// Whether `turned(_:)` turns this drawing (plain text stays upright).
    public var turns: Bool { layout.mode != .text }

    /// The size of the picture behind a picture or smooth drawing, in pixels; nil for blocks.
    public var pictureSize: (width: Int, height: Int)? { picture.map { ($0.width, $0.height) } }
}
