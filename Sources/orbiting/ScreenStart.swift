import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The executable's side of starting a full-screen program: what the launch found said in
/// the person's words, and a run's end made output and an exit status.
enum ScreenStart {
    /// Says what preparing the screen found, on stderr: the themes' warnings and the font's note.
    static func said(_ l10n: Localizer) -> (ScreenLauncher) -> Void {
        { start in
            for warning in start.first.warnings(l10n) { StandardError.write("orbiting: " + warning + "\n") }
            if let note = start.fontNote { StandardError.write("orbiting: " + note + "\n") }
        }
    }

    /// What a `font` setting draws with, for `context`'s words and environment (see `engineMaker`).
    static func engineMaker(_ context: CommandContext) -> SessionFonts.Maker {
        engineMaker(l10n: context.l10n, environment: context.environment)
    }

    /// Words for a store error in the language of a `Localizer`, for `context`'s paths.
    static func describe(_ context: CommandContext) -> @Sendable (StoreError, Localizer) -> String {
        let paths = context.paths, environment = context.environment
        return { error, l10n in CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error).text
        }
    }

    /// What a `font` setting draws with: `FontChoice`'s engine, the pixel look (and why) when
    /// the font cannot be had.
    static func engineMaker(l10n: Localizer, environment: [String: String]) -> SessionFonts.Maker {
        { name, language in
            let choice = FontChoice(argument: name) ?? .auto
            do {
                return try choice.engine(l10n: l10n, language: language, environment: environment)
            } catch {
                return (BigTextEngine.bitmap(), (error as? OrbitingExit)?.text)
            }
        }
    }

    /// Runs a full-screen program; a terminal that cannot be taken is an I/O error (74), what
    /// went wrong on the way goes to standard error, and an end by a signal exits with its
    /// status (128 + the signal) at once.
    static func finish(l10n: Localizer, _ run: () async throws(TerminalError) -> SessionOutcome) async throws {
        let outcome: SessionOutcome
        do {
            outcome = try await run()
        } catch {
            throw OrbitingExit.message(
                l10n("session.error.terminal", ["reason": String(cString: strerror(error.code))]),
                code: .ioError)
        }
        for problem in outcome.problems { StandardError.write("orbiting: " + problem + "\n") }
        if outcome.status != 0 { Glibc.exit(outcome.status) }
    }
}

extension ThemeOptions {
    /// What `--lang` (in `global`), `--theme`, `--scheme` and `--render` asked for, as plain values.
    func lookRequest(_ global: GlobalOptions, render: RenderRequest?) -> LookRequest {
        LookRequest(language: global.lang, theme: theme, scheme: scheme, render: render)
    }
}
