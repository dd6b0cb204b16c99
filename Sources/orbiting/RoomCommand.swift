import ArgumentParser
import FoundationEssentials
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingText
import OrbitingWeb

#if canImport(Glibc)
    import Glibc
#endif

/// `orbiting room`: what a typist publishes with `orbiting --room NAME`, shown on another
/// screen (`orbiting room NAME`), followed as JSON lines, or published from a script (`say`).
struct Room: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "room",
        abstract: "Show a room's message full screen, or publish to a room.",
        discussion: """
            A typist runs `orbiting --room NAME`; any number of terminals run `orbiting room NAME` \
            and show what is typed there, each fitted to its own window. The screens meet \
            through an MQTT broker (--broker, the broker setting; mqtt://localhost:1883 by default).
            """,
        subcommands: [RoomShow.self, RoomSay.self],
        defaultSubcommand: RoomShow.self
    )
}

/// `orbiting room [show] NAME`: the room's message huge, full screen, or `--json` lines.
struct RoomShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a room's message full screen (read-only; q, Esc or Ctrl-C leaves).",
        discussion: """
            Says "waiting" until the typist's first message, shows when the typist left, and \
            reconnects on its own when the broker goes away. With --json, prints each update \
            as one line of JSON instead (for scripts and status bars).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The room's name (no +, #, / or control characters).")
    var name: String

    @Flag(help: "Print each update as one line of JSON instead of showing it.")
    var json = false

    @Flag(help: "Follow the typist's theme and scheme (default: this screen's own).")
    var roomTheme = false

    @OptionGroup var roomOptions: RoomOptions

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var renderOptions: RenderOptions

    /// `--web`, wherever it was written: the top command decodes the group and hands it on.
    @OptionGroup var webOptions: WebOptions

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let room = try RoomOptions.roomName(name, l10n: context.l10n)
        let settings = context.settings
        let options = try roomOptions.clientOptions(settings: settings, context: context)
        let address: WebAddress?
        let bridge: RoomWebBridge?
        do {
            address = try WebLaunch.address(flag: webOptions.web, settings: settings)
            bridge = try address.map { address throws(LaunchError) in
                try WebLaunch.roomBridge(
                    at: address, settings: settings, theme: themeOptions.theme, scheme: themeOptions.scheme,
                    language: context.l10n.code, paths: context.paths, environment: context.environment)
            }
        } catch {
            throw error.exit(context)
        }
        if let bridge {
            let headless = json || isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
            if headless {
                try Self.announce(bridge.server.url, room: room, json: json, context: context)
                try RoomLines(room: room, options: options, l10n: context.l10n, quiet: !json, forward: bridge.forward)
                    .run()
                return
            }
            defer { bridge.server.stop() }
            try await RoomScreenLauncher.run(
                room: room, options: options, global: global, context: context,
                themeOptions: themeOptions, followsTheme: roomTheme,
                render: try renderOptions.request(context.l10n), web: bridge)
            return
        }
        if json {
            try RoomLines(room: room, options: options, l10n: context.l10n).run()
            return
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw OrbitingExit.message(context.l10n("room.error.notATerminal"), code: .usage)
        }
        try await RoomScreenLauncher.run(
            room: room, options: options, global: global, context: context, themeOptions: themeOptions,
            followsTheme: roomTheme, render: try renderOptions.request(context.l10n))
    }
}

/// `orbiting room NAME --json`: one JSON line a update, until interrupted.
struct RoomLines {
    let room: RoomName
    let options: RoomClientOptions
    let l10n: Localizer
    /// Whether to print nothing (a headless browser bridge without --json): only a refusal ends it.
    var quiet = false
    /// Gets every update too (the browser bridge, fed from this one subscription).
    var forward: (@Sendable (RoomSubscription.Update) -> Void)?

    /// Prints updates until a signal ends the process; throws when the broker refuses.
    func run() throws {
        let subscription: RoomSubscription
        do {
            subscription = try RoomSubscription(room: room, options: options)
        } catch {
            throw error.exit(l10n)
        }
        subscription.start()
        while true {
            for update in subscription.wait() {
                if case .connection(.refused(let reason)) = update {
                    throw RoomError.refused(broker: options.broker.description, reason: reason).exit(l10n)
                }
                forward?(update)
                if !quiet { try StandardOutput.write(Self.line(update, room: room.name) + "\n", l10n) }
            }
        }
    }

    /// One update as a line of JSON, keys sorted.
    static func line(_ update: RoomSubscription.Update, room: String) -> String {
        var fields: [String: String] = ["room": TextSanitizer.singleLine(room)]
        var kept: Bool?
        switch update {
        case .document(let document):
            fields["text"] = document.text
            fields["theme"] = document.theme
            fields["scheme"] = document.scheme
            fields["at"] = document.at.formatted(.iso8601)
            kept = document.kept
        case .presence(let presence):
            fields["typist"] = presence.isHere ? "here" : "left"
            fields["at"] = presence.at.formatted(.iso8601)
        case .connection(let connection):
            switch connection {
            case .connecting: fields["connection"] = "connecting"
            case .connected: fields["connection"] = "connected"
            case .retrying(let reason):
                fields["connection"] = "retrying"
                fields["reason"] = TextSanitizer.singleLine(reason.description)
            case .refused(let reason):
                fields["connection"] = "refused"
                fields["reason"] = TextSanitizer.singleLine(reason)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(fields: fields, kept: kept)
        return String(decoding: (try? encoder.encode(line)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private struct Line: Encodable {
        var fields: [String: String]
        var kept: Bool?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
            if let kept { try container.encode(kept, forKey: Key("kept")) }
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}

extension RoomShow {
    /// Says where browsers find the room: a sentence, or with `json` a line `{"room":…,"url":…}`.
    static func announce(_ url: String, room: RoomName, json: Bool, context: CommandContext) throws {
        let line: String
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let fields = ["room": TextSanitizer.singleLine(room.name), "url": url]
            line = String(decoding: (try? encoder.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
        } else {
            line = context.l10n("web.headless.serving", ["room": TextSanitizer.singleLine(room.name), "url": url])
        }
        try StandardOutput.write(line + "\n", context.l10n)
    }
}
