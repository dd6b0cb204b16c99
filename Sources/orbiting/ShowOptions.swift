import ArgumentParser
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

/// When to write colour.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    /// Colour on a terminal, unless `NO_COLOR` is set.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
}
