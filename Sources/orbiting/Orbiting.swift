import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// The `orbiting` command: with no subcommand it opens the full-screen session.
@main
struct Orbiting: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orbiting",
        abstract: "Show a typed message as large as the terminal allows.",
        discussion: """
            With no subcommand, Orbiting takes the whole terminal: type, and the message fills \
            the window, refitted on every key. Enter keeps it, Ctrl-L clears, Ctrl-O opens \
            History, F1 lists every key, Ctrl-D on an empty message quits.
            """,
        version: OrbitingVersion.full,
        subcommands: [
            Show.self,
            History.self,
            TimerStart.self,
            UntilStart.self,
            StopwatchStart.self,
            PomodoroStart.self,
            Timers.self,
            Config.self,
            Themes.self,
            Languages.self,
            Room.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "Open Home with this message shown (saved only after Enter).")
    var text: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var renderOptions: RenderOptions

    @Option(
        help: ArgumentHelp(
            "Publish what Home shows to this room, for `orbiting room NAME` elsewhere (default: the room setting).",
            valueName: "name"))
    var room: String?

    @OptionGroup var roomOptions: RoomOptions
    @OptionGroup var turnOptions: TurnOptions

    @OptionGroup var webOptions: WebOptions

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Lock the screen on the last message (or --text): every key is ignored until the phrase set with `orbiting "
                + "config set kiosk-phrase` and Enter."
        ))
    var kiosk = false

    /// Runs the command and turns `OrbitingExit` into its message and status.
    static func main() async {
        // `TZ` as glibc reads it (`:Europe/Berlin`, POSIX rules), before any zone is read.
        ZoneVariable.adoptProcessValue()
        // Standard output closed (`>&-`): the answer would be lost after the change was made,
        // and a script that retries on 74 would make it twice. Refused before anything.
        if fcntl(STDOUT_FILENO, F_GETFD) == -1 && errno == EBADF {
            let environment = ProcessEnvironment.variables()
            let l10n = Localizer.load(
                code: LanguageResolver.fromEnvironment(environment).language.code,
                findingDirectory: { RunLocalization.directory(environment: environment) })
            StandardError.write("orbiting: \(StandardOutput.failure(EBADF, l10n).text)\n")
            Glibc.exit(ExitStatus.ioError.rawValue)
        }
        // `--version` alone is answered before the parser reflects over every command's
        // options (most of its start-up time), exactly as the parser would answer it.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            guard FileDescriptorWriter.writeAll(OrbitingVersion.full + "\n", to: STDOUT_FILENO) else {
                let code = errno
                let environment = ProcessEnvironment.variables()
                let l10n = Localizer.load(
                    code: LanguageResolver.fromEnvironment(environment).language.code,
                    findingDirectory: { RunLocalization.directory(environment: environment) })
                StandardError.write("orbiting: \(StandardOutput.failure(code, l10n).text)\n")
                Glibc.exit(ExitStatus.ioError.rawValue)
            }
            return
        }
        do {
            // Plain `show` arguments skip ArgumentParser's parse (a third of a `show` process);
            // anything else is parsed by ArgumentParser, and its help and errors are ours.
            if try ManualPage.answer(
                Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.variables())
            {
                return
            }
            if let show = ShowRequest.plain(Array(CommandLine.arguments.dropFirst())) {
                try await show.run()
                return
            }
            var command = try parseAsRoot(
                ConfigSet.negativeValues(WebOptions.bareGetsEmptyValue(Array(CommandLine.arguments.dropFirst()))))
            if let asyncCommand = command as? AsyncParsableCommand {
                try await runOnItsOwnThread(asyncCommand)
            } else {
                try command.run()
            }
        } catch let error as OrbitingExit {
            StandardError.write("orbiting: \(error.text)\n")
            Glibc.exit(error.status.rawValue)
        } catch {
            // Help and usage errors are written from the command tree in the run's language.
            if let status = await CommandLineReport.handle(error, arguments: Array(CommandLine.arguments.dropFirst())) {
                Glibc.exit(status.rawValue)
            }
            let status = exitCode(for: error)
            // Help and version print as ArgumentParser prints them.
            guard status != .success else { exit(withError: error) }
            // An error quotes the arguments given, which may hold escape sequences: each
            // line is made visible before it reaches the terminal.
            let lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
            StandardError.write(lines.map { TextSanitizer.escaped(String($0)) }.joined(separator: "\n") + "\n")
            Glibc.exit(status.rawValue)
        }
    }

    /// Runs `command` on a thread of its own rather than the cooperative pool's: the stores
    /// are synchronous, and a change may wait for the lock and `fsync`.
    private static func runOnItsOwnThread(_ command: sending any AsyncParsableCommand) async throws {
        var command = command
        let executor = ThreadExecutor()
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { try await command.run() }
    }

    mutating func run() async throws {
        try await SessionLauncher.run(
            global: global, text: text, themeOptions: themeOptions, renderOptions: renderOptions,
            room: room, roomOptions: roomOptions, turnOptions: turnOptions, kiosk: kiosk,
            web: webOptions.web)
    }
}

/// The version printed by `orbiting --version`.
enum OrbitingVersion {
    /// The release number.
    static let string = "0.1.0"
    /// The release number and the commit built from: `0.1.0 (2e76afc1a2b3)`.
    static let full = "\(string) (\(BuildCommit.id))"
}
