import OrbitingCore
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// What every store command needs: where the files are, the words in the chosen language,
/// and how store errors and warnings reach the person.
struct CommandContext {
    /// The data and config directories of this run.
    let paths: OrbitingPaths
    /// The words in the chosen language.
    let l10n: Localizer
    /// The process environment.
    let environment: [String: String]

    /// The settings of this run, read once by `make` (the defaults when the file cannot be read).
    var settings = Settings()
    /// What reading the settings found besides files moved aside (a value not allowed), for
    /// the commands that use the settings to say.
    var settingsWarnings: [StoreWarning] = []

    /// Builds the context from the global options, the settings and the environment.
    ///
    /// - Parameter reportsSettings: whether an unreadable settings file is said here (the
    ///   `config` commands report it themselves, as their error).
    static func make(
        _ global: GlobalOptions, environment: [String: String] = ProcessEnvironment.variables(),
        reportsSettings: Bool = true
    ) async throws -> CommandContext {
        let paths = global.paths(environment: environment)
        let read = readSettings(directory: paths.config)
        let l10n = try global.localizer(setting: read.settings.language, environment: environment)
        var context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        context.settings = read.settings
        context.settingsWarnings = read.warnings.filter { !Self.isMovedFile($0) }
        if reportsSettings, let problem = read.problem { context.reportSettings(problem) }
        // A corrupt settings file is moved aside by whichever command reads it first: that
        // one says so (the settings commands report the rest of what they find).
        context.reportMovedFiles(read.warnings)
        // Times would be in UTC without a word: said once, on stderr.
        if let zone = ZoneVariable.unknownName(forProcessValue: environment["TZ"]) {
            StandardError.write(
                "orbiting: " + l10n("timer.warning.unknownTZ", ["zone": TextSanitizer.singleLine(zone)]) + "\n")
        }
        return context
    }

    /// The one way a run reads its settings: a file that cannot be read must not stop a
    /// command, which goes on with the defaults (and its language from the flag or the
    /// environment); `reportSettings` says so once. A corrupt file is moved aside and the
    /// warnings say so.
    static func readSettings(directory: String) -> (settings: Settings, warnings: [StoreWarning], problem: StoreError?)
    {
        do {
            let (settings, warnings) = try SettingsStore.load(directory: directory)
            return (settings, warnings, nil)
        } catch {
            return (Settings(), [], error)
        }
    }

    /// Says, once and in the person's language, that the settings file could not be read.
    func reportSettings(_ problem: StoreError) {
        StandardError.write("orbiting: " + exit(for: problem).text + "\n")
    }

    /// The message store of this run.
    func messageStore() -> MessageStore { MessageStore(directory: paths.data) }

    /// The settings of this run.
    func settingsStore() -> SettingsStore { SettingsStore(directory: paths.config) }

    /// Prints, of what the store did on its own, the files it moved aside (or could not).
    func reportMovedFiles(_ warnings: [StoreWarning]) {
        report(warnings.filter(Self.isMovedFile))
    }

    /// Whether `warning` says a file was moved aside (or could not be).
    static func isMovedFile(_ warning: StoreWarning) -> Bool {
        switch warning {
        case .quarantined, .quarantineFailed: true
        default: false
        }
    }

    /// Prints what the store did on its own (files quarantined, bad settings) to stderr.
    func report(_ warnings: [StoreWarning]) {
        for warning in warnings {
            let text: String
            switch warning {
            case .quarantined(let path, let movedTo):
                text = l10n(
                    "store.quarantined",
                    ["path": TextSanitizer.singleLine(path), "movedTo": TextSanitizer.singleLine(movedTo)])
            case .quarantineFailed(let path, let code):
                text = l10n(
                    "store.quarantineFailed", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)])
            case .partlyUnreadable(let path, let unreadable, let copiedTo):
                text = l10n.plural(
                    "store.partlyUnreadable", count: unreadable,
                    [
                        "path": TextSanitizer.singleLine(path),
                        "copy": TextSanitizer.singleLine(copiedTo),
                    ])
            case .missingFields(let path, let count, let fields, let copiedTo):
                text = l10n.plural(
                    "store.missingFields", count: count,
                    [
                        "path": TextSanitizer.singleLine(path),
                        "fields": fields.joined(separator: ", "),
                        "copy": TextSanitizer.singleLine(copiedTo),
                    ])
            case .newerFileSkipped(let path, let version):
                text = l10n("store.newerSkipped", ["path": TextSanitizer.singleLine(path), "version": String(version)])
            case .invalidSetting(let key, let value):
                text = l10n("settings.invalidValue", ["key": key, "value": TextSanitizer.singleLine(value)])
            }
            StandardError.write("orbiting: " + text + "\n")
        }
    }

    /// Runs `body` against the message store, then reports its warnings; a store error
    /// becomes the matching localized message and exit status.
    @discardableResult
    func withMessages<T>(_ body: (MessageStore) throws(StoreError) -> T) throws -> T {
        let store = messageStore()
        return try reporting(store.takeWarnings) { () throws(StoreError) -> T in try body(store) }
    }

    /// Runs `body` against the settings, then reports its warnings, as `withMessages`.
    @discardableResult
    func withSettings<T>(_ body: (SettingsStore) throws(StoreError) -> T) throws -> T {
        let store = settingsStore()
        return try reporting(store.takeWarnings) { () throws(StoreError) -> T in try body(store) }
    }

    /// Runs `body`, then reports what the store did on the side (`warnings`), whether it
    /// succeeded or not; a store error becomes its localized message and exit status.
    func reporting<T>(_ warnings: () -> [StoreWarning], _ body: () throws(StoreError) -> T) throws -> T {
        defer { report(warnings()) }
        do {
            return try body()
        } catch {
            throw exit(for: error)
        }
    }

    /// The message and exit status for a store error.
    func exit(for error: StoreError) -> OrbitingExit {
        switch error {
        case .unreadable(let path, let code):
            return .message(
                l10n("store.unreadable", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]),
                code: .ioError)
        case .writeFailed(let path, let code):
            return .message(
                l10n("store.writeFailed", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]),
                code: .ioError)
        case .notDurable(let path, let code):
            return .message(
                l10n("store.notDurable", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]),
                code: .ioError)
        case .noSpace(let path):
            return .message(l10n("store.noSpace", ["path": TextSanitizer.singleLine(path)]), code: .ioError)
        case .newerVersion(let path, let version):
            return .message(
                l10n("store.newerVersion", ["path": TextSanitizer.singleLine(path), "version": String(version)]),
                code: .tempFail)
        case .newerUnreadable(let path, let version):
            return .message(
                l10n("store.newerUnreadable", ["path": TextSanitizer.singleLine(path), "version": String(version)]),
                code: .tempFail)
        case .tooLong(let bytes, let limit):
            return .message(
                l10n.plural("store.tooLong", count: bytes, ["bytes": String(bytes), "limit": String(limit)]),
                code: .usage)
        case .notFound(let prefix):
            return .message(l10n("history.notFound", ["prefix": TextSanitizer.singleLine(prefix)]), code: .usage)
        case .ambiguous(let prefix, let candidates):
            let lines = candidates.map {
                "  " + TextSanitizer.singleLine($0.id) + "  " + TextFitter.fitted($0.text, columns: 40)
            }
            let head = l10n.plural(
                "history.ambiguous", count: candidates.count, ["prefix": TextSanitizer.singleLine(prefix)])
            return .message(([head] + lines).joined(separator: "\n"), code: .usage)
        case .notRegularFile(let path):
            return .message(l10n("store.notRegularFile", ["path": TextSanitizer.singleLine(path)]), code: .ioError)
        case .tooLarge(let path, let limit):
            return .message(
                l10n("store.tooLarge", ["path": TextSanitizer.singleLine(path), "size": String(limit >> 20) + " MiB"]),
                code: .dataError)
        case .busy(let path):
            return .message(
                l10n.plural(
                    "store.busy", count: MessageStore.lockWaitSeconds,
                    ["path": TextSanitizer.singleLine(path), "seconds": String(MessageStore.lockWaitSeconds)]),
                code: .tempFail)
        case .invalidImport:
            return .message(l10n("history.import.notJSON"), code: .dataError)
        case .noSuchTimer(let key):
            return .message(l10n("timers.notFound", ["key": TextSanitizer.singleLine(key)]), code: .usage)
        case .ambiguousTimer(let key, let candidates):
            let lines = candidates.map {
                "  " + TextSanitizer.singleLine($0.id) + "  " + TextFitter.fitted($0.label, columns: 40)
            }
            let head = l10n.plural(
                "timers.ambiguous", count: candidates.count, ["key": TextSanitizer.singleLine(key)])
            return .message(([head] + lines).joined(separator: "\n"), code: .usage)
        }
    }

    /// The system's words for an `errno` value.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
