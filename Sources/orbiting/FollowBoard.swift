import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `show --follow`: what its board draws, given to `FollowProgram`, which runs it on the
/// screen loop (on a terminal, or printing each frame and a form feed down a pipe).
struct FollowBoard {
    let engine: BigTextEngine
    let options: FitOptions
    let fixedBox: BoxArgument?
    let colors: ThemeResolution
    /// The render mode: cells, or a picture on a graphics terminal.
    let target: RenderTarget
    /// Which way the big text faces.
    var orientation: Orientation = .upright
    /// Thrown when one message is longer than `InputLimits.show`.
    let refusal: any Error
    /// The words of this run (a failed write down a pipe is reported in them).
    let l10n: Localizer

    /// Runs until standard input ends or a signal stops it; the terminal is restored either way.
    /// - Throws: the refusal when a message is over the limit (after restoring the terminal),
    ///   the I/O exit when a frame cannot be printed down a pipe.
    func run() async throws {
        let output = FollowProgram.Output(
            frame: { message, size in frame(message, size: size) },
            print: { message, size in
                try StandardOutput.write(
                    Show.frameOutput(drawing(message, size: size), colors: colors)
                        + Array("\u{0C}\n".utf8), l10n)
            })
        let program = FollowProgram(
            output: output, isTerminal: isatty(STDOUT_FILENO) == 1, depth: colors.depth,
            render: target, limit: InputLimits.show)
        try await ScreenStart.finish(l10n: l10n) { () async throws(TerminalError) in try await program.run() }
        if program.refused { throw refusal }
        if let failure = program.failure { throw failure }
    }

    /// The message fitted to the box (`--size`, else the window's `size`).
    func drawing(_ message: String, size: TerminalSize) -> BigTextDrawing {
        let box =
            fixedBox.map { Box(width: $0.width, height: $0.height) } ?? Box(width: size.columns, height: size.rows)
        let target = target.fitting(box)
        let (layout, fitted) = Show.fit(message, engine: engine, in: box, options: target.fitOptions(options))
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
