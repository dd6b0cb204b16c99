import Foundation
import OrbitingTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A private mosquitto for a test: on 127.0.0.1 at a free port, with a config file the test
/// writes (anonymous, or a password file for `users`), no persistence. `kill9()` and
/// `start()` again restart it on the same port. Call `stop()` when done.
final class MosquittoBroker: @unchecked Sendable {
    /// Whether mosquitto is installed (`scripts/install-deps --tests`).
    static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/sbin/mosquitto")

    let directory = TestDirectory.make("broker")
    let port: Int
    private(set) var pid: pid_t = 0

    /// The broker's address for `--broker`, with `user` if given.
    func address(user: String? = nil) -> String { "mqtt://" + (user.map { $0 + "@" } ?? "") + "127.0.0.1:\(port)" }

    /// Writes the config (and the password file for `users`) and starts the broker.
    init(users: [String: String] = [:]) throws {
        port = Self.freePort()
        var config = "listener \(port) 127.0.0.1\npersistence false\nlog_dest file \(directory)/log\n"
        if users.isEmpty {
            config += "allow_anonymous true\n"
        } else {
            let passwords = directory + "/passwords"
            // Readable by the broker, which runs as the user `mosquitto` when started as root.
            FileManager.default.createFile(atPath: passwords, contents: nil, attributes: [.posixPermissions: 0o644])
            for (user, password) in users { _ = try Spawn.run(["mosquitto_passwd", "-b", passwords, user, password]) }
            chmod(passwords, 0o644)
            config += "allow_anonymous false\npassword_file \(passwords)\n"
        }
        try config.write(toFile: directory + "/mosquitto.conf", atomically: true, encoding: String.Encoding.utf8)
        try start()
    }

    /// Starts the broker and waits until it accepts connections.
    func start() throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, directory + "/stdout", O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let arguments = ["/usr/sbin/mosquitto", "-c", directory + "/mosquitto.conf"]
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw Spawn.SpawnError(code: spawned) }
        let deadline = Date().addingTimeInterval(10)
        while !accepts() {
            guard Date() < deadline else { throw Spawn.SpawnError(code: ETIMEDOUT) }
            usleep(20_000)
        }
    }

    /// Ends the broker at once (SIGKILL), as a crash would, and reaps it.
    func kill9() {
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
    }

    /// Stops the broker.
    func stop() { kill9() }

    /// Whether something accepts TCP connections on the port.
    func accepts() -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = Self.loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    /// A port nothing listens on now (the kernel's choice for port 0).
    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: 0)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// A headless `orbiting room NAME --json` writing its lines to a file, for tests.
final class RoomListener: @unchecked Sendable {
    let output = TestDirectory.make("listener") + "/lines"
    let process = Process()

    /// Starts `orbiting room NAME --json` with `arguments` after it and `environment`.
    init(_ name: String, arguments: [String], home: String, environment: [String: String] = [:]) throws {
        FileManager.default.createFile(atPath: output, contents: nil)
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = ["room", name, "--json"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "ORBITING_HOME": home].merging(environment) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// The lines printed so far, each decoded as a JSON object.
    func lines() -> [[String: Any]] {
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// The texts of the documents received so far.
    func texts() -> [String] { lines().compactMap { $0["text"] as? String } }

    /// Waits until `condition` holds for the lines, or `timeout` seconds pass.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: ([[String: Any]]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(lines()) { return true }
            usleep(20_000)
        }
        return condition(lines())
    }

    /// Ends it.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
