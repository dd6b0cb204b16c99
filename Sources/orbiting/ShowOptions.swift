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
    static let limit = 10_000

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

/// Which font draws the glyphs.
enum FontChoice: String, ExpressibleByArgument, CaseIterable {
    /// Unifont when installed, else the built-in font.
    case auto
    /// GNU Unifont (an error when it is not installed).
    case unifont
    /// Orbiting's built-in font (ASCII and Latin letters).
    case builtin

    /// The engine drawing with this font.
    func engine(l10n: Localizer) throws -> BigTextEngine {
        switch self {
        case .auto:
            return BigTextEngine.standard()
        case .builtin:
            return BigTextEngine(font: BuiltinFont())
        case .unifont:
            guard let unifont = Unifont() else {
                throw OrbitingExit.message(l10n("show.error.noUnifont", ["path": Unifont.defaultDirectory]),
                                           code: .noInput)
            }
            return BigTextEngine(font: unifont)
        }
    }
}
