import Foundation
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

    /// Builds the context from the global options, the `language` setting and the environment.
    static func make(
        _ global: GlobalOptions, environment: [String: String] = ProcessEnvironment.variables()
    ) async throws -> CommandContext {
        let paths = global.paths(environment: environment)
        // A settings file that cannot be read must not stop a history command: its language
        // is then the flag's or the environment's, and the settings commands report the file.
        let settings = SettingsStore(directory: paths.config)
        let setting = try? await settings.load().language
        let l10n = try global.localizer(setting: setting ?? nil, environment: environment)
        let context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        // A corrupt settings file is moved aside by whichever command reads it first: that
        // one says so (the settings commands report the rest of what they find).
        context.reportMovedFiles(await settings.takeWarnings())
        // Times would be in UTC without a word: said once, on stderr.
        if let zone = ZoneVariable.unknownName(forProcessValue: environment["TZ"]) {
            StandardError.write("orbiting: " + l10n("timer.warning.unknownTZ", ["zone": TextSanitizer.singleLine(zone)]) + "\n")
        }
        return context
    }

    /// The message store of this run.
    func messageStore() -> MessageStore { MessageStore(directory: paths.data) }

    /// The settings of this run.
    func settingsStore() -> SettingsStore { SettingsStore(directory: paths.config) }

    /// Prints, of what the store did on its own, the files it moved aside (or could not).
    func reportMovedFiles(_ warnings: [StoreWarning]) {
        report(warnings.filter { warning in
            switch warning {
            case .quarantined, .quarantineFailed: return true
            default: return false
            }
        })
    }

    /// Prints what the store did on its own (files quarantined, bad settings) to stderr.
    func report(_ warnings: [StoreWarning]) {
        for warning in warnings {
            let text: String
            switch warning {
            case .quarantined(let path, let movedTo):
                text = l10n("store.quarantined", ["path": TextSanitizer.singleLine(path), "movedTo": TextSanitizer.singleLine(movedTo)])
            case .quarantineFailed(let path, let code):
                text = l10n("store.quarantineFailed", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)])
            case .partlyUnreadable(let path, let unreadable, let copiedTo):
                text = l10n("store.partlyUnreadable", ["path": TextSanitizer.singleLine(path), "count": String(unreadable),
                                                       "copy": TextSanitizer.singleLine(copiedTo)])
            case .missingFields(let path, let count, let fields, let copiedTo):
                text = l10n("store.missingFields", ["path": TextSanitizer.singleLine(path), "count": String(count),
                                                    "fields": fields.joined(separator: ", "),
                                                    "copy": TextSanitizer.singleLine(copiedTo)])
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
    func withMessages<T>(_ body: (MessageStore) async throws(StoreError) -> T) async throws -> T {
        let store = messageStore()
        return try await reporting({ await store.takeWarnings() }) { () async throws(StoreError) -> T in try await body(store) }
    }

    /// Runs `body` against the settings, then reports its warnings, as `withMessages`.
    @discardableResult
    func withSettings<T>(_ body: (SettingsStore) async throws(StoreError) -> T) async throws -> T {
        let store = settingsStore()
        return try await reporting({ await store.takeWarnings() }) { () async throws(StoreError) -> T in try await body(store) }
    }

    private func reporting<T>(
        _ warnings: () async -> [StoreWarning],
        _ body: () async throws(StoreError) -> T
    ) async throws -> T {
        do {
            let result = try await body()
            report(await warnings())
            return result
        } catch {
            report(await warnings())
            throw exit(for: error)
        }
    }

    /// The message and exit status for a store error.
    func exit(for error: StoreError) -> OrbitingExit {
        switch error {
        case .unreadable(let path, let code):
            return .message(l10n("store.unreadable", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]), code: .ioError)
        case .writeFailed(let path, let code):
            return .message(l10n("store.writeFailed", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]), code: .ioError)
        case .notDurable(let path, let code):
            return .message(l10n("store.notDurable", ["path": TextSanitizer.singleLine(path), "reason": Self.reason(code)]), code: .ioError)
        case .noSpace(let path):
            return .message(l10n("store.noSpace", ["path": TextSanitizer.singleLine(path)]), code: .ioError)
        case .newerVersion(let path, let version):
            return .message(l10n("store.newerVersion", ["path": TextSanitizer.singleLine(path), "version": String(version)]), code: .tempFail)
        case .newerUnreadable(let path, let version):
            return .message(l10n("store.newerUnreadable", ["path": TextSanitizer.singleLine(path), "version": String(version)]), code: .tempFail)
        case .tooLong(let bytes, let limit):
            return .message(l10n("store.tooLong", ["bytes": String(bytes), "limit": String(limit)]), code: .usage)
        case .notFound(let prefix):
            return .message(l10n("history.notFound", ["prefix": TextSanitizer.singleLine(prefix)]), code: .usage)
        case .ambiguous(let prefix, let candidates):
            let lines = candidates.map { "  " + TextSanitizer.singleLine($0.id) + "  " + TextFitter.fitted($0.text, columns: 40) }
            let head = l10n("history.ambiguous", ["prefix": TextSanitizer.singleLine(prefix), "count": String(candidates.count)])
            return .message(([head] + lines).joined(separator: "\n"), code: .usage)
        case .notRegularFile(let path):
            return .message(l10n("store.notRegularFile", ["path": TextSanitizer.singleLine(path)]), code: .ioError)
        case .tooLarge(let path, let limit):
            return .message(l10n("store.tooLarge", ["path": TextSanitizer.singleLine(path), "size": String(limit >> 20) + " MiB"]),
                            code: .dataError)
        case .busy(let path):
            return .message(l10n("store.busy", ["path": TextSanitizer.singleLine(path), "seconds": String(MessageStore.lockWaitSeconds)]), code: .tempFail)
        case .invalidImport:
            return .message(l10n("history.import.notJSON"), code: .dataError)
        case .noSuchTimer(let key):
            return .message(l10n("timers.notFound", ["key": TextSanitizer.singleLine(key)]), code: .usage)
        case .ambiguousTimer(let key, let candidates):
            let lines = candidates.map { "  " + TextSanitizer.singleLine($0.id) + "  " + TextFitter.fitted($0.label, columns: 40) }
            let head = l10n("timers.ambiguous", ["key": TextSanitizer.singleLine(key), "count": String(candidates.count)])
            return .message(([head] + lines).joined(separator: "\n"), code: .usage)
        }
    }

    /// The system's words for an `errno` value.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
