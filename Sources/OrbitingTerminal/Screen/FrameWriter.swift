/// The one writer of frames to a terminal: it remembers the frame shown, diffs each new
/// frame against it (`FrameDiff`) and sends the difference in a single write.
///
/// Call `invalidate()` whenever the terminal may show something else than the last frame
/// (a resize, SIGCONT after a suspend, re-entering the alternate screen): the next frame is
/// then drawn in full.
public final class FrameWriter {
    /// Where frames are written.
    public let output: Int32
    /// How colours are written; changing it redraws the next frame in full.
    public var depth: ColorDepth {
        didSet { if depth != oldValue { invalidate() } }
    }
    /// The frame the terminal shows, or nil when unknown.
    public private(set) var lastFrame: ScreenBuffer?
    /// Bytes written by the last `show(_:)` (0 when nothing changed).
    public private(set) var lastWriteSize = 0
    /// How frames' pictures (`ScreenBuffer.image`) are drawn; nil draws the cells only.
    public var graphics: GraphicsProtocol? {
        didSet { if graphics != oldValue { invalidate() } }
    }
    /// Steps of the sixel ramp (the terminal's colour registers allow).
    public var sixelLevels = IndexedPicture.defaultLevels

    /// Draws pictures as `target` says (cells only for the cell modes).
    public func render(_ target: RenderTarget) {
        graphics = target.mode.graphics
        sixelLevels = target.sixelLevels
    }
    /// Set when a picture could not be encoded (no libpng): the frame's cells are shown.
    public private(set) var pictureFailed = false
    /// The bands of kitty pictures the terminal may show (their ids from `kittyImageID` up).
    private var kittyBands = 0

    /// A writer to `output` with colours at `depth`; the first frame is drawn in full.
    public init(output: Int32, depth: ColorDepth) {
        self.output = output
        self.depth = depth
    }

    /// Forgets what the terminal shows, so the next frame is drawn in full.
    public func invalidate() {
        lastFrame = nil
    }

    /// Shows `frame`, writing only what changed since the last frame.
    ///
    /// - Returns: false when the write failed; the terminal's state is unknown then and the
    ///   next frame is drawn in full.
    @discardableResult
    public func show(_ frame: ScreenBuffer) -> Bool {
        var previous = lastFrame
        var pictureBytes: [UInt8] = []
        if let graphics {
            let fresh = lastFrame.map { $0.width != frame.width || $0.height != frame.height } ?? true
            let shown = fresh ? nil : lastFrame?.image
            if fresh || !Self.sameCells(shown, frame.image) {
                // Take the old picture away: kitty deletes its bands; sixel and iTerm2 pictures
                // are cells, so the cells under it are written again.
                if fresh || shown != nil { pictureBytes += graphics.removal(bands: kittyBands) }
                kittyBands = 0
                if let shown, graphics.isDrawnIntoCells {
                    previous?.forget(row: shown.row, column: shown.column, rows: shown.rows, columns: shown.columns)
                }
            }
            if let image = frame.image {
                // Only the bands that changed are sent; each replaces its own old band.
                let bands = PictureBands.changed(from: shown, to: image)
                if !bands.isEmpty {
                    if let drawn = graphics.draw(image, bands: bands, sixelLevels: sixelLevels) {
                        pictureBytes += drawn
                        kittyBands = max(kittyBands, PictureBands(image).count)
                    } else {
                        pictureFailed = true
                    }
                }
            }
        }
        var bytes = FrameDiff.bytes(from: previous, to: frame, depth: depth)
        if !pictureBytes.isEmpty {
            // The picture goes after the cells (drawn into them, a sixel must come last), in
            // the same synchronized update.
            let end = Array(ControlSequence.endSynchronizedUpdate.utf8)
            if bytes.isEmpty {
                bytes = Array(ControlSequence.beginSynchronizedUpdate.utf8) + pictureBytes + end
            } else {
                bytes.removeLast(end.count)
                bytes += pictureBytes + end
            }
        }
        lastWriteSize = bytes.count
        guard !bytes.isEmpty else { return true }
        guard FileDescriptorWriter.writeAll(bytes, to: output) else {
            lastFrame = nil
            return false
        }
        lastFrame = frame
        return true
    }

    /// The bytes that take this writer's picture off the screen (kitty's delete; nothing for
    /// protocols whose pictures go with the cells or the alternate screen): written before
    /// the terminal is given back, on every way out.
    public var farewell: [UInt8] {
        guard lastFrame?.image != nil, let graphics else { return [] }
        return graphics.removal(bands: kittyBands)
    }

    /// Whether two pictures cover the same cells (both absent counts as the same).
    private static func sameCells(_ a: FrameImage?, _ b: FrameImage?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.row == b.row && a.column == b.column && a.rows == b.rows && a.columns == b.columns
    }

    /// Rings the terminal's bell (BEL), between frames, so the writer stays the terminal's
    /// one writer.
    public func ringBell() {
        send("\u{07}")
    }

    /// Writes `sequence`, a control sequence that draws nothing (a bell, a notification, the
    /// window title: see `TerminalNotification`), between frames.
    ///
    /// - Returns: false when the write failed.
    @discardableResult
    public func send(_ sequence: String) -> Bool {
        FileDescriptorWriter.writeAll(Array(sequence.utf8), to: output)
    }
}
