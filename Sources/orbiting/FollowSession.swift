import Dispatch
import Foundation
import OrbitingApp
import OrbitingTerminal

/// `show --follow`: a live board that redraws the latest message from standard input.
///
/// On a terminal it takes the alternate screen, hides the cursor, refits on resize and
/// restores the terminal on end of input, Ctrl-C, SIGTERM or SIGHUP. Piped, it prints each
/// frame followed by a form feed.
final class FollowSession: @unchecked Sendable {
    // All mutable state is touched only on `queue`.
    private let engine: BigTextEngine
    private let options: FitOptions
    private let fixedBox: BoxArgument?
    private let colors: ThemeResolution
    private let queue = DispatchQueue(label: "orbiting.follow")
    private let isTerminal = isatty(1) == 1
    private var chunker = MessageChunker()
    private var message = ""
    private var sources: [any DispatchSourceProtocol] = []
    private let finished = DispatchSemaphore(value: 0)
    private var exitSignal: Int32?

    init(engine: BigTextEngine, options: FitOptions, fixedBox: BoxArgument?, colors: ThemeResolution) {
        self.engine = engine
        self.options = options
        self.fixedBox = fixedBox
        self.colors = colors
    }

    /// Runs until standard input ends or a signal stops it; the terminal is restored either way.
    func run() throws {
        if isTerminal {
            // Erasing with the theme's colours set paints the whole screen in its background.
            StandardOutput.write(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
                                 + colors.textOnBackground + ControlSequence.eraseScreen)
        }
        defer { restore() }
        // Whoever started us may have blocked these; we handle them, so unblock them.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            source.setEventHandler { [unowned self] in self.handle(signal: signal) }
            source.resume()
            sources.append(source)
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: queue)
        input.setEventHandler { [unowned self] in self.readInput() }
        input.resume()
        sources.append(input)
        queue.async { [unowned self] in self.draw() }
        finished.wait()
        queue.sync { sources.forEach { $0.cancel() } }
        if let exitSignal {
            restore()
            Glibc.exit(128 + exitSignal)
        }
    }

    private func handle(signal: Int32) {
        if signal == SIGWINCH {
            draw()
        } else {
            exitSignal = signal
            finished.signal()
        }
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return }
        guard count > 0 else {
            if let last = chunker.finish() { show(last) }
            sources.last?.cancel()
            finished.signal()
            return
        }
        let messages = chunker.feed(buffer[0..<count])
        if let latest = messages.last { show(latest) }
    }

    private func show(_ text: String) {
        message = text
        draw()
    }

    private func draw() {
        let size = TerminalSize.of(fileDescriptor: 1) ?? TerminalSize(columns: 80, rows: 24)
        let box = fixedBox.map { Box(width: $0.width, height: $0.height) }
            ?? Box(width: size.columns, height: size.rows)
        let layout = engine.layout(message, in: box, options: options)
        let grid = BigTextRenderer.grid(layout, box: box)
        let rows = (0..<grid.height).map { grid.text(ofRow: $0) }
        if isTerminal {
            var frame = ControlSequence.beginSynchronizedUpdate + colors.textOnBackground
            for (index, row) in rows.prefix(size.rows).enumerated() {
                frame += ControlSequence.moveTo(row: index + 1, column: 1) + row + ControlSequence.eraseToEndOfLine
            }
            frame += colors.reset + ControlSequence.endSynchronizedUpdate
            StandardOutput.write(frame)
        } else if !message.isEmpty {
            StandardOutput.write(Show.frameText(layout, box: box, colors: colors) + "\u{0C}\n")
        }
    }

    private var restored = false

    private func restore() {
        guard isTerminal, !restored else { return }
        restored = true
        StandardOutput.write(ControlSequence.resetAttributes + ControlSequence.showCursor
                             + ControlSequence.leaveAlternateScreen)
    }
}
