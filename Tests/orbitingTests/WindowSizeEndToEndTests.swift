import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal that reports a huge window (the window size ioctl says 65535×65535 cells, and
/// as many pixels) gets the largest frame allowed, not an abort; and a crash while a screen
/// owns the terminal gives it back all the same.
@Suite(.serialized) struct WindowSizeEndToEndTests {
    /// Runs `orbiting arguments` in a tmux window whose reported size is set to `columns`×`rows`
    /// first (`stty`), through a shell that records `stty -g` before and after and the exit
    /// status in `home`.
    static func start(_ arguments: String, home: String, columns: Int = 65_535, rows: Int = 65_535) throws
        -> TmuxSession
    {
        let script =
            "stty -g > \(home)/stty-before; stty rows \(rows) cols \(columns); echo $$ > \(home)/pid; "
            + "ORBITING_HOME=\(Shell.quote(home)) COLORTERM=truecolor " + Shell.quote(OrbitingBinary.path) + " "
            + arguments
            + "; echo $? > \(home)/rc; stty -g > \(home)/stty-after; sleep 60"
        return try TmuxSession(command: "sh -c " + Shell.quote(script))
    }

    static func read(_ path: String) -> String {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's alternate screen and mouse flags ("1 0": alternate screen on, no mouse).
    static func modes(_ tmux: TmuxSession) -> String {
        ((try? tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{alternate_on} #{mouse_any_flag}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds or `timeout` seconds pass.
    static func wait(timeout: Double = 20, _ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { usleep(50_000) }
    }

    /// Each screen, started in a window reporting 65535×65535 cells, runs until its quit key
    /// and gives the terminal back: exit 0, the shell's settings, no alternate screen, no mouse.
    @Test(arguments: [("", "C-d"), ("timer 10m Tea", "q"), ("timers watch", "q")])
    func aHugeWindowRunsAndGivesTheTerminalBack(arguments: String, quit: String) throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = try OrbitingBinary.run(["config", "set", "hasSeenWelcome", "true"], environment: ["ORBITING_HOME": home])
        if arguments == "timers watch" {
            _ = try OrbitingBinary.run(["timer", "10m", "Tea", "--detach"], environment: ["ORBITING_HOME": home])
        }
        let tmux = try Self.start(arguments, home: home)
        defer { tmux.kill() }
        Self.wait { Self.modes(tmux).hasPrefix("1") || !Self.read(home + "/rc").isEmpty }
        try tmux.send(quit)
        Self.wait { !Self.read(home + "/rc").isEmpty }
        Self.wait(timeout: 5) { !Self.read(home + "/stty-after").isEmpty }
        #expect(Self.read(home + "/rc") == "0", "orbiting \(arguments)")
        #expect(Self.modes(tmux) == "0 0")
        #expect(Self.read(home + "/stty-before") == Self.read(home + "/stty-after"))
    }

    /// `show` on a terminal that reports 65535×65535 cells draws a frame no larger than the
    /// largest `--size` (10000 columns, 2 million cells) and ends well.
    @Test func showInAHugeWindowDrawsTheLargestFrame() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Self.start("show --color never Hi > \(home)/out", home: home)
        defer { tmux.kill() }
        Self.wait(timeout: 60) { !Self.read(home + "/rc").isEmpty }
        #expect(Self.read(home + "/rc") == "0")
        let attributes = try FileManager.default.attributesOfItem(atPath: home + "/out")
        let size = (attributes[.size] as? Int) ?? 0
        #expect(size > 0 && size < 40_000_000, "\(size) bytes")
    }

    /// A crash (here SIGSEGV, SIGABRT or SIGILL sent to it) while the session owns the
    /// terminal ends the process with that signal, and the terminal is given back first.
    /// (Swift's backtracer, which would print its report after, is off here: it may wait
    /// for a key on a terminal.)
    @Test(arguments: [SIGSEGV, SIGABRT, SIGILL])
    func aCrashGivesTheTerminalBack(signal: Int32) throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = try OrbitingBinary.run(["config", "set", "hasSeenWelcome", "true"], environment: ["ORBITING_HOME": home])
        let script =
            "stty -g > \(home)/stty-before; sh -c "
            + Shell.quote(
                "echo $$ > \(home)/pid; exec env SWIFT_BACKTRACE=enable=no ORBITING_HOME="
                    + Shell.quote(home) + " " + Shell.quote(OrbitingBinary.path))
            + "; echo $? > \(home)/rc; stty -g > \(home)/stty-after; sleep 60"
        let tmux = try TmuxSession(command: "sh -c " + Shell.quote(script))
        defer { tmux.kill() }
        _ = try tmux.waitFor { $0.contains { $0.contains("F1") } }
        #expect(Self.modes(tmux) == "1 1")
        let pid = try #require(pid_t(Self.read(home + "/pid")))
        kill(pid, signal)
        Self.wait { !Self.read(home + "/rc").isEmpty }
        Self.wait(timeout: 5) { !Self.read(home + "/stty-after").isEmpty }
        #expect(Self.read(home + "/rc") == "\(128 + signal)")
        #expect(Self.modes(tmux) == "0 0")
        #expect(Self.read(home + "/stty-before") == Self.read(home + "/stty-after"))
    }
}
