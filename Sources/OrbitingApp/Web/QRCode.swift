import CQRLibrary

/// A QR code's modules (libqrencode, loaded on first use), and how it is drawn in cells.
public struct QRCode: Sendable, Equatable {
    /// Modules a side.
    public let width: Int
    /// Row-major, true for dark.
    public let modules: [Bool]

    /// Why there is no code.
    public enum Failure: Error, Sendable, Equatable {
        /// libqrencode could not be loaded.
        case libraryMissing
        /// The text does not fit in a QR code.
        case tooLong
    }

    /// The code of `text` (error correction M, the smallest version that holds it).
    public static func encode(_ text: String) -> Result<QRCode, Failure> {
        let capacity = Int(ORBITING_QR_MAXIMUM_WIDTH) * Int(ORBITING_QR_MAXIMUM_WIDTH)
        var modules = [UInt8](repeating: 0, count: capacity)
        let width = Int(orbiting_qr_encode(text, &modules, Int32(capacity)))
        if width < 0 { return .failure(.libraryMissing) }
        if width == 0 { return .failure(.tooLong) }
        return .success(QRCode(width: width, modules: modules.prefix(width * width).map { $0 != 0 }))
    }

    /// The light margin round the code, in modules (the standard asks for 4).
    public static let quietZone = 4

    /// Whether the module at `row`, `column` is dark (outside the code: light).
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<width).contains(row), (0..<width).contains(column) else { return false }
        return modules[row * width + column]
    }

    /// The code with its quiet zone as rows of half blocks: one cell is a module wide and two
    /// tall (`▀` top dark, `▄` bottom dark, `█` both, space neither), dark drawn in the
    /// foreground. Cells are about twice as tall as wide, so the modules come out square.
    public var halfBlockRows: [String] {
        let side = width + 2 * Self.quietZone
        var rows: [String] = []
        for pair in stride(from: 0, to: side, by: 2) {
            var row = ""
            for column in 0..<side {
                let top = isDark(row: pair - Self.quietZone, column: column - Self.quietZone)
                let bottom = isDark(row: pair + 1 - Self.quietZone, column: column - Self.quietZone)
                row.append(top ? (bottom ? "█" : "▀") : (bottom ? "▄" : " "))
            }
            rows.append(row)
        }
        return rows
    }
}
