import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// `orbiting room say NAME TEXT`: publishes a message to a room from a script; `-` (or
/// piped input with no text) publishes each line of standard input as it comes.
struct RoomSay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Publish a message to a room (retained: screens that join later show it).",
        discussion: """
            With `-`, or no text and piped input, publishes each line of standard input as it \
            comes, like `show --follow`. Fails when the broker cannot be reached within 10 \
            seconds (exit 69) or refuses the user or password (exit 77).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The room's name (no +, #, / or control characters).")
    var name: String

    @Argument(help: "The message; `-` reads standard input, one message a line.")
    var text: [String] = []

    @OptionGroup var roomOptions: RoomOptions

    @OptionGroup var themeOptions: ThemeOptions

    /// How long `say` waits for the broker before giving up.
    static let connectTimeout: Duration = .seconds(10)

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let l10n = context.l10n
        let room = try RoomOptions.roomName(name, l10n: l10n)
        let settings = context.settings
        let options = try roomOptions.clientOptions(settings: settings, context: context)
        let theme = themeOptions.theme ?? settings.theme
        let scheme = themeOptions.scheme ?? settings.colorScheme.rawValue
        let readsInput = text == ["-"] || (text.isEmpty && isatty(STDIN_FILENO) == 0)
        guard readsInput || !text.isEmpty else {
            throw OrbitingExit.message(l10n("room.error.noText"), code: .usage)
        }
        func document(_ message: String) throws -> RoomDocument {
            let document = RoomDocument(text: message, theme: theme, scheme: scheme, kept: true)
            guard document.payload.count <= RoomDocument.maximumBytes else {
                throw InputLimits.refusal(RoomDocument.maximumBytes, l10n, status: readsInput ? .dataError : .usage)
            }
            return document
        }
        let first = readsInput ? nil : try document(text.joined(separator: " "))
        let client: RoomClient
        do {
            client = try RoomClient(options: options)
        } catch {
            throw error.exit(l10n)
        }
        client.start { _ in }
        try Self.waitUntilConnected(client, options: options, l10n: l10n)
        // What was published goes out before the goodbye, which is waited for.
        defer { client.close(timeout: Self.connectTimeout) }
        if let first {
            try Self.publish(first, to: room, with: client, options: options, l10n: l10n)
            return
        }
        var chunker = MessageChunker()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var pending = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let messages = chunker.feed(buffer[0..<count])
            pending = messages.isEmpty ? pending + count : 0
            guard pending <= RoomDocument.maximumBytes else {
                throw InputLimits.refusal(RoomDocument.maximumBytes, l10n, status: .dataError)
            }
            for message in messages {
                try Self.publish(try document(message), to: room, with: client, options: options, l10n: l10n)
            }
        }
        if let last = chunker.finish() {
            try Self.publish(try document(last), to: room, with: client, options: options, l10n: l10n)
        }
    }

    /// Waits until `client` is connected; throws when the broker refuses or does not answer in time.
    static func waitUntilConnected(_ client: RoomClient, options: RoomClientOptions, l10n: Localizer) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + connectTimeout
        var lastReason = l10n("room.error.timeout")
        while clock.now < deadline {
            switch client.connection {
            case .connected: return
            case .refused(let reason):
                throw RoomError.refused(broker: options.broker.description, reason: reason).exit(l10n)
            case .retrying(let reason):
                // A handshake that did not end will not end by waiting longer, and a port
                // where nothing listens answers at once: no broker is there to wait for.
                if reason.isFinal {
                    throw RoomError.unreachable(broker: options.broker.description, reason: reason.text(l10n))
                        .exit(l10n)
                }
                lastReason = reason.text(l10n)
            case .connecting: break
            }
            usleep(10_000)
        }
        throw RoomError.unreachable(broker: options.broker.description, reason: lastReason).exit(l10n)
    }

    /// Publishes `document`, waiting for the connection again if it was lost.
    static func publish(
        _ document: RoomDocument, to room: RoomName, with client: RoomClient,
        options: RoomClientOptions, l10n: Localizer
    ) throws {
        while !client.publish(document.payload, to: room.topic) {
            try waitUntilConnected(client, options: options, l10n: l10n)
        }
    }
}
