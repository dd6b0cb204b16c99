import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starting processes for tests and benchmarks: the one place that calls posix_spawn.
///
/// A child gets standard input from /dev/null, its output where the caller says, no
/// descriptor of ours but 0–2 (Foundation's `Process` leaves one in its children; a tmux
/// server forked by `new-session` would keep it, and the `Process` would then wait for the
/// server to exit), and a clean signal state (the test runner's threads may block or ignore
/// signals, and a server started from here would hand that on to the program under test).
public enum Spawn {
    /// Why a process could not be started: posix_spawn's error, or ETIMEDOUT.
    public struct SpawnError: Error {
        /// The error number.
        public var code: Int32
        /// An error for `code`.
        public init(code: Int32) { self.code = code }
    }

    /// Starts `arguments` (the first looked up in PATH) with standard output appended to
    /// `output` and standard error to `errors` (both /dev/null when nil, `errors` the same
    /// file as `output` when `mergeErrors`); returns its process id. The caller reaps it.
    public static func start(
        _ arguments: [String], output: String? = nil, errors: String? = nil,
        mergeErrors: Bool = false
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o600)
        if mergeErrors {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o600)
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
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
        return pid
    }

    /// Waits for the process `pid` to end; its wait status.
    @discardableResult
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Runs `arguments` (looked up in PATH) to its end and returns what it wrote to stdout.
    public static func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("orbiting-spawn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        wait(try start(arguments, output: outputPath))
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
