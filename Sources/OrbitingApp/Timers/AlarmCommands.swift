import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the alarm's programs without waiting for them: `--exec CMD` through `/bin/sh -c`,
/// and `notify-send` when asked for. Their standard input and output are /dev/null, so they
/// never draw over the display; `reap()` collects the ones that ended (call it from the run
/// loop), so none is left a zombie.
public final class AlarmCommands {
    private var running: [pid_t] = []

    /// Nothing running yet.
    public init() {}

    /// Starts `/bin/sh -c command`.
    ///
    /// - Returns: false when it could not be started.
    @discardableResult
    public func runShell(_ command: String) -> Bool {
        spawn("/bin/sh", ["sh", "-c", command], searchPath: false)
    }

    /// Starts `notify-send TITLE BODY` from the PATH.
    ///
    /// - Returns: false when it could not be started (not installed).
    @discardableResult
    public func notifySend(title: String, body: String) -> Bool {
        spawn("notify-send", ["notify-send", "--app-name=orbiting", title, body], searchPath: true)
    }

    /// Runs `/bin/sh -c command` with this process's standard input, output and error, and
    /// waits for it: the alarm command of a timer waited for without a display (in a script,
    /// its output belongs with ours).
    ///
    /// - Returns: false when it could not be started.
    @discardableResult
    public static func runShellAndWait(_ command: String) -> Bool {
        guard let pid = start("/bin/sh", ["sh", "-c", command], searchPath: false, quiet: false) else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }

    /// Runs `notify-send TITLE BODY` from the PATH quietly and waits for it: the notification
    /// of a timer waited for without a display (the script goes on once it is sent).
    ///
    /// - Returns: false when it could not be started (not installed).
    @discardableResult
    public static func notifySendAndWait(title: String, body: String) -> Bool {
        guard
            let pid = start(
                "notify-send", ["notify-send", "--app-name=orbiting", title, body], searchPath: true,
                quiet: true)
        else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }

    /// The title of a timer's notification: the app's name, and the timer's label (control
    /// characters and escapes removed) when it has one.
    public static func notificationTitle(appName: String, label: String) -> String {
        let label = TextSanitizer.singleLine(label)
        return label.isEmpty ? appName : appName + " · " + label
    }

    /// How many started programs have not ended yet (after the last `reap()`).
    public var count: Int { running.count }

    /// Collects the programs that have ended, without waiting for the others.
    public func reap() {
        running.removeAll { pid in
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            return result == pid || (result < 0 && errno == ECHILD)
        }
    }

    private func spawn(_ path: String, _ arguments: [String], searchPath: Bool) -> Bool {
        guard let pid = Self.start(path, arguments, searchPath: searchPath, quiet: true) else { return false }
        running.append(pid)
        return true
    }

    /// Starts a program with default signal handling; `quiet` gives it /dev/null for standard
    /// input, output and error and its own process group (the display's terminal is not its).
    /// Its id, or nil when it could not start.
    private static func start(_ path: String, _ arguments: [String], searchPath: Bool, quiet: Bool) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where quiet {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with the default signal handlers and none blocked, whatever the
        // display has caught; a quiet one in its own process group, so the terminal's Ctrl-C
        // is not its.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        let group = quiet ? POSIX_SPAWN_SETPGROUP : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result =
            searchPath
            ? posix_spawnp(&pid, path, &actions, &attributes, argv, environ)
            : posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        return result == 0 ? pid : nil
    }
}
