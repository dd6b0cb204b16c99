import OrbitingCore

/// What `orbiting --kiosk` needs before the session starts: the lock, and the message.
public enum KioskLaunch {
    /// The lock opened by the phrase kept in `directory` with `orbiting config set kiosk-phrase`.
    /// - Throws: `LaunchError.noKioskPhrase` when none is set, `.kioskPhrase` when the file
    ///   cannot be used.
    public static func lock(directory: String) throws(LaunchError) -> KioskLock {
        guard let phrase = try phrase(directory: directory) else { throw .noKioskPhrase }
        return KioskLock(phrase: phrase)
    }

    /// The phrase kept in `directory`; nil when none is set.
    /// - Throws: `LaunchError.kioskPhrase` when the file is damaged, others may read it, or
    ///   it cannot be read.
    public static func phrase(directory: String) throws(LaunchError) -> KioskPhrase? {
        do {
            return try KioskPhrase.load(directory: directory)
        } catch {
            throw .kioskPhrase(error)
        }
    }

    /// `text`, else the message kept last in `store` (nil: the placeholder).
    public static func message(_ text: String?, store: MessageStore) -> String? {
        if let text, !text.isEmpty { return text }
        return try? store.messages(matching: MessageQuery(limit: 1)).first?.text
    }
}
