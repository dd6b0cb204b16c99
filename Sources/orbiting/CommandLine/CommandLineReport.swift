import ArgumentParser
import OrbitingCore
import OrbitingTerminal

/// Help and usage errors written by Orbiting in the run's language, from the parsed command
/// tree, instead of ArgumentParser's English: `--lang`, then the `language` setting, then
/// the environment choose the language, as for the screens.
enum CommandLineReport {
    /// Prints the help or the usage error `error` stands for and returns the exit status
    /// (0 for help, 64 for a usage error); nil when `error` is neither (a version request,
    /// the parser's dump, or an error of the command itself), which the caller reports.
    static func handle(
        _ error: any Error, arguments: [String],
        environment: [String: String] = ProcessEnvironment.variables()
    ) async -> ExitStatus? {
        let status = Orbiting.exitCode(for: error)
        let problem =
            status == .success ? nil : UsageProblem.from(parserError: error, message: Orbiting.message(for: error))
        guard status == .success || problem != nil, let tree = CommandTree.orbiting() else { return nil }
        let reading = CommandLineReading(arguments, tree: tree)
        if status == .success && !reading.asksHelp { return nil }
        let l10n = await localizer(reading, environment: environment)
        let help = CommandHelp(tree: tree, words: CommandWords(l10n: l10n), width: width(environment: environment))
        if let problem {
            StandardError.write(UsageReport(problem: problem, path: reading.path, help: help).text)
            return .usage
        }
        do {
            try StandardOutput.write(help.rendered(reading.path), l10n)
        } catch {
            StandardError.write("orbiting: " + error.text + "\n")
            return .ioError
        }
        return .success
    }

    /// The language of the words read: `--lang` when it names a language, then the setting
    /// (from `--data-dir`'s settings when given), then the environment.
    static func localizer(_ reading: CommandLineReading, environment: [String: String]) async -> Localizer {
        let paths = OrbitingPaths.resolve(override: reading.dataDir, environment: environment)
        // Only the language of the words: the command that reads the settings reports the file.
        let setting = CommandContext.readSettings(directory: paths.config).settings.language
        if let chosen = try? RunLocalization.localizer(flag: reading.lang, setting: setting, environment: environment) {
            return chosen
        }
        return (try? RunLocalization.localizer(flag: nil, setting: setting, environment: environment))
            ?? Localizer.load(
                LanguageResolver.fromEnvironment(environment).language,
                from: RunLocalization.directory(environment: environment))
    }

    /// The width help is wrapped to: `COLUMNS`, else the terminal's, else 80.
    static func width(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return max(columns, 40) }
        if let size = TerminalSize.of(fileDescriptor: 1) { return max(size.columns, 40) }
        return 80
    }
}
