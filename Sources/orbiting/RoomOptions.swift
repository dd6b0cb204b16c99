import ArgumentParser
import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// `--broker`, `--cafile` and `--password-file`: how a room command reaches its broker.
///
/// The password is never an argument (it would show in `ps` and the shell's history): it
/// comes from `ORBITING_BROKER_PASSWORD` or a file only its owner can read.
struct RoomOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The MQTT broker: mqtt://[user@]host[:port], or mqtts://… for TLS (default: the broker setting, mqtt://localhost:1883).",
        valueName: "url"))
    var broker: String?

    @Option(help: ArgumentHelp("A PEM file of the CAs to trust for mqtts:// (default: the system's).", valueName: "file"))
    var cafile: String?

    @Option(help: ArgumentHelp(
        "Read the broker password from this file, which others must not be able to read (default: $ORBITING_BROKER_PASSWORD).",
        valueName: "file"))
    var passwordFile: String?

    /// The environment variable the password is read from.
    static let passwordVariable = "ORBITING_BROKER_PASSWORD"

    /// The client's options: the flag's broker, else the setting's; the password from the
    /// file, else the environment.
    func clientOptions(settings: Settings, context: CommandContext) throws -> RoomClientOptions {
        let l10n = context.l10n
        let address = broker ?? settings.broker
        guard let parsed = BrokerAddress(address) else {
            throw RoomError.invalidBroker(address).exit(l10n)
        }
        var password = context.environment[Self.passwordVariable]
        if let passwordFile { password = try Self.readPassword(passwordFile, l10n: l10n) }
        if let cafile, access(cafile, R_OK) != 0 {
            throw OrbitingExit.message(l10n("room.error.cafile", ["path": TextSanitizer.escaped(cafile),
                                                                  "reason": String(cString: strerror(errno))]), code: .noInput)
        }
        return RoomClientOptions(broker: parsed, password: password, cafile: cafile)
    }

    /// The first line of the file at `path`, refused when its group or others may read or
    /// write it (as ssh refuses a private key).
    static func readPassword(_ path: String, l10n: Localizer) throws -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OrbitingExit.message(l10n("room.error.passwordFileUnreadable", ["path": TextSanitizer.escaped(path),
                                                                                  "reason": String(cString: strerror(errno))]),
                                       code: .noInput)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & 0o077 == 0 else {
            throw OrbitingExit.message(l10n("room.error.passwordFileShared", ["path": TextSanitizer.escaped(path)]), code: .config)
        }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &bytes, bytes.count)
        guard count >= 0 else {
            throw OrbitingExit.message(l10n("room.error.passwordFileUnreadable", ["path": TextSanitizer.escaped(path),
                                                                                  "reason": String(cString: strerror(errno))]),
                                       code: .noInput)
        }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }

    /// The room `name`, refused (exit 64) when it has `+`, `#`, `/` or a control character.
    static func roomName(_ name: String, l10n: Localizer) throws -> RoomName {
        guard let room = RoomName(name) else { throw RoomError.invalidName(name).exit(l10n) }
        return room
    }
}

extension RoomError {
    /// The localized error this is, with its exit status.
    func exit(_ l10n: Localizer) -> OrbitingExit {
        let safe = TextSanitizer.escaped
        switch self {
        case .invalidName(let name):
            return .message(l10n("room.error.name", ["name": safe(name)]), code: .usage)
        case .invalidBroker(let address):
            return .message(l10n("room.error.broker", ["address": safe(address)]), code: .usage)
        case .libraryMissing:
            return .message(l10n("room.error.library"), code: .unavailable)
        case .refused(let broker, let reason):
            return .message(l10n("room.error.refused", ["broker": safe(broker), "reason": safe(reason)]), code: .noPermission)
        case .unreachable(let broker, let reason):
            return .message(l10n("room.error.unreachable", ["broker": safe(broker), "reason": safe(reason)]), code: .unavailable)
        }
    }
}
