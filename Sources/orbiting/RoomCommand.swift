import ArgumentParser
import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingText

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

    @Option(
        help: ArgumentHelp(
            "Also serve the room to browsers at this address (default: the web setting; `lan`: this machine's network "
                + "address). With --json or without a terminal, runs without a screen and prints the address.",
            valueName: "address"))
    var web: String?

    /// `--web` as it reaches this command: the parser hands a `--web` after a subcommand to
    /// the session's own `--web`, so `WebStart.routingFlag` renames it for a room.
    @Option(name: .customLong(WebStart.roomFlagName), help: .hidden)
    var roomWeb: String?

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let room = try RoomOptions.roomName(name, l10n: context.l10n)
        let settings = context.settings
        let options = try roomOptions.clientOptions(settings: settings, context: context)
        if let address = try WebStart.address(flag: roomWeb ?? web, settings: settings, l10n: context.l10n) {
            let headless = json || isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
            let bridge = try RoomWebStart.bridge(
                address: address, settings: settings, themeOptions: themeOptions,
                context: context)
            if headless {
                try RoomWebStart.announce(bridge.server.url, room: room, json: json, context: context)
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
