#if canImport(Glibc)
    import Glibc
#endif

/// The one writer of frames to a terminal: it remembers the frame shown, diffs each new
/// frame against it (`FrameDiff`) and sends the difference in a single write.
///
/// Call `invalidate()` whenever the terminal may show something else than the last frame
/// (a resize, SIGCONT after a suspend, re-entering the alternate screen): the next frame is
/// then drawn in full.
public final class FrameWriter {
    /// Where frames are written (-1 when they go to a `sink`).
    public let output: Int32
    /// Writes all the bytes it is given; false when that failed.
    private let sink: ([UInt8]) -> Bool
    /// How colours are written; changing it redraws the next frame in full.
    public var depth: ColorDepth {
        didSet { if depth != oldValue { invalidate() } }
    }
    /// The frame the terminal shows, or nil when unknown.
    public private(set) var lastFrame: ScreenBuffer?
    /// Bytes written by the last `show(_:)` (0 when nothing changed).
    public private(set) var lastWriteSize = 0
    /// How frames' pictures (`ScreenBuffer.images`) are drawn; nil draws the cells only.
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
    /// The ids of the kitty pictures (bands) the terminal may show.
    private var kittyIDs: Set<Int> = []

    /// A writer to `output` with colours at `depth`; the first frame is drawn in full.
    public init(output: Int32, depth: ColorDepth) {
        self.output = output
        self.depth = depth
        sink = { FileDescriptorWriter.writeAll($0, to: output) }
    }

    /// A writer that hands its bytes to `sink` (a terminal that is not a file descriptor,
    /// such as a test's), with colours at `depth`.
    public init(depth: ColorDepth, sink: @escaping ([UInt8]) -> Bool) {
        output = -1
        self.depth = depth
        self.sink = sink
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
            let shown = fresh ? [] : lastFrame?.images ?? []
            let samePlaces = shown.count == frame.images.count && zip(shown, frame.images).allSatisfy(Self.sameCells)
            if fresh || !samePlaces {
                // Take the old pictures away: kitty deletes their bands; sixel and iTerm2
                // pictures are cells, so the cells under them are written again.
                if fresh || !shown.isEmpty { pictureBytes += graphics.removal(ids: kittyIDs) }
                kittyIDs = []
                if graphics.isDrawnIntoCells {
                    for old in shown {
                        previous?.forget(row: old.row, column: old.column, rows: old.rows, columns: old.columns)
                    }
                }
            }
            for (number, image) in frame.images.enumerated() {
                // Only the bands that changed are sent; each replaces its own old band.
                let bands = PictureBands.changed(from: samePlaces ? shown[number] : nil, to: image)
                guard !bands.isEmpty else { continue }
                let firstID = PictureBands.firstKittyID(picture: number)
                if let drawn = graphics.draw(image, bands: bands, sixelLevels: sixelLevels, firstID: firstID) {
                    pictureBytes += drawn
                    kittyIDs.formUnion(bands.map { firstID + $0 })
                } else {
                    pictureFailed = true
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
        guard sink(bytes) else {
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
        guard lastFrame?.images.isEmpty == false, let graphics else { return [] }
        return graphics.removal(ids: kittyIDs)
    }

    /// Whether two pictures cover the same cells.
    private static func sameCells(_ a: FrameImage, _ b: FrameImage) -> Bool {
        a.row == b.row && a.column == b.column && a.rows == b.rows && a.columns == b.columns
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
        sink(Array(sequence.utf8))
    }

    /// Writes `bytes` as they are, in full, outside any frame: a program's output where it is
    /// no terminal (`show --follow` down a pipe).
    ///
    /// - Returns: the `errno` of the write that failed; nil when all of it was written.
    public func print(_ bytes: [UInt8]) -> Int32? {
        sink(bytes) ? nil : (errno == 0 ? EIO : errno)
    }
}
