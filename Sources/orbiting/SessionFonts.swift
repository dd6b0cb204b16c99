import Foundation
import OrbitingCore
import OrbitingTerminal
import Synchronization

/// The session's fonts: the engine for each value of the `font` setting (resolved once and
/// kept, so stepping back to a font is instant), and the families Settings offers, found by
/// fontconfig on a thread of their own while the session starts.
final class SessionFonts: Sendable {
    /// The families offered when fontconfig has them, each as a bold pattern: sans and serif
    /// faces common on Linux desktops.
    static let candidates = [
        "Noto Sans", "Noto Serif", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Liberation Sans",
        "Liberation Serif", "Ubuntu", "Cantarell", "FreeSans", "FreeSerif",
    ]

    private let l10n: Localizer
    private let environment: [String: String]
    private let engines = Mutex<[String: BigTextEngine]>([:])
    private let offered = Mutex<[String]?>(nil)

    init(l10n: Localizer, environment: [String: String]) {
        self.l10n = l10n
        self.environment = environment
    }

    /// The engine for the font setting `name` (`auto`, `unifont`, `builtin` or a pattern) in
    /// the language `language` (a catalogue code, which picks the Han fallback); the pixel look
    /// when the font cannot be had (`unifont` not installed).
    func engine(for name: String, language: String) -> BigTextEngine {
        if let known = engines.withLock({ $0[name + "\u{0}" + language] }) { return known }
        return start(with: name, language: language).engine
    }

    /// The engine for the setting `name` in `language` (the run's language when nil), kept for
    /// later, and a note to print once when it had to fall back (no outline font, or no
    /// Unifont); the session starts with this.
    func start(with name: String, language: String? = nil) -> (engine: BigTextEngine, note: String?) {
        let choice = FontChoice(argument: name) ?? .auto
        let code = language ?? l10n.code
        let first: (engine: BigTextEngine, note: String?)
        do {
            first = try choice.engine(l10n: l10n, language: code, environment: environment)
        } catch {
            first = (BigTextEngine.bitmap(), (error as? OrbitingExit)?.text)
        }
        engines.withLock { $0[name + "\u{0}" + code] = first.engine }
        return first
    }

    /// Starts looking up the offered families on a thread of its own.
    func prepareOffer() {
        Thread { [self] in _ = offer }.start()
    }

    /// The values Settings offers: `auto`, `unifont` (when installed), then the candidate
    /// families fontconfig has, as `Family:bold`.
    var offer: [String] {
        offered.withLock { known in
            if let known { return known }
            var values = [FontSetting.automatic]
            if Unifont() != nil { values.append(FontSetting.unifont) }
            values += OutlineFonts.installedFamilies(among: Self.candidates).map { $0 + ":bold" }
            known = values
            return values
        }
    }
}
