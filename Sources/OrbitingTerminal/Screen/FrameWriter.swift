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
        let bytes = FrameDiff.bytes(from: lastFrame, to: frame, depth: depth)
        lastWriteSize = bytes.count
        guard !bytes.isEmpty else { return true }
        guard FileDescriptorWriter.writeAll(bytes, to: output) else {
            lastFrame = nil
            return false
        }
        lastFrame = frame
        return true
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
