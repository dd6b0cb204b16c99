import FoundationEssentials

/// How a graphics terminal is sent pictures: the escape sequences that place a frame's
/// picture at its cells and take it away again.
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): a PNG transmitted in
    /// base64 chunks under an image id (one for each band of a frame's picture), placed over
    /// the cells; deleted by id.
    case kitty
    /// DEC sixels (xterm, foot, mlterm, Windows Terminal, VS Code): drawn into the cells,
    /// gone when they are drawn over.
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm): a PNG drawn into the cells, like sixel.
    case iterm2

    /// The first image id Orbiting's pictures use with kitty's protocol: a frame's bands take
    /// the ids from it up, each replaced in place.
    public static let kittyImageID = 7_411

    /// Whether a picture is part of the cells it covers, so that writing those cells again
    /// is what removes it (sixel, iTerm2); kitty's pictures lie above the cells and are
    /// deleted by id.
    public var isDrawnIntoCells: Bool { self != .kitty }

    /// The bytes that draw `image` at its cells (the cursor is moved there first and left
    /// where the protocol leaves it: the frame writer moves absolutely after).
    ///
    /// - Parameter sixelLevels: the ramp's steps for sixel (the terminal's colour registers
    ///   less one for the marks).
    /// - Returns: nil when the picture cannot be encoded (no libpng for kitty or iTerm2).
    public func draw(_ image: FrameImage, sixelLevels: Int = IndexedPicture.defaultLevels) -> [UInt8]? {
        guard let picture = pictureBytes(image, sixelLevels: sixelLevels) else { return nil }
        return Array(ControlSequence.moveTo(row: image.row + 1, column: image.column + 1).utf8) + picture
    }

    /// The bytes that draw the bands `indices` of `image` (`PictureBands`), each at its cells,
    /// encoded side by side; kitty replaces each band's image in place (its id is `firstID`
    /// plus the band's number). Nil as for `draw`.
    public func draw(
        _ image: FrameImage, bands indices: [Int], sixelLevels: Int = IndexedPicture.defaultLevels,
        firstID: Int = GraphicsProtocol.kittyImageID
    ) -> [UInt8]? {
        let bands = PictureBands(image)
        let drawn = PictureBands.concurrentMap(indices) { index -> [UInt8]? in
            let band = bands.image(image, band: index)
            guard let picture = pictureBytes(band, sixelLevels: sixelLevels, id: firstID + index) else { return nil }
            let place = Array(ControlSequence.moveTo(row: band.row + 1, column: band.column + 1).utf8)
            return self == .kitty ? place + Self.kittyDelete(firstID + index) + picture : place + picture
        }
        var bytes: [UInt8] = []
        for band in drawn {
            guard let band else { return nil }
            bytes += band
        }
        return bytes
    }

    /// The bytes that draw `image` at the cursor, wherever it is; nil as for `draw`.
    public func pictureBytes(
        _ image: FrameImage, sixelLevels: Int = IndexedPicture.defaultLevels,
        id: Int = GraphicsProtocol.kittyImageID
    ) -> [UInt8]? {
        var bytes: [UInt8] = []
        switch self {
        case .sixel:
            bytes += SixelEncoder.encode(IndexedPicture(image, levels: sixelLevels))
        case .kitty:
            guard let png = PNGEncoder.encode(IndexedPicture(image)) else { return nil }
            bytes += Self.kittyTransmit(png, columns: image.columns, rows: image.rows, id: id)
        case .iterm2:
            guard let png = PNGEncoder.encode(IndexedPicture(image)) else { return nil }
            bytes += Array(
                ("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(image.columns);height=\(image.rows)"
                    + ";preserveAspectRatio=0;doNotMoveCursor=1:").utf8)
            bytes += Data(png).base64EncodedData()
            bytes.append(0x07)
        }
        return bytes
    }

    /// The bytes that take the pictures `ids` away (bands, `PictureBands`): kitty's delete of
    /// each, in order (our first id when none is known); nothing for the other protocols,
    /// whose pictures go when their cells are written again.
    public func removal(ids: Set<Int>) -> [UInt8] {
        guard self == .kitty else { return [] }
        return (ids.isEmpty ? [Self.kittyImageID] : ids.sorted()).flatMap(Self.kittyDelete)
    }

    /// kitty: delete image `id` and its data, replies suppressed.
    static func kittyDelete(_ id: Int) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// kitty: transmit and place `png` as image `id` in one command (`a=T`, `f=100`), split into chunks of
    /// 4096 base64 bytes (`m=1` on all but the last), over `columns` × `rows` cells, the
    /// cursor not moved (`C=1`), replies suppressed (`q=2`).
    static func kittyTransmit(_ png: [UInt8], columns: Int, rows: Int, id: Int = kittyImageID) -> [UInt8] {
        let payload = Array(Data(png).base64EncodedData())
        let chunk = 4096
        var bytes: [UInt8] = []
        bytes.reserveCapacity(payload.count + payload.count / chunk * 16 + 128)
        var start = 0
        repeat {
            let end = min(payload.count, start + chunk)
            let more = end < payload.count ? 1 : 0
            let keys =
                start == 0
                ? "a=T,f=100,t=d,i=\(id),p=1,q=2,C=1,z=1,c=\(columns),r=\(rows),m=\(more)"
                : "m=\(more)"
            bytes += Array("\u{1B}_G\(keys);".utf8)
            bytes += payload[start..<end]
            bytes += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < payload.count
        return bytes
    }
}
