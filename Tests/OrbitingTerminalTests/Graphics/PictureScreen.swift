import Foundation

@testable import OrbitingTerminal

/// The tests' own model of a graphics terminal's pixels, as far as pictures go: it follows the
/// cursor (`CSI row ; column H`), paints sixels into the cells' pixels where the cursor is,
/// keeps kitty's images by id, placed at the cursor and deleted by id, and iTerm2's files
/// like sixels. `shown` is what a person would see: palette indices, kitty's images over the
/// cells' pixels.
struct PictureScreen {
    let cell: CellPixels
    let width: Int
    let height: Int
    /// The cells' own pixels (sixel and iTerm2 paint here); nil where nothing was painted.
    private var cells: [UInt8?]
    /// kitty's images by id: where each was placed (pixel origin) and its pixels.
    private var kitty: [Int: (x: Int, y: Int, picture: DecodedPicture)] = [:]
    private var pending: [UInt8] = []
    private var pendingKeys: [String: String] = [:]
    private var row = 0, column = 0

    /// A screen of `columns` × `rows` cells of `cell` pixels, nothing painted.
    init(columns: Int, rows: Int, cell: CellPixels) {
        self.cell = cell
        width = columns * cell.width
        height = rows * cell.height
        cells = Array(repeating: nil, count: width * height)
    }

    /// How many kitty images the screen holds.
    var kittyImages: Int { kitty.count }

    /// Applies what a program wrote.
    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "["):
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return }
                if bytes[end] == UInt8(ascii: "H") {
                    let numbers = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).split(separator: ";")
                        .map { Int($0) ?? 1 }
                    row = (numbers.first ?? 1) - 1
                    column = (numbers.count > 1 ? numbers[1] : 1) - 1
                }
                index = end + 1
            case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]"):
                let end: Int
                if bytes[index + 1] == UInt8(ascii: "]") {
                    guard let bell = bytes[(index + 2)...].firstIndex(of: 0x07) else { return }
                    end = bell
                } else {
                    guard let terminator = ImageCommands.find([0x1B, UInt8(ascii: "\\")], in: bytes, from: index + 2)
                    else { return }
                    end = terminator
                }
                let sequence = Array(bytes[index..<end]) + [0x1B, UInt8(ascii: "\\")]
                switch bytes[index + 1] {
                case UInt8(ascii: "P"):
                    if let picture = SixelDecoder.decode(sequence) { paint(picture) }
                case UInt8(ascii: "_"):
                    kittyCommand(sequence)
                default:
                    if let (_, file) = ImageCommands.iterm2File(Array(bytes[index...end])),
                        let picture = PNGDecoder.decode(file)
                    {
                        paint(picture)
                    }
                }
                index = bytes[end] == 0x07 ? end + 1 : end + 2
            default:
                index += 2
            }
        }
    }

    /// A sixel or iTerm2 picture painted into the cells' pixels at the cursor.
    private mutating func paint(_ picture: DecodedPicture) {
        let left = column * cell.width, top = row * cell.height
        for y in 0..<picture.height where top + y < height {
            for x in 0..<picture.width where left + x < width {
                let index = picture.indices[y * picture.width + x]
                if index != 255 { cells[(top + y) * width + left + x] = index }
            }
        }
    }

    private mutating func kittyCommand(_ sequence: [UInt8]) {
        guard let command = ImageCommands.kittyCommands(sequence).first else { return }
        let keys = command.keys
        switch keys["a"] {
        case "d":
            if let id = keys["i"].flatMap(Int.init) { kitty[id] = nil }
        case "T":
            pendingKeys = keys
            pending = command.payload
        default:
            pending += command.payload
        }
        guard keys["a"] != "d", keys["m"] == "0", let id = pendingKeys["i"].flatMap(Int.init),
            let png = Data(base64Encoded: Data(pending)), let picture = PNGDecoder.decode(Array(png))
        else { return }
        kitty[id] = (column * cell.width, row * cell.height, picture)
        pending = []
    }

    /// What is seen: the cells' pixels with kitty's images over them (nil where nothing is).
    var shown: [UInt8?] {
        var pixels = cells
        for (_, image) in kitty.sorted(by: { $0.key < $1.key }) {
            for y in 0..<image.picture.height where image.y + y < height {
                for x in 0..<image.picture.width where image.x + x < width {
                    pixels[(image.y + y) * width + image.x + x] = image.picture.indices[y * image.picture.width + x]
                }
            }
        }
        return pixels
    }

    /// The shown pixels of the `columns` × `rows` cells from (`row`, `column`), row-major.
    func shown(row: Int, column: Int, columns: Int, rows: Int) -> [UInt8?] {
        let pixels = shown
        var area: [UInt8?] = []
        for y in (row * cell.height)..<((row + rows) * cell.height) {
            for x in (column * cell.width)..<((column + columns) * cell.width) { area.append(pixels[y * width + x]) }
        }
        return area
    }
}
