import Foundation
import OrbitingTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A private tmux server with one window, for driving the full-screen program as a person would.
///
/// Each instance uses its own socket (`tmux -L`), so tests never touch a developer's tmux
/// and can run in parallel. Call `kill()` when done.
struct TmuxSession: Sendable {
    let socket: String
    let name = "t"

    /// Starts `command` in a detached window of `width`×`height` cells.
    init(command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        socket = "orbiting-\(UUID().uuidString.prefix(8))"
        var env = "env LANG=C.UTF-8 TERM=xterm-256color"
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            env += " \(key)=\(Shell.quote(value))"
        }
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
            "\(env) \(command)",
        ])
        _ = try? tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    /// Runs one tmux command against this session's server; returns its stdout.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try Spawn.run(["tmux", "-L", socket] + arguments)
    }

    /// Types keys (tmux key names such as `Enter`, `C-l`, or literal text with `literal: true`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen, one string per row.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// Waits until `condition` holds for the screen, or `timeout` seconds pass; returns the last screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try screen()
        while !condition(last) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            last = try screen()
        }
        return last
    }

    /// Resizes the window.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Ends the tmux server and everything in it.
    func kill() { _ = try? tmux(["kill-server"]) }
}

/// Shell quoting for commands handed to tmux.
enum Shell {
    /// `value` in single quotes, safe for `sh -c`.
    static func quote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
