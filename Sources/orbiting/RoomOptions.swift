import ArgumentParser
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
    @Option(
        help: ArgumentHelp(
            "The MQTT broker: mqtt://[user@]host[:port], or mqtts://… for TLS (default: the broker setting, "
                + "mqtt://localhost:1883).",
            valueName: "url"))
    var broker: String?

    @Option(
        help: ArgumentHelp("A PEM file of the CAs to trust for mqtts:// (default: the system's).", valueName: "file"))
    var cafile: String?

    @Option(
        help: ArgumentHelp(
            "Read the broker password from this file, which others must not be able to read (default: "
                + "$ORBITING_BROKER_PASSWORD).",
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
        if let passwordFile { password = try Self.readPassword(passwordFile, context: context) }
        if let cafile { try Self.checkCAFile(cafile, context: context) }
        return RoomClientOptions(broker: parsed, password: password, cafile: cafile)
    }

    /// The largest CA file read: a bundle of every public CA is about 200 KB.
    static let largestCAFile = 4 << 20

    /// Checks, before any connection, that `path` is a regular file (read bounded, so a FIFO
    /// cannot hang) holding at least one PEM certificate: an unusable file is said at once,
    /// not as a failed handshake later.
    static func checkCAFile(_ path: String, context: CommandContext) throws {
        let l10n = context.l10n
        let bytes: [UInt8]?
        do {
            bytes = try PrivateFile.readRegular(path, limit: largestCAFile)
        } catch {
            throw context.exit(for: error)
        }
        guard let bytes else {
            throw OrbitingExit.message(
                l10n(
                    "room.error.cafile",
                    [
                        "path": TextSanitizer.escaped(path),
                        "reason": String(cString: strerror(ENOENT)),
                    ]), code: .noInput)
        }
        guard String(decoding: bytes, as: UTF8.self).contains("-----BEGIN CERTIFICATE-----") else {
            throw OrbitingExit.message(
                l10n("room.error.cafileNoCertificate", ["path": TextSanitizer.escaped(path)]),
                code: .dataError)
        }
    }

    /// The first line of the file at `path`, refused when its group or others may read or
    /// write it (as ssh refuses a private key); read bounded, so a FIFO or a device is
    /// refused rather than waited on.
    static func readPassword(_ path: String, context: CommandContext) throws -> String {
        let l10n = context.l10n
        let file: (bytes: [UInt8], isPrivate: Bool)?
        do {
            file = try PrivateFile.readOwnerOnly(path, limit: 4096)
        } catch {
            throw context.exit(for: error)
        }
        guard let file else {
            throw OrbitingExit.message(
                l10n(
                    "room.error.passwordFileUnreadable",
                    [
                        "path": TextSanitizer.escaped(path),
                        "reason": String(cString: strerror(ENOENT)),
                    ]),
                code: .noInput)
        }
        guard file.isPrivate else {
            throw OrbitingExit.message(
                l10n("room.error.passwordFileShared", ["path": TextSanitizer.escaped(path)]), code: .config)
        }
        let text = String(decoding: file.bytes, as: UTF8.self)
        let line = (text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .unicodeScalars
        // Without carriage returns at either end (a file written on Windows).
        let start = line.firstIndex { $0 != "\r" } ?? line.endIndex
        let end = line.lastIndex { $0 != "\r" }.map(line.index(after:)) ?? start
        return String(line[start..<max(start, end)])
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
            // A refused name is shown cut, not echoed whole (it may be 65 000 characters).
            let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
            return .message(l10n("room.error.name", ["name": safe(shown)]), code: .usage)
        case .invalidBroker(let address):
            return .message(l10n("room.error.broker", ["address": safe(address)]), code: .usage)
        case .libraryMissing:
            return .message(l10n("room.error.library"), code: .unavailable)
        case .refused(let broker, let reason):
            // The sentence ends the reason itself: one period, not the library's and ours.
            let reason = String(reason.reversed().drop { $0 == "." }.reversed())
            return .message(
                l10n("room.error.refused", ["broker": safe(broker), "reason": safe(reason)]), code: .noPermission)
        case .unreachable(let broker, let reason):
            return .message(
                l10n("room.error.unreachable", ["broker": safe(broker), "reason": safe(reason)]), code: .unavailable)
        }
    }
}
