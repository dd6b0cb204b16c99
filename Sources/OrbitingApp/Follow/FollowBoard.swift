import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `show --follow`: what its board draws, given to `FollowProgram`, which runs it on the
/// screen loop (on a terminal, or printing each frame and a form feed down a pipe); fitted as
/// `show` fits (`ShowFrame`).
public struct FollowBoard {
    let engine: BigTextEngine
    let options: FitOptions
    /// The box of `--size`, nil to fit the window.
    let fixedBox: Box?
    let colors: ThemeResolution
    /// The render mode: cells, or a picture on a graphics terminal.
    let target: RenderTarget
    /// Which way the big text faces.
    let orientation: Orientation
    /// The most bytes one message may have.
    let limit: Int

    /// How a board's run ended.
    public struct Outcome {
        /// The exit status and what went wrong on the way.
        public var outcome: SessionOutcome
        /// A message was longer than the limit: the board ended without it.
        public var refused: Bool
        /// The `errno` of the print down the pipe that failed, when one did (the board then ended).
        public var failure: Int32?
    }

    /// A board drawing with `engine` in `colors` as `target` says, each message fitted to
    /// `fixedBox` (else the window), refusing one over `limit` bytes.
    public init(
        engine: BigTextEngine, options: FitOptions, fixedBox: Box?, colors: ThemeResolution, target: RenderTarget,
        orientation: Orientation, limit: Int
    ) {
        self.engine = engine
        self.options = options
        self.fixedBox = fixedBox
        self.colors = colors
        self.target = target
        self.orientation = orientation
        self.limit = limit
    }

    /// Runs until standard input ends or a signal stops it; the terminal is restored either
    /// way. Down a pipe each frame is printed, then a form feed.
    /// - Throws: `TerminalError` when the terminal cannot be taken.
    public func run() async throws(TerminalError) -> Outcome {
        let output = FollowProgram.Output(
            frame: { message, size in frame(message, size: size) },
            print: { message, size in
                ShowFrame.frameOutput(drawing(message, size: size), colors: colors) + Array("\u{0C}\n".utf8)
            })
        let program = FollowProgram(
            output: output, isTerminal: isatty(STDOUT_FILENO) == 1, depth: colors.depth, render: target, limit: limit)
        let outcome = try await program.run()
        return Outcome(outcome: outcome, refused: program.refused, failure: program.failure)
    }

    /// The message fitted to the box (`--size`, else the window's `size`).
    func drawing(_ message: String, size: TerminalSize) -> BigTextDrawing {
        let box = fixedBox ?? Box(width: size.columns, height: size.rows)
        let target = target.fitting(box)
        let (layout, fitted) = ShowFrame.fit(message, engine: engine, in: box, options: target.fitOptions(options))
        return BigTextDrawing(layout, box: fitted, mode: target.mode).turned(orientation)
    }

    /// The frame a terminal of `size` shows for `message`.
    func frame(_ message: String, size: TerminalSize) -> ScreenBuffer {
        let palette = colors.palette
        let style =
            colors.depth == .none
            ? CellStyle.plain
            : CellStyle(foreground: palette.text, background: palette.background)
        var frame = ScreenBuffer(size: size, style: style)
        drawing(message, size: size).draw(into: &frame, style: style)
        return frame
    }
}
