import Foundation
import OrbitingTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal emulator in a window of its own virtual X display (Xvfb), for what tmux
/// cannot show: pictures. The terminal runs a shell script; keys are typed with xdotool and
/// the screen is photographed with ImageMagick's `import`. Call `stop()` when done.
final class GraphicalTerminal {
    /// The terminal emulator.
    enum Kind: String, Sendable {
        /// kitty, drawn by Mesa's software renderer (kitty's graphics protocol).
        case kitty
        /// xterm as a VT340 (sixel graphics).
        case xterm
    }

    let kind: Kind
    let display: Int
    let directory: String
    private var processes: [Int32] = []

    /// Whether everything the tests need is installed (`scripts/install-deps --tests`).
    static func isAvailable(_ kind: Kind) -> Bool {
        ["Xvfb", "xdotool", "import", "convert", kind.rawValue, "script"].allSatisfy { tool in
            ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
                FileManager.default.isExecutableFile(atPath: $0 + tool)
            }
        }
    }

    /// Starts a display and `kind` in it, `columns` × `rows` cells, running `script` (shell
    /// commands) with `environment`; the window stays open after the script ends.
    init(_ kind: Kind, columns: Int = 80, rows: Int = 24, script: String, environment: [String: String] = [:]) throws {
        self.kind = kind
        let directory = TestDirectory.make("x11")
        self.directory = directory
        // As a person's terminal: without the test runner's NO_COLOR.
        var lines = ["#!/bin/sh", "cd \(Shell.quote(directory))", "unset NO_COLOR"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            lines.append("export \(key)=\(Shell.quote(value))")
        }
        lines.append(script)
        lines.append("echo $? > \(Shell.quote(directory + "/script-ended"))")
        lines.append("exec sleep 600")
        let path = directory + "/run.sh"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        let command: String
        switch kind {
        case .kitty:
            command =
                "LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o font_size=12 -o remember_window_size=no"
                + " -o initial_window_width=\(columns)c -o initial_window_height=\(rows)c -o window_padding_width=0"
                + " -o enable_audio_bell=no \(Shell.quote(path))"
        case .xterm:
            command =
                "xterm -ti vt340 -fa 'DejaVu Sans Mono' -fs 12 -geometry \(columns)x\(rows)+0+0 -bw 0"
                + " -xrm 'XTerm*allowWindowOps: true' -e \(Shell.quote(path))"
        }
        // A terminal that opens no window never ran the script: the display and the terminal
        // are started once more (that is the test's tools failing to start, not Orbiting).
        var failure = "", started: (display: Int, processes: [Int32])?
        for attempt in 1...2 where started == nil {
            do {
                started = try Self.start(kind, command, in: directory, attempt: attempt)
            } catch {
                failure += "\(error) "
            }
        }
        guard let started else { throw GraphicalTerminalError(description: failure) }
        display = started.display
        processes = started.processes
    }

    /// Starts a display and `command` (the terminal) in it, and waits for its window: the
    /// display's number and the two processes, or an error with their logs.
    private static func start(_ kind: Kind, _ command: String, in directory: String, attempt: Int) throws -> (
        Int, [Int32]
    ) {
        // The root window matches the terminal's default background, so what lies outside the
        // window never counts as ink. Xvfb takes a display nobody uses (a number picked here could
        // race another suite's) and writes it once it takes connections: on a busy machine that
        // can be many seconds after it starts, and a terminal started before it has no display.
        let root = kind == .kitty ? "-br" : "-wr"
        let numberFile = directory + "/display-\(attempt)", serverLog = directory + "/xvfb-\(attempt).log"
        let server = try background(
            "Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp \(root) 3> \(Shell.quote(numberFile))",
            log: serverLog)
        var number: Int?
        waitUntil(timeout: 120) {
            let written = (try? String(contentsOfFile: numberFile, encoding: .utf8)) ?? ""
            number = written.hasSuffix("\n") ? Int(written.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            return number != nil
        }
        guard let number else {
            end([server])
            throw GraphicalTerminalError(description: "Xvfb did not start: " + log(serverLog))
        }
        let terminalLog = directory + "/terminal-\(attempt).log"
        let terminal = try background("env DISPLAY=:\(number) \(command)", log: terminalLog)
        // Its window, before any test looks at it: a terminal that never opens one is said with
        // its log, not as a blank screenshot.
        guard waitUntil(timeout: 60, { (try? window(kind, display: number)) != nil }) else {
            end([server, terminal])
            throw GraphicalTerminalError(
                description: "\(kind) opened no window on :\(number): \(log(terminalLog)); Xvfb: \(log(serverLog))")
        }
        return (number, [server, terminal])
    }

    deinit { stop() }

    /// Ends the terminal and the display.
    func stop() {
        Self.end(processes)
        processes = []
    }

    /// Ends `pids` (the last first) and waits until they are gone, so that a display ending
    /// never meets the next test's display starting.
    private static func end(_ pids: [Int32]) {
        for pid in pids.reversed() { kill(pid, SIGTERM) }
        // Started through `sh`, they are not this process's children: gone is no /proc entry,
        // or a zombie.
        waitUntil(timeout: 20) {
            pids.allSatisfy { pid in
                let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                return stat.isEmpty || stat.split(separator: ")").last?.dropFirst().first == "Z"
            }
        }
    }

    /// Types `text` into the terminal as keystrokes.
    func type(_ text: String) throws {
        try focus()
        _ = try Spawn.run(["env", "DISPLAY=:\(display)", "xdotool", "type", "--delay", "40", text])
    }

    /// Gives the terminal's window the keyboard (there is no window manager to do it).
    func focus() throws {
        _ = try Spawn.run(["env", "DISPLAY=:\(display)", "xdotool", "windowfocus", "--sync", try window()])
    }

    /// Presses keys (xdotool's names: `ctrl+c`, `Return`).
    func key(_ names: String...) throws {
        try focus()
        _ = try Spawn.run(["env", "DISPLAY=:\(display)", "xdotool", "key"] + names)
    }

    /// The exit status the script's last command left, once it ended; nil before.
    var scriptEnded: String? {
        (try? String(contentsOfFile: directory + "/script-ended", encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// A screenshot of the terminal's window: the PNG file's path, and its pixels in grey.
    func screenshot(_ name: String) throws -> (path: String, grey: GreyImage) {
        let png = directory + "/\(name).png", pgm = directory + "/\(name).pgm"
        _ = try Spawn.run(["env", "DISPLAY=:\(display)", "import", "-window", try window(), png])
        _ = try Spawn.run(["convert", png, "-colorspace", "Gray", "-depth", "8", pgm])
        return (png, try GreyImage(pgm: pgm))
    }

    /// What Tesseract reads in the screenshot at `path` as a person a few metres away sees
    /// the window: its edges (the window's border) trimmed, a white margin around it, shrunk
    /// to 150 pixels high, a size at which Tesseract reads any line count of a full window.
    func read(_ path: String, language: String) throws -> String {
        let far = path.replacingOccurrences(of: ".png", with: "-far.png")
        _ = try Spawn.run([
            "convert", path, "-shave", "2x2", "-bordercolor", "white", "-border", "20", "-resize", "x150", far,
        ])
        guard let tool = OCR.tesseract else { throw GraphicalTerminalError(description: "tesseract is not installed") }
        return try OCR.read(file: far, language: language, tool: tool)
    }

    /// The terminal's window (xdotool's id); throws while it has none on the screen.
    private func window() throws -> String { try Self.window(kind, display: display) }

    /// The window of the terminal `kind` on `display`; throws while there is none.
    private static func window(_ kind: Kind, display: Int) throws -> String {
        let found = try Spawn.run([
            "env", "DISPLAY=:\(display)", "xdotool", "search", "--onlyvisible", "--class", kind.rawValue,
        ])
        guard let window = found.split(separator: "\n").first else {
            throw GraphicalTerminalError(description: "\(kind) has no window")
        }
        return String(window)
    }

    /// Waits until `condition` holds, or `timeout` seconds pass; whether it held.
    @discardableResult
    func waitUntil(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        try Self.waitUntil(timeout: timeout, condition)
    }

    /// Waits until `condition` holds, or `timeout` seconds pass; whether it held.
    @discardableResult
    private static func waitUntil(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        try Poll.until(timeout: .seconds(timeout), condition)
    }

    /// The end of the log file at `path`, for an error message.
    private static func log(_ path: String) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(no log)"
        return text.isEmpty ? "(empty log)" : String(text.suffix(2000))
    }

    /// Starts `command` with `sh`, in the background with its own process group; its pid.
    private static func background(_ command: String, log: String) throws -> Int32 {
        let output = try Spawn.run([
            "sh", "-c", "setsid sh -c \(Shell.quote("exec " + command)) > \(Shell.quote(log)) 2>&1 & echo $!",
        ])
        guard let pid = Int32(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw GraphicalTerminalError(description: "could not start \(command)")
        }
        return pid
    }
}

struct GraphicalTerminalError: Error, CustomStringConvertible {
    var description: String
}

/// A screenshot in grey: one byte a pixel.
struct GreyImage {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a binary PGM (P5, 8 bits).
    init(pgm path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var fields: [Int] = [], index = 2, number: Int?
        while fields.count < 3, index < data.count {
            let byte = data[index]
            if (48...57).contains(byte) {
                number = (number ?? 0) * 10 + Int(byte - 48)
            } else if let value = number {
                fields.append(value)
                number = nil
            }
            index += 1
        }
        guard data.prefix(2) == [80, 53], fields.count == 3 else {
            throw GraphicalTerminalError(description: "not a PGM")
        }
        width = fields[0]
        height = fields[1]
        pixels = Array(data[index..<min(data.count, index + width * height)])
    }

    /// How many distinct grey values lie strictly between the darkest and the lightest
    /// (anti-aliased edges have many; 1-bit blocks none).
    var inBetweenLevels: Int {
        guard let low = pixels.min(), let high = pixels.max() else { return 0 }
        return Set(pixels.filter { $0 > low && $0 < high }).count
    }

    /// The rows from `top` to `bottom`, as fractions of the height (0.3..<0.7: the middle).
    func rows(_ fractions: Range<Double>) -> GreyImage {
        let first = Int(Double(height) * fractions.lowerBound), last = Int(Double(height) * fractions.upperBound)
        let kept = max(0, min(height, last) - max(0, first))
        return GreyImage(
            width: width, height: kept,
            pixels: Array(pixels[(max(0, first) * width)..<((max(0, first) + kept) * width)]))
    }

    /// The fraction of pixels farther than `threshold` from `background`.
    func inkFraction(background: UInt8, threshold: Int = 64) -> Double {
        let ink = pixels.reduce(0) { $0 + (abs(Int($1) - Int(background)) > threshold ? 1 : 0) }
        return Double(ink) / Double(max(1, pixels.count))
    }
}
