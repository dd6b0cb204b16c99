import Dispatch
import Foundation
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
    /// Bytes read since the last message ended (at most one read more than counted).
    private var pendingBytes = 0
    private var inputTooLarge = false
    private let refusal: any Error

    /// A session; `refusal` is thrown when one message is longer than `InputLimits.show`.
    init(engine: BigTextEngine, options: FitOptions, fixedBox: BoxArgument?, colors: ThemeResolution,
         refusal: any Error) {
        self.refusal = refusal
        self.engine = engine
        self.options = options
        self.fixedBox = fixedBox
        self.colors = colors
    }

    /// Runs until standard input ends or a signal stops it; the terminal is restored either way.
    /// - Throws: the refusal when a message is over the limit (after restoring the terminal).
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
        // Standard input is read by blocking reads on a thread of its own (a dispatch read
        // source never reports the end of a pipe or of /dev/null here); each read is handed
        // to the queue and waits for it, so a fast writer cannot pile up frames.
        let reader = Thread { [unowned self] in self.readUntilEnd() }
        reader.stackSize = 1 << 20
        reader.start()
        queue.async { [unowned self] in self.draw() }
        finished.wait()
        queue.sync { sources.forEach { $0.cancel() } }
        if let exitSignal {
            restore()
            Glibc.exit(128 + exitSignal)
        }
        if inputTooLarge { throw refusal }
    }

    private func handle(signal: Int32) {
        if signal == SIGWINCH {
            draw()
        } else {
            exitSignal = signal
            finished.signal()
        }
    }

    /// Reads standard input until it ends (or a message is over the limit); runs on its own thread.
    private func readUntilEnd() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            let bytes = count > 0 ? Array(buffer[0..<count]) : []
            let more = queue.sync { consume(bytes) }
            if !more { return }
        }
    }

    /// Takes one read (empty at the end of input) on the queue; false when reading is over.
    private func consume(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else {
            if let last = chunker.finish() { show(last) }
            // Ctrl-C also ends the writer of a pipe (`sleep 60 | orbiting show --follow`), so
            // the end of input and SIGINT arrive together: a moment's grace lets the signal,
            // which the person meant, decide the exit status (130, not 0).
            queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [unowned self] in finished.signal() }
            return false
        }
        let messages = chunker.feed(bytes)
        if messages.isEmpty {
            pendingBytes += bytes.count
        } else {
            let lastEnd = bytes.lastIndex { $0 == 0x0A || $0 == 0x0C } ?? -1
            pendingBytes = bytes.count - (lastEnd + 1)
        }
        if pendingBytes > InputLimits.show {
            inputTooLarge = true
            finished.signal()
            return false
        }
        if let latest = messages.last { show(latest) }
        return true
    }

    private func show(_ text: String) {
        message = text
        draw()
    }

    private func draw() {
        let size = TerminalSize.of(fileDescriptor: 1) ?? TerminalSize(columns: 80, rows: 24)
        let box = fixedBox.map { Box(width: $0.width, height: $0.height) }
            ?? Box(width: size.columns, height: size.rows)
        let (layout, fitted) = Show.fit(message, engine: engine, in: box, options: options)
        let grid = BigTextRenderer.grid(layout, box: fitted)
        let rows = (0..<grid.height).map { grid.text(ofRow: $0) }
        if isTerminal {
            var frame = ControlSequence.beginSynchronizedUpdate + colors.textOnBackground
            for (index, row) in rows.prefix(size.rows).enumerated() {
                frame += ControlSequence.moveTo(row: index + 1, column: 1) + row + ControlSequence.eraseToEndOfLine
            }
            frame += colors.reset + ControlSequence.endSynchronizedUpdate
            StandardOutput.write(frame)
        } else if !message.isEmpty {
            StandardOutput.write(Show.frameText(layout, box: fitted, colors: colors) + "\u{0C}\n")
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
