import OrbitingApp
import OrbitingCore
import OrbitingText

/// `orbiting config set kiosk-phrase PHRASE`: keeps the kiosk's unlock phrase as a salted
/// hash in the configuration directory, never in clear (`-` reads it from standard input,
/// so it stays out of the shell's history).
enum KioskPhraseSetting {
    /// The key as typed.
    static let key = "kiosk-phrase"

    /// Hashes and keeps `value` (or the first line of standard input for `-`).
    /// - Throws: a usage error for an empty phrase; the store's error when it cannot be written.
    static func set(_ value: String, context: CommandContext) throws {
        var phrase = value
        if value == "-" {
            let data = TerminalFacts.readStandardInput(limit: 4096) ?? []
            phrase = String(decoding: data, as: UTF8.self)
            if let newline = phrase.firstIndex(where: \.isNewline) { phrase = String(phrase[..<newline]) }
        }
        guard !phrase.isEmpty, phrase.count <= KioskLock.longestPhrase else {
            throw OrbitingExit.message(context.l10n("kiosk.error.emptyPhrase"), code: .usage)
        }
        do {
            try KioskPhrase(phrase: phrase).save(directory: context.paths.config)
        } catch {
            throw context.exit(for: error)
        }
        StandardOutput.write(context.l10n("kiosk.phrase.set") + "\n")
    }
}
