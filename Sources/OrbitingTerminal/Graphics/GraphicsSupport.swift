#if canImport(Glibc)
    import Glibc
#endif

/// What a terminal says about pictures, asked in the start-up exchange (before its DA1):
/// kitty's graphics query, sixel in DA1's attributes and XTSMGRAPHICS (colour registers,
/// largest picture), and the cell size in pixels (`CSI 16 t`, when the window size ioctl
/// gives none).
public struct GraphicsSupport: Sendable, Equatable {
    /// kitty's graphics protocol answered OK.
    public var kitty = false
    /// DA1 listed sixel graphics (attribute 4).
    public var sixel = false
    /// Sixel colour registers, when the terminal said.
    public var sixelColors: Int?
    /// The largest sixel picture in pixels, when the terminal said.
    public var sixelMaximum: CellPixels?
    /// One cell's pixels, when the terminal said (`CSI 16 t`).
    public var cell: CellPixels?

    /// Nothing known: a terminal that did not answer.
    public init() {}

    /// The questions, asked before DA1: kitty's query (a 1×1 picture it only checks, id 31),
    /// XTSMGRAPHICS for colour registers and for the largest geometry, and the cell size.
    public static let questions =
        "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
        + "\u{1B}[?1;1;0S" + "\u{1B}[?2;1;0S" + "\u{1B}[16t"

    /// The answers found in `reply` (anything else in it is ignored).
    public static func parse(_ reply: [UInt8]) -> GraphicsSupport {
        var support = GraphicsSupport()
        let text = String(decoding: reply, as: UTF8.self)
        // kitty: ESC _ G i=31 ; OK ESC \
        if let range = text.firstRange(of: "\u{1B}_Gi=31;") {
            support.kitty = text[range.upperBound...].hasPrefix("OK")
        }
        for sequence in controlSequences(in: text) {
            let (parameters, final) = sequence
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            switch final {
            case "c" where parameters.hasPrefix("?"):
                let values = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
                support.sixel = values.dropFirst().contains(4)
            case "S" where parameters.hasPrefix("?"):
                let values = parameters.dropFirst().split(separator: ";").map { Int($0) }
                guard values.count >= 3, values[1] == 0 else { continue }
                if values[0] == 1, let colors = values[2] { support.sixelColors = colors }
                if values[0] == 2, values.count >= 4, let width = values[2], let height = values[3] {
                    support.sixelMaximum = CellPixels(width: width, height: height)
                }
            case "t":
                if numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2] {
                    let cell = CellPixels(width: width, height: height)
                    if cell.isUsable { support.cell = cell }
                }
            default:
                continue
            }
        }
        return support
    }

    /// The parameters and final character of each CSI sequence in `text`.
    private static func controlSequences(in text: String) -> [(String, Character)] {
        var found: [(String, Character)] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { ("@"..."~").contains($0) }) else { break }
            found.append((String(rest[..<end]), rest[end]))
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    /// One cell's pixels from the window size ioctl on `fd` (pixels over cells), when the
    /// terminal fills in the pixel size; nil when it reports none (0×0, as many do) or more
    /// than `RenderTarget.largestPicture` pixels either way (not believed: cells instead).
    public static func cellFromWindowSize(fileDescriptor fd: Int32) -> CellPixels? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel > 0, size.ws_ypixel > 0,
            Int(size.ws_xpixel) <= RenderTarget.largestPicture, Int(size.ws_ypixel) <= RenderTarget.largestPicture
        else { return nil }
        let cell = CellPixels(
            width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
        return cell.isUsable ? cell : nil
    }
}
