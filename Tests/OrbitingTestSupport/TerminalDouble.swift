import Foundation
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// An in-memory terminal for running a full-screen program headless: the test sends it
/// bytes (now, or at a time to come, in parts as a slow link would), and what the program
/// writes lands in a `TerminalModel`, so a test types a key and reads the frame.
///
/// The program's loop runs on a thread of its own; everything here is safe to call from the
/// test meanwhile. A pipe wakes the loop's wait when bytes are sent.
public final class TerminalDouble: TerminalDevice, @unchecked Sendable {
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Bytes to be read, each part by one read, from its time on.
    private var script: [(at: ContinuousClock.Instant, bytes: [UInt8])] = []
    private var written: [UInt8] = []
    private var model: TerminalModel
    private var strings: [String] = []
    /// Every row's text as it stood after each write: what the screen showed at some moment,
    /// even if only for an instant the test was not looking.
    private var rowsShown: Set<String> = []
    private var entered = false
    private var closed = false
    private var windowSize: TerminalSize
    /// The pipe that wakes the loop: [read end, write end].
    private var wake: [Int32] = [-1, -1]

    /// What the double turned on when it was taken, and what the program set since.
    public private(set) var features: TerminalFeatures
    /// The writer the loop draws with; its last frame is kept when the terminal is given back.
    public var frameWriter: FrameWriter?
    /// The frame the writer had last drawn when the terminal was given back (nil before).
    public private(set) var lastFrameDrawn: ScreenBuffer?
    /// A double has no descriptor to read.
    public var input: Int32 { -1 }

    /// A terminal of `columns`×`rows` cells that turns `features` on when taken.
    public init(columns: Int, rows: Int, features: TerminalFeatures = .all) {
        start = clock.now
        windowSize = TerminalSize(columns: columns, rows: rows)
        model = TerminalModel(width: columns, height: rows)
        self.features = features
        _ = pipe(&wake)
        for fd in wake { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        for fd in wake { close(fd) }
    }

    // MARK: The test's side

    /// Sends `bytes` to the program, read in one read once `delay` has passed (parts sent
    /// with later delays come after it, each in a read of its own).
    public func send(_ bytes: [UInt8], after delay: Duration = .zero) {
        lock.withLock {
            script.append((clock.now + delay, bytes))
            script.sort { $0.at < $1.at }
        }
        var byte: UInt8 = 1
        _ = Glibc.write(wake[1], &byte, 1)
    }

    /// Sends `text` typed.
    public func type(_ text: String, after delay: Duration = .zero) {
        send(Array(text.utf8), after: delay)
    }

    /// The terminal is gone: the next read finds its end.
    public func hangUp() {
        lock.withLock { closed = true }
        var byte: UInt8 = 1
        _ = Glibc.write(wake[1], &byte, 1)
    }

    /// Whether every byte sent has been read.
    public var hasReadAll: Bool { lock.withLock { script.isEmpty } }

    /// Everything the program wrote, as text.
    public var output: String { lock.withLock { String(decoding: written, as: UTF8.self) } }

    /// The screen as the program drew it (operating-system commands, such as a title, left out).
    public var screen: TerminalModel { lock.withLock { model } }

    /// The operating-system commands and application strings the program sent (titles,
    /// notifications, pictures), in order.
    public var sentStrings: [String] { lock.withLock { strings } }

    /// The screen's rows as a person reads them, joined with newlines.
    public var text: String {
        let shown = screen
        return (0..<shown.height).map { shown.text(ofRow: $0) }.joined(separator: "\n")
    }

    /// Whether any row has shown `text` at any moment since the program started, however
    /// briefly (a status hint that has expired since, on a machine too busy to look in time).
    public func hasShown(_ text: String) -> Bool {
        lock.withLock { rowsShown.contains { $0.contains(text) } }
    }

    /// Waits until `condition` holds for the screen's text (or the output), up to `timeout`
    /// (generous: the machine may be busy); whether it came.
    public func waitFor(_ timeout: Duration = .seconds(30), _ condition: (TerminalDouble) -> Bool) async -> Bool {
        await Poll.until(timeout: timeout, every: .milliseconds(5)) { condition(self) }
    }

    // MARK: The program's side

    /// Takes the double: its features go on.
    public func enter() throws(TerminalError) {
        lock.withLock { entered = true }
    }

    /// Gives the double back, keeping the frame its writer last drew.
    public func restore() {
        guard lock.withLock({ entered }) else { return }
        if let frameWriter {
            let drawn = frameWriter.lastFrame
            lock.withLock { lastFrameDrawn = drawn }
            record(frameWriter.farewell)
        }
        frameWriter?.invalidate()
        lock.withLock { entered = false }
    }

    /// Whether the program holds the terminal now.
    public var isEntered: Bool { lock.withLock { entered } }

    /// Turns `feature` on or off.
    public func set(_ feature: TerminalFeatures, on: Bool) {
        lock.withLock {
            if on { features.insert(feature) } else { features.remove(feature) }
        }
    }

    /// A writer whose bytes land in the double's `TerminalModel`.
    public func makeWriter(depth: ColorDepth) -> FrameWriter {
        FrameWriter(depth: depth) { [weak self] bytes in
            self?.record(bytes)
            return true
        }
    }

    /// Waits until bytes sent by the test are due, one of `others` is readable, or `timeout` milliseconds pass.
    public func wait(others: [Int32], timeout: Int32) -> TerminalWait {
        let now = clock.now
        let (next, gone) = lock.withLock { (script.first?.at, closed) }
        if gone || next.map({ $0 <= now }) == true {
            return TerminalWait(input: true, others: others.map { _ in false })
        }
        var limit = timeout
        if let next {
            let (seconds, attoseconds) = (next - now).components
            let untilNext = Int32(
                clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            limit = limit < 0 ? untilNext : min(limit, untilNext)
        }
        var fds =
            [pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), limit)
        if ready < 0 { return TerminalWait(input: false, others: others.map { _ in false }, failure: errno) }
        var drain = [UInt8](repeating: 0, count: 64)
        while Glibc.read(wake[0], &drain, drain.count) > 0 {}
        let due = lock.withLock { closed || script.first.map { $0.at <= clock.now } == true }
        return TerminalWait(input: due, others: fds.dropFirst().map { $0.revents & Int16(POLLIN) != 0 })
    }

    /// Hands over the next part the test sent once its time has come: its count; 0 once the test closed
    /// the input, -1 when nothing is due yet.
    public func read(into buffer: inout [UInt8]) -> Int {
        lock.withLock {
            guard let first = script.first, first.at <= clock.now else { return closed ? 0 : -1 }
            let count = min(buffer.count, first.bytes.count)
            buffer.replaceSubrange(0..<count, with: first.bytes[..<count])
            if count == first.bytes.count {
                script.removeFirst()
            } else {
                script[0].bytes.removeFirst(count)
            }
            return count
        }
    }

    /// The window's size as the test last set it.
    public var size: TerminalSize? { lock.withLock { windowSize } }

    /// The window is now `columns`×`rows` (the loop learns it on its next SIGWINCH; tests
    /// without signals call the program's `resized(to:)` through their own path).
    public func resize(columns: Int, rows: Int) {
        lock.withLock {
            windowSize = TerminalSize(columns: columns, rows: rows)
            model = TerminalModel(width: columns, height: rows)
        }
    }

    /// Keeps `bytes` written, the screen's model following them.
    private func record(_ bytes: [UInt8]) {
        lock.withLock {
            written += bytes
            model.apply(Self.takingStrings(bytes, into: &strings))
            for row in 0..<model.height { rowsShown.insert(model.text(ofRow: row)) }
        }
    }

    /// `bytes` without the OSC, APC and DCS strings in them (which the model does not know),
    /// those kept in `strings`.
    static func takingStrings(_ bytes: [UInt8], into strings: inout [String]) -> [UInt8] {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let isString =
                bytes[index] == 0x1B && index + 1 < bytes.count
                && [UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "P")].contains(bytes[index + 1])
            guard isString else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != 0x07,
                !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\"))
            {
                end += 1
            }
            strings.append(String(decoding: bytes[index..<min(end, bytes.count)], as: UTF8.self))
            index = end < bytes.count && bytes[end] == 0x07 ? end + 1 : end + 2
        }
        return kept
    }
}
