import Foundation
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
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "\(env) \(command)"])
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

/// Runs a command with posix_spawn, its output through a file, and no descriptor of ours
/// but 0–2 inherited.
///
/// Foundation's `Process` leaves a descriptor in its children; a tmux server (forked by
/// `new-session`) would keep it, and the `Process` would then wait for the server to exit.
enum Spawn {
    /// Runs `arguments` (looked up in PATH) and returns what it wrote to stdout.
    static func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("orbiting-spawn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // A clean signal state: the test runner's threads may block or ignore signals, and a
        // tmux server started from here would hand that on to the program under test.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    struct SpawnError: Error { var code: Int32 }
}
