import FoundationEssentials
import OrbitingText
import Synchronization

/// GNU Unifont from Debian's `unifont` package: 8×16 and 16×16 glyphs for the whole BMP.
///
/// The `.hex` file is mapped, not parsed; each glyph is decoded on first use and cached.
/// Combining marks overlay the glyph before them at the offsets in `plane00-combining.txt`.
public final class Unifont: GlyphFont, @unchecked Sendable {
    /// The Debian package's directory.
    public static let defaultDirectory = "/usr/share/unifont"

    /// `unifont`, in reports.
    public let name = "unifont"
    /// Every glyph is 16 font pixels high.
    public let height = 16

    private let file: HexFontFile
    private let combiningPath: String
    private let cache = Mutex<[UInt32: Bitmap?]>([:])
    private let offsets = Mutex<[UInt32: Int]?>(nil)

    /// Opens Unifont in `directory`; nil when its `unifont.hex` is missing or unreadable.
    public init?(directory: String = Unifont.defaultDirectory) {
        guard let file = HexFontFile(path: directory + "/unifont.hex") else { return nil }
        self.file = file
        combiningPath = directory + "/plane00-combining.txt"
    }

    /// The glyph for `scalar` from the `.hex` file, decoded on first use; nil when Unifont has none.
    public func glyph(for scalar: Unicode.Scalar) -> Bitmap? {
        let key = scalar.value
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let loaded = file.glyph(for: key)
        cache.withLock { $0[key] = .some(loaded) }
        return loaded
    }

    /// A combining mark's offset from `plane00-combining.txt` (read on first use); nil for spacing characters.
    public func combiningOffset(for scalar: Unicode.Scalar) -> Int? {
        offsets.withLock { table in
            if table == nil { table = Unifont.readCombiningTable(path: combiningPath) }
            return table?[scalar.value]
        }
    }

    /// Parses `plane00-combining.txt`: lines of `CODEPOINT:OFFSET` (hex code point, decimal offset).
    static func readCombiningTable(path: String) -> [UInt32: Int] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var table: [UInt32: Int] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2,
                let code = UInt32(parts[0].trimmingSpaces, radix: 16),
                let offset = Int(parts[1].trimmingSpaces)
            else { continue }
            table[code] = offset
        }
        return table
    }
}
