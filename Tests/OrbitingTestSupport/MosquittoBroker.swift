import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private mosquitto for a test or a benchmark: on 127.0.0.1 at a free port, with a config
/// file it writes (anonymous, or a password file for `users`), no persistence. `kill9()` and
/// `start()` again restart it on the same port. Call `stop()` when done.
public final class MosquittoBroker: @unchecked Sendable {
    /// Whether mosquitto is installed (`scripts/install-deps --tests`).
    public static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/sbin/mosquitto")

    /// Its folder: config, log, output.
    public let directory = TestDirectory.make("broker")
    /// The port it listens on.
    public let port: Int
    /// Its process id while it runs, else 0.
    public private(set) var pid: pid_t = 0

    /// The broker's address for `--broker`, with `user` if given.
    public func address(user: String? = nil) -> String {
        "mqtt://" + (user.map { $0 + "@" } ?? "") + "127.0.0.1:\(port)"
    }

    /// Writes the config (and the password file for `users`) and starts the broker.
    public init(users: [String: String] = [:]) throws {
        port = Loopback.freePort()
        var config = "listener \(port) 127.0.0.1\npersistence false\nlog_dest file \(directory)/log\n"
        if users.isEmpty {
            config += "allow_anonymous true\n"
        } else {
            let passwords = directory + "/passwords"
            // Readable by the broker, which runs as the user `mosquitto` when started as root.
            _ = FileManager.default.createFile(atPath: passwords, contents: nil, attributes: [.posixPermissions: 0o644])
            for (user, password) in users { _ = try Spawn.run(["mosquitto_passwd", "-b", passwords, user, password]) }
            chmod(passwords, 0o644)
            config += "allow_anonymous false\npassword_file \(passwords)\n"
        }
        try config.write(toFile: directory + "/mosquitto.conf", atomically: true, encoding: String.Encoding.utf8)
        try start()
    }

    /// Starts the broker and waits until it accepts connections.
    public func start() throws {
        pid = try Spawn.start(
            ["/usr/sbin/mosquitto", "-c", directory + "/mosquitto.conf"],
            output: directory + "/stdout", mergeErrors: true)
        let deadline = Date().addingTimeInterval(10)
        while !accepts() {
            guard Date() < deadline else { throw Spawn.SpawnError(code: ETIMEDOUT) }
            usleep(20_000)
        }
    }

    /// Ends the broker at once (SIGKILL), as a crash would, and reaps it.
    public func kill9() {
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        Spawn.wait(pid)
        pid = 0
    }

    /// Stops the broker.
    public func stop() { kill9() }

    /// Whether something accepts TCP connections on the port.
    public func accepts() -> Bool { Loopback.accepts(port) }
}
