import OrbitingApp
import OrbitingCore
import OrbitingText

/// `orbiting config set kiosk-phrase PHRASE`: keeps the kiosk's unlock phrase as a salted
/// hash in the configuration directory, never in clear (`-` reads it from standard input,
/// so it stays out of the shell's history).
enum KioskPhraseSetting {
    /// The key as typed.
    static let key = "kiosk-phrase"

    /// Hashes and keeps `value` (or standard input for `-`, one line, its line break dropped).
    /// - Throws: a usage error for an empty phrase, or one that cannot be typed (a control
    ///   character, a second line); the store's error when it cannot be written.
    static func set(_ value: String, context: CommandContext) throws {
        var phrase = value
        if value == "-" {
            let data = TerminalFacts.readStandardInput(limit: 4096) ?? []
            phrase = String(decoding: data, as: UTF8.self)
            if phrase.last?.isNewline == true { phrase.removeLast() }
        }
        guard !phrase.isEmpty, phrase.count <= KioskLock.longestPhrase else {
            throw OrbitingExit.message(context.l10n("kiosk.error.emptyPhrase"), code: .usage)
        }
        guard KioskPhrase.isTypable(phrase) else {
            throw OrbitingExit.message(context.l10n("kiosk.error.phraseCharacters"), code: .usage)
        }
        do {
            try KioskPhrase(phrase: phrase).save(directory: context.paths.config)
        } catch {
            throw context.exit(for: error)
        }
        try StandardOutput.write(context.l10n("kiosk.phrase.set") + "\n", context.l10n)
    }

    /// Says whether a phrase is set, never the phrase (only its salted hash is kept).
    /// - Throws: `OrbitingExit` for a damaged or shared phrase file.
    static func get(context: CommandContext) throws {
        let phrase: KioskPhrase?
        do {
            phrase = try KioskLaunch.phrase(directory: context.paths.config)
        } catch {
            throw error.exit(context)
        }
        try StandardOutput.write(
            context.l10n(phrase == nil ? "kiosk.phrase.notSet" : "kiosk.phrase.isSet") + "\n", context.l10n)
    }
}
