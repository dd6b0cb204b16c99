import OrbitingApp
import OrbitingCore
import OrbitingText

/// What `orbiting --kiosk` needs before the session starts: the lock, and the message.
enum KioskStart {
    /// The lock opened by the phrase kept with `orbiting config set kiosk-phrase`.
    /// - Throws: a configuration error (78) when no phrase is set, the file is damaged or
    ///   others may read it, or the file's own error.
    static func lock(paths: OrbitingPaths, l10n: Localizer, environment: [String: String]) throws -> KioskLock {
        guard let phrase = try phrase(paths: paths, l10n: l10n, environment: environment) else {
            throw OrbitingExit.message(l10n("kiosk.error.noPhrase"), code: .config)
        }
        return KioskLock(phrase: phrase)
    }

    /// The phrase kept with `orbiting config set kiosk-phrase`; nil when none is set.
    /// - Throws: a configuration error (78) when the file is damaged or others may read it,
    ///   or the file's own error.
    static func phrase(paths: OrbitingPaths, l10n: Localizer, environment: [String: String]) throws -> KioskPhrase? {
        do {
            return try KioskPhrase.load(directory: paths.config)
        } catch .store(let error) {
            throw CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error)
        } catch .damaged(let path) {
            throw OrbitingExit.message(
                l10n("kiosk.error.damaged", ["path": TextSanitizer.escaped(path)]), code: .config)
        } catch .shared(let path) {
            throw OrbitingExit.message(
                l10n("room.error.passwordFileShared", ["path": TextSanitizer.escaped(path)]), code: .config)
        }
    }

    /// `text`, else the message kept last (nil: the placeholder).
    static func message(_ text: String?, store: MessageStore) -> String? {
        if let text, !text.isEmpty { return text }
        return try? store.messages(matching: MessageQuery(limit: 1)).first?.text
    }
}
