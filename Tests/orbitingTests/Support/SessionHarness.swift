import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen session in a tmux window, as a person runs it from a shell: the shell
/// records `stty -g` before and after, and the exit status.
struct SessionHarness {
    let home: StoreHome
    let tmux: TmuxSession
    let width: Int
    let height: Int

    /// Starts `orbiting arguments` in a `width`×`height` window, after Welcome was seen
    /// (unless `firstRun`), with `settings` (`orbiting config set KEY VALUE`) and
    /// `messages` kept (oldest first); `inputrc` is the readline init file's text; `home` the
    /// store to use (a new one by default).
    init(
        _ arguments: String = "", width: Int = 80, height: Int = 24, settings: [String: String] = [:],
        messages: [String] = [], inputrc: String? = nil, firstRun: Bool = false, home: StoreHome = StoreHome()
    ) throws {
        self.home = home
        for text in messages { _ = try home.add(text) }
        var all = settings
        if !firstRun { all["hasSeenWelcome"] = "true" }
        for (key, value) in all.sorted(by: { $0.key < $1.key }) { try home.run(["config", "set", key, value]) }
        self.width = width
        self.height = height
        let inputrcPath = try inputrc.map { [home] text in try home.file("inputrc", text) } ?? "/dev/null"
        // The inner shell writes its pid, then becomes orbiting: that pid is the session's.
        let start =
            "echo $$ > \(Shell.quote(home.root + "/pid")); exec \(Shell.quote(OrbitingBinary.path)) \(arguments)"
        let script =
            "stty -g > \(Shell.quote(home.root + "/stty-before")); "
            + "sh -c \(Shell.quote(start)); echo $? > \(Shell.quote(home.root + "/status")); "
            + "stty -g > \(Shell.quote(home.root + "/stty-after")); sleep 60"
        tmux = try TmuxSession(
            command: "sh -c " + Shell.quote(script), width: width, height: height,
            environment: [
                "ORBITING_HOME": home.root, "INPUTRC": inputrcPath, "TZ": "UTC",
                // Colour on, whatever the test runner's environment says.
                "NO_COLOR": "", "COLORTERM": "",
            ])
    }

    /// The screen with trailing blanks and trailing empty rows cut.
    func screen() throws -> [String] { Self.trimmed(try tmux.screen()) }

    /// What `orbiting show` prints for `text` in Home's box for a `width`×`height` window
    /// (this one's by default) and the same settings: what Home must show above its status
    /// row, which is always kept, so that a hint coming or going never refits the message.
    func shown(_ text: String, width: Int? = nil, height: Int? = nil) throws -> [String] {
        let box = "\(width ?? self.width)x\(max(1, (height ?? self.height) - 1))"
        let result = try home.run(["show", "--color", "never", "--size", box, "--", text])
        return Self.trimmed(result.lines)
    }

    /// Waits until the screen is `expected` (after trimming); returns it.
    ///
    /// - Throws: `ScreenTimeout` with the last screen when it never was.
    @discardableResult
    func waitForScreen(_ expected: [String], timeout: Double = 10) throws -> [String] {
        let last = Self.trimmed(try tmux.waitFor(timeout: timeout) { Self.trimmed($0) == expected })
        guard last == expected else { throw ScreenTimeout(waitedFor: expected.joined(separator: "\n"), screen: last) }
        return last
    }

    /// Waits until some row contains `text`; returns the screen.
    ///
    /// - Throws: `ScreenTimeout` with the last screen when none did.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) throws -> [String] {
        let last = try tmux.waitFor(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
        guard last.joined(separator: "\n").contains(text) else { throw ScreenTimeout(waitedFor: text, screen: last) }
        return last
    }

    /// Reads `value` until `done` holds for it or `timeout` seconds pass; returns the last value.
    func eventually<T>(timeout: Double = 10, _ value: () throws -> T, until done: (T) -> Bool) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try value()
        while !done(last) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            last = try value()
        }
        return last
    }

    /// Waits for the session to end; returns its exit status (nil if it did not end).
    func exitStatus(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        // Looked at once more after the deadline (a busy machine may wake this thread late).
        while true {
            if let text = try? String(contentsOfFile: home.root + "/status", encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                Thread.sleep(forTimeInterval: 0.1)  // the shell writes `stty -g` next
                return status
            }
            if Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The terminal settings before the session and after it, as `stty -g` printed them.
    func terminalSettings() -> (before: String?, after: String?) {
        (
            try? String(contentsOfFile: home.root + "/stty-before", encoding: .utf8),
            try? String(contentsOfFile: home.root + "/stty-after", encoding: .utf8)
        )
    }

    /// Sends a signal to the session's `orbiting` process.
    func signal(_ number: Int32) {
        guard let text = try? String(contentsOfFile: home.root + "/pid", encoding: .utf8),
            let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return }
        Glibc.kill(pid, number)
    }

    /// The texts in the history, newest first.
    func history() throws -> [String] { try home.messages().map(\.text) }

    /// Ends the tmux server.
    func kill() { tmux.kill() }

    static func trimmed(_ rows: [String]) -> [String] {
        var result = rows.map { row in String(row.reversed().drop(while: { $0 == " " }).reversed()) }
        while result.last == "" { result.removeLast() }
        return result
    }
}

/// The screen never showed what a test waited for.
struct ScreenTimeout: Error, CustomStringConvertible {
    var waitedFor: String
    var screen: [String]
    var description: String { "waited for:\n\(waitedFor)\nscreen was:\n\(screen.joined(separator: "\n"))" }
}
