import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files named on the command line or kept in the config folder (`--password-file`,
/// `--cafile`, `kiosk-phrase`) are read bounded and checked before anything else happens,
/// and a room's broker cannot make a client read a publish of any size or wait forever on
/// a TLS handshake.
@Suite(.serialized) struct UntrustedInputEndToEndTests {
    /// Runs `orbiting arguments` in `home`, ended after `seconds` (`timeout` then exits 124).
    static func run(_ arguments: [String], home: StoreHome, seconds: Int = 20, stdin: String? = nil) throws -> RunResult
    {
        try OrbitingBinary.run(
            ["-s", "KILL", "\(seconds)", OrbitingBinary.path] + arguments, stdin: stdin,
            environment: ["ORBITING_HOME": home.root, "TZ": "UTC"], executable: "/usr/bin/timeout")
    }

    /// A FIFO nobody writes to at `path`.
    static func fifo(_ path: String) throws -> String {
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func aFIFOAsPasswordFileOrCAFileIsRefusedAtOnce() throws {
        let home = StoreHome()
        let fifo = try Self.fifo(home.root + "/fifo")
        for option in ["--password-file", "--cafile"] {
            let result = try Self.run(
                ["room", "say", "lobby", "Hi", "--broker", "mqtts://ana@127.0.0.1:1", option, fifo], home: home)
            #expect(result.status == 74, "\(option): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains(fifo), "\(option): \(result.stderr)")
        }
    }

    @Test func aCAFileWithoutACertificateIsRefusedBeforeConnecting() throws {
        let home = StoreHome()
        let cafile = try home.file("ca.pem", "not a certificate\n")
        let result = try Self.run(
            ["room", "say", "lobby", "Hi", "--broker", "mqtts://127.0.0.1:1", "--cafile", cafile], home: home)
        #expect(
            result.status == 65 && result.stderr.contains("no PEM certificate"), "\(result.status) \(result.stderr)")
    }

    @Test func aKioskPhraseThatCannotBeTypedIsRefused() throws {
        let home = StoreHome()
        for phrase in ["esc\u{1B}", "tab\there", "del\u{7F}"] {
            let result = try home.run(["config", "set", "kiosk-phrase", phrase])
            #expect(result.status == 64, "\(phrase.debugDescription): \(result.stderr)")
        }
        let nul = try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "nul\u{0}x\n")
        #expect(nul.status == 64, "\(nul.stderr)")
        let twoLines = try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "first\nsecond\n")
        #expect(twoLines.status == 64, "\(twoLines.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.config + "/kiosk-phrase"))
        let one = try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "open sesame\n")
        #expect(one.status == 0, "\(one.stderr)")
    }

    /// `orbiting --kiosk` on a terminal (tmux) with the phrase file as it is in `home`: its
    /// exit status and what it said on stderr.
    static func kiosk(home: StoreHome) throws -> (status: String, stderr: String) {
        let script =
            "ORBITING_HOME=\(Shell.quote(home.root)) \(Shell.quote(OrbitingBinary.path)) --kiosk 2> \(home.root)/err; "
            + "echo $? > \(home.root)/rc; sleep 30"
        try? FileManager.default.removeItem(atPath: home.root + "/rc")
        let tmux = try TmuxSession(command: "sh -c " + Shell.quote(script))
        defer { tmux.kill() }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline && !FileManager.default.fileExists(atPath: home.root + "/rc") { usleep(50_000) }
        usleep(100_000)
        let read = { (name: String) in
            ((try? String(contentsOfFile: home.root + "/" + name, encoding: .utf8)) ?? "").trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        return (read("rc"), read("err"))
    }

    @Test func aKioskPhraseFileThatIsSharedDamagedOrAFIFOIsAConfigurationOrIOError() throws {
        let home = StoreHome()
        #expect(try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "open sesame\n").status == 0)
        let path = home.config + "/kiosk-phrase"
        chmod(path, 0o644)
        let shared = try Self.kiosk(home: home)
        #expect(shared.status == "78" && shared.stderr.contains("chmod 600"), "\(shared)")
        try Data("orbiting.kiosk 1 pbkdf2-sha256 10 0102\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let damaged = try Self.kiosk(home: home)
        #expect(damaged.status == "78" && damaged.stderr.contains("kiosk-phrase -"), "\(damaged)")
        unlink(path)
        _ = try Self.fifo(path)
        let fifo = try Self.kiosk(home: home)
        #expect(fifo.status == "74", "\(fifo)")
    }

    /// A listener that takes the connection and never answers the TLS handshake.
    final class SilentListener {
        let fd: Int32
        let port: Int

        init() {
            let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Loopback.address(port: 0)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            listen(socketFD, 16)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
            }
            fd = socketFD
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(fd) }
    }

    @Test func aTLSHandshakeThatNeverEndsIsSaid() throws {
        let listener = SilentListener()
        let home = StoreHome()
        let said = try Self.run(
            ["room", "say", "lobby", "Hi", "--broker", "mqtts://127.0.0.1:\(listener.port)"], home: home)
        #expect(said.status == 69 && said.stderr.contains("TLS handshake failed"), "\(said.status) \(said.stderr)")
        let json = try Self.run(
            ["room", "lobby", "--json", "--broker", "mqtts://127.0.0.1:\(listener.port)"], home: home, seconds: 8)
        #expect(json.stdout.contains("TLS handshake failed"), "\(json.stdout)")
        // The reason is said in the person's language, as the rest of the sentence is.
        let german = try Self.run(
            ["room", "say", "lobby", "Hi", "--lang", "de", "--broker", "mqtts://127.0.0.1:\(listener.port)"],
            home: home)
        #expect(
            german.status == 69 && german.stderr.contains("TLS-Handshake fehlgeschlagen")
                && !german.stderr.contains("TLS handshake failed"), "\(german.status) \(german.stderr)")
    }

    /// A publish far larger than a room's document is dropped by the broker for a room
    /// client (MQTT 5's maximum packet size): the client never holds it, and the next
    /// document still comes.
    @Test func aHugePublishIsNeverReadByARoomClient() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let home = StoreHome()
        let listener = try RoomListener("lobby", arguments: ["--broker", broker.address()], home: home.root)
        defer { listener.stop() }
        #expect(listener.waitFor(timeout: 20) { $0.contains { $0["connection"] as? String == "connected" } })
        let big = home.root + "/big"
        _ = FileManager.default.createFile(atPath: big, contents: Data(repeating: 0x41, count: 64 << 20))
        _ = try Spawn.run(["mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1", "-f", big])
        _ = try Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1",
            "-m", "{\"version\":1,\"text\":\"After\"}",
        ])
        #expect(listener.waitFor(timeout: 30) { $0.contains { $0["text"] as? String == "After" } })
        let status =
            (try? String(contentsOfFile: "/proc/\(listener.process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let peak =
            status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? Int.max
        #expect(peak < 48 * 1024, "peak resident \(peak) kB after a 64 MB publish")
    }
}
