import OrbitingCore
import OrbitingTerminal
import Synchronization

/// The session's fonts: the engine for each value of the `font` setting (resolved once and
/// kept, so stepping back to a font is instant), and the families Settings offers, found by
/// fontconfig on a thread of their own while the session starts.
public final class SessionFonts: Sendable {
    /// The families offered when fontconfig has them, each as a bold pattern: sans and serif
    /// faces common on Linux desktops.
    public static let candidates = [
        "Noto Sans", "Noto Serif", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Liberation Sans",
        "Liberation Serif", "Ubuntu", "Cantarell", "FreeSans", "FreeSerif",
    ]

    /// Makes the engine for a `font` setting in a language, and the note to print once when it
    /// had to fall back; what a font name means is the caller's (the executable's `FontChoice`).
    public typealias Maker = @Sendable (_ name: String, _ language: String) -> (engine: BigTextEngine, note: String?)

    /// The run's language code, for `start(with:)` without one.
    private let language: String
    private let make: Maker
    private let engines = Mutex<[String: BigTextEngine]>([:])
    private let offered = Mutex<[String]?>(nil)

    /// The fonts of a run in `language` (a catalogue code), each engine made by `make`.
    public init(language: String, make: @escaping Maker) {
        self.language = language
        self.make = make
    }

    /// The engine for the font setting `name` (`auto`, `unifont`, `builtin` or a pattern) in
    /// the language `language` (a catalogue code, which picks the Han fallback); the pixel look
    /// when the font cannot be had (`unifont` not installed).
    public func engine(for name: String, language: String) -> BigTextEngine {
        if let known = engines.withLock({ $0[name + "\u{0}" + language] }) { return known }
        return start(with: name, language: language).engine
    }

    /// The engine for the setting `name` in `language` (the run's language when nil), kept for
    /// later, and a note to print once when it had to fall back (no outline font, or no
    /// Unifont); the session starts with this.
    public func start(with name: String, language: String? = nil) -> (engine: BigTextEngine, note: String?) {
        let code = language ?? self.language
        let first = make(name, code)
        engines.withLock { $0[name + "\u{0}" + code] = first.engine }
        return first
    }

    /// Starts looking up the offered families on a thread of its own.
    public func prepareOffer() {
        DetachedThread.start { [self] in _ = offer }
    }

    /// The values Settings offers: `auto`, `unifont` (when installed), then the candidate
    /// families fontconfig has, as `Family:bold`.
    public var offer: [String] {
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
