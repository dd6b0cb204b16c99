import ArgumentParser
import OrbitingCore
import OrbitingTerminal

/// A box size written `WxH` (`80x24`); `Wx0` means unbounded height.
struct BoxArgument: Equatable {
    /// Columns.
    var width: Int
    /// Rows; nil when written as 0 (unbounded).
    var height: Int?

    /// The largest box accepted each way; larger ones are surely a typo.
    static let limit = TerminalSize.largestSide

    /// Parses `WxH`; nil when malformed or out of range (1–10000 columns, 0–10000 rows).
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...BoxArgument.limit).contains(width), (0...BoxArgument.limit).contains(height)
        else { return nil }
        self.width = width
        self.height = height == 0 ? nil : height
    }
}

extension PixelStyle: ExpressibleByArgument {}
extension Alignment: ExpressibleByArgument {}

/// Which font draws the glyphs: `auto` (the default bold sans, shaped), `unifont` or
/// `builtin` (the pixel looks), or any fontconfig pattern (`"DejaVu Serif:bold"`).
struct FontChoice: ExpressibleByArgument, Equatable {
    /// What was asked for.
    enum Kind: Equatable {
        /// The default outline fonts, else Unifont, else the built-in font.
        case auto
        /// GNU Unifont (an error when it is not installed).
        case unifont
        /// Orbiting's built-in font (ASCII and Latin letters).
        case builtin
        /// Outline fonts chosen by a fontconfig pattern.
        case pattern(String)
    }

    /// What was asked for.
    var kind: Kind

    static let auto = FontChoice(kind: .auto)

    init(kind: Kind) { self.kind = kind }

    init?(argument: String) {
        switch argument.lowercased() {
        case "", "auto": kind = .auto
        case "unifont": kind = .unifont
        case "builtin": kind = .builtin
        default:
            // A pattern as the font setting takes one: printable, not too long (a control
            // character is refused here as `config set font` refuses it, never passed on).
            guard case .success(.text(let pattern)) = SettingDefinition.definition(for: .font).parse(argument) else {
                return nil
            }
            kind = .pattern(pattern)
        }
    }

    var defaultValueDescription: String { "auto" }

    /// The engine drawing with this font. Without any outline font (or without the libraries
    /// that draw one), `auto` and patterns fall back to the pixel look, and `note` says so and
    /// why (the caller prints it once); so it does when a pattern's family is not installed
    /// and fontconfig drew another.
    ///
    /// The primary font fontconfig resolves is kept in `fontCacheDirectory(environment:)`, so a
    /// later start need not load fontconfig for text that font covers.
    ///
    /// Han characters are drawn from the face of `language` (a catalogue code; the
    /// localizer's when nil): Traditional or Simplified Chinese, Korean or Japanese, and for
    /// the other languages from the face of the environment's language.
    func engine(
        l10n: Localizer, language: String? = nil,
        environment: [String: String]
    ) throws -> (engine: BigTextEngine, note: String?) {
        switch kind {
        case .auto, .pattern:
            let pixels = BigTextEngine.bitmap()
            guard let outline = outlineFonts(l10n: l10n, language: language, environment: environment) else {
                let unloadable = OutlineFonts.unloadableLibraries()
                guard unloadable.isEmpty else {
                    return (
                        pixels,
                        l10n(
                            "show.note.noFontLibraries",
                            ["libraries": unloadable.joined(separator: ", "), "font": pixels.font.name])
                    )
                }
                return (pixels, l10n("show.note.noOutlineFont", ["font": pixels.font.name]))
            }
            return (
                BigTextEngine(outline: outline, fallback: pixels.font),
                FontChoice.substituteNote(pattern: outline.pattern, drawn: outline.primaryFamily, l10n)
            )
        case .builtin:
            return (BigTextEngine(font: BuiltinFont()), nil)
        case .unifont:
            guard let unifont = Unifont() else {
                throw OrbitingExit.message(
                    l10n("show.error.noUnifont", ["path": Unifont.defaultDirectory]),
                    code: .noInput)
            }
            return (BigTextEngine(font: unifont), nil)
        }
    }

    /// The outline fonts of `auto` or a pattern (nil for the pixel looks, or when there are
    /// none), their primary face resolved through the cache in `fontCacheDirectory`.
    func outlineFonts(l10n: Localizer, language: String? = nil, environment: [String: String]) -> OutlineFonts? {
        let pattern: String
        switch kind {
        case .auto: pattern = OutlineFonts.defaultPattern
        case .pattern(let asked): pattern = asked
        case .builtin, .unifont: return nil
        }
        let cache = FontChoice.fontCacheDirectory(environment: environment)
        let han =
            Language.withCode(language ?? l10n.code)?.hanFontLanguage
            ?? LanguageResolver.fromEnvironment(environment).language.hanFontLanguage
        return OutlineFonts(pattern: pattern, language: han, cacheDirectory: cache, environment: environment)
    }

    /// Where resolved fonts are cached: `$ORBITING_HOME/cache`, else `$XDG_CACHE_HOME/orbiting`,
    /// else `~/.cache/orbiting`; nil without a home directory.
    static func fontCacheDirectory(environment: [String: String]) -> String? {
        if let root = environment["ORBITING_HOME"], !root.isEmpty { return root + "/cache" }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/orbiting" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/orbiting"
    }
}

extension RenderRefusal {
    /// The catalogue key of the sentence saying why.
    var messageKey: String {
        switch self {
        case .notATerminal: return "render.error.notATerminal"
        case .noImageLibrary: return "render.error.noImageLibrary"
        }
    }

    /// The mode refused.
    var mode: RenderMode {
        switch self {
        case .notATerminal(let mode), .noImageLibrary(let mode): return mode
        }
    }
}
