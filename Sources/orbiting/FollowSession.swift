import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal

/// `show --follow`: a live board that redraws the latest message from standard input.
///
/// On a terminal it runs on the library's toolkit, as the session does: `TerminalSession`
/// takes the alternate screen (the keyboard left as it is, so Ctrl-C stays SIGINT),
/// `SignalPipe` turns SIGWINCH, SIGINT, SIGTERM and SIGHUP into bytes, one `poll(2)` waits
/// for them and for input, and `FrameWriter` writes only what changed. The terminal is
/// restored at end of input, on a signal and on an error. Piped, it prints each frame
/// followed by a form feed.
struct FollowSession {
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
    /// - Throws: the refusal when a message is over the limit (after restoring the terminal).
    func run() throws {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let signals = try? SignalPipe.install([SIGINT, SIGTERM, SIGHUP, SIGWINCH])
        defer { signals?.uninstall() }
        let terminal = TerminalSession(input: STDOUT_FILENO, output: STDOUT_FILENO,
                                       features: [.alternateScreen, .hiddenCursor, .noAutowrap])
        if isTerminal { try? terminal.enter() }
        defer { terminal.restore() }
        let writer = FrameWriter(output: STDOUT_FILENO, depth: colors.depth)
        writer.graphics = isTerminal ? target.mode.graphics : nil
        writer.sixelLevels = target.sixelLevels
        terminal.frameWriter = writer
        var board = Board(follow: self, writer: isTerminal ? writer : nil)
        try board.draw()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var inputOpen = true
        while inputOpen {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signals?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { break }
            for signal in signals?.take() ?? [] {
                if signal == SIGWINCH {
                    writer.invalidate()
                    try board.draw()
                } else {
                    terminal.restore()
                    Glibc.exit(128 + signal)
                }
            }
            guard fds[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else {
                // Ctrl-C also ends the writer of a pipe (`sleep 60 | orbiting show --follow`),
                // so the end of input and SIGINT arrive together: a moment's grace lets the
                // signal, which the person meant, decide the exit status (130, not 0).
                var pipe = [pollfd(fd: signals?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
                _ = poll(&pipe, 1, 100)
                if let signal = signals?.take().first(where: { $0 != SIGWINCH }) {
                    terminal.restore()
                    Glibc.exit(128 + signal)
                }
                inputOpen = false
                break
            }
            guard try board.consume(buffer[0..<count]) else {
                terminal.restore()
                throw refusal
            }
        }
        if let last = board.chunker.finish() { try board.show(last) }
    }

    /// What the board shows and what has been read.
    struct Board {
        let follow: FollowSession
        /// The terminal's writer, or nil when the output is not a terminal.
        let writer: FrameWriter?
        var chunker = MessageChunker()
        var message = ""
        /// Bytes read since the last message ended.
        var pendingBytes = 0

        /// Takes one read; false when a message is over the limit.
        /// - Throws: the I/O exit when a frame cannot be written down a pipe.
        mutating func consume(_ bytes: ArraySlice<UInt8>) throws(OrbitingExit) -> Bool {
            let messages = chunker.feed(bytes)
            if messages.isEmpty {
                pendingBytes += bytes.count
            } else {
                let lastEnd = bytes.lastIndex { $0 == 0x0A || $0 == 0x0C } ?? bytes.startIndex - 1
                pendingBytes = bytes.endIndex - (lastEnd + 1)
            }
            guard pendingBytes <= InputLimits.show else { return false }
            if let latest = messages.last { try show(latest) }
            return true
        }

        mutating func show(_ text: String) throws(OrbitingExit) {
            message = text
            try draw()
        }

        /// Draws the message: a frame the terminal's size through the writer, or the frame's
        /// text and a form feed down a pipe.
        func draw() throws(OrbitingExit) {
            let size = TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
            let box = follow.fixedBox.map { Box(width: $0.width, height: $0.height) }
                ?? Box(width: size.columns, height: size.rows)
            let target = follow.target.fitting(box)
            let (layout, fitted) = Show.fit(message, engine: follow.engine, in: box, options: target.fitOptions(follow.options))
            let drawing = BigTextDrawing(layout, box: fitted, mode: target.mode).turned(follow.orientation)
            guard let writer else {
                if !message.isEmpty {
                    try StandardOutput.write(Show.frameOutput(drawing, colors: follow.colors) + Array("\u{0C}\n".utf8), follow.l10n)
                }
                return
            }
            let palette = follow.colors.palette
            let style = follow.colors.depth == .none ? CellStyle.plain
                : CellStyle(foreground: palette.text, background: palette.background)
            var frame = ScreenBuffer(size: size, style: style)
            drawing.draw(into: &frame, style: style)
            writer.show(frame)
        }
    }
}
