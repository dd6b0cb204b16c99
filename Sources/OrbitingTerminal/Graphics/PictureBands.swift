import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// A frame's picture cut into bands of whole cell rows, each sent to the terminal as a picture
/// of its own: a keystroke that changes one line of the message re-sends the bands of that
/// line only, and the bands of a new picture are encoded side by side on the machine's cores.
///
/// kitty keeps each band under an image id of its own (`GraphicsProtocol.kittyImageID` plus
/// the band's number), replaced in place; a sixel or iTerm2 band is drawn into its cells over
/// the old one. The bands tile the picture exactly, so what the terminal shows is the whole
/// picture, pixel for pixel.
public struct PictureBands: Sendable, Equatable {
    /// Cell rows a band (the last one may have fewer).
    public static let cellRows = 4

    /// kitty ids a frame's picture may take for its bands: enough for 4000 rows.
    static let idsPerPicture = 1000

    /// The kitty id of band 0 of a frame's picture `picture` (0 for the first); band `n`
    /// takes this plus `n`.
    public static func firstKittyID(picture: Int) -> Int {
        GraphicsProtocol.kittyImageID + picture * idsPerPicture
    }

    /// The band picture's cell rows: band `index` covers the picture's cell rows
    /// `index * cellRows ..< min(rows, (index + 1) * cellRows)`.
    public let rows: Int
    /// One cell's pixel rows.
    public let cellHeight: Int

    /// The bands of `image` (none when it covers no rows).
    public init(_ image: FrameImage) {
        rows = max(0, image.rows)
        cellHeight = image.rows > 0 ? image.picture.height / image.rows : 0
    }

    /// How many bands there are.
    public var count: Int { (rows + Self.cellRows - 1) / Self.cellRows }

    /// Band `index`'s cell rows, counted from the picture's top.
    public func cellRange(_ index: Int) -> Range<Int> {
        (index * Self.cellRows)..<min(rows, (index + 1) * Self.cellRows)
    }

    /// Band `index`'s pixel rows.
    public func pixelRange(_ index: Int) -> Range<Int> {
        let cells = cellRange(index)
        return (cells.lowerBound * cellHeight)..<(cells.upperBound * cellHeight)
    }

    /// The bands of `new` that differ from what `old` shows: all of them when there was no old
    /// picture or it had another place, size or colours; otherwise those whose pixels or marks
    /// changed.
    ///
    /// - Complexity: O(pixels), a memory comparison.
    public static func changed(from old: FrameImage?, to new: FrameImage) -> [Int] {
        let bands = PictureBands(new)
        guard let old, old.row == new.row, old.column == new.column, old.rows == new.rows,
            old.columns == new.columns, old.ink == new.ink, old.paper == new.paper,
            old.markColor == new.markColor, old.picture.width == new.picture.width,
            old.picture.height == new.picture.height
        else { return Array(0..<bands.count) }
        let width = new.picture.width
        return old.picture.values.withUnsafeBytes { before in
            new.picture.values.withUnsafeBytes { after in
                (0..<bands.count).filter { index in
                    let pixels = bands.pixelRange(index)
                    let start = pixels.lowerBound * width, length = pixels.count * width
                    guard let before = before.baseAddress, let after = after.baseAddress,
                        start + length <= old.picture.values.count, start + length <= new.picture.values.count,
                        memcmp(before + start, after + start, length) == 0
                    else { return true }
                    return marks(old.marks, in: pixels) != marks(new.marks, in: pixels)
                }
            }
        }
    }

    /// `marks` cut to the pixel rows `rows`, those that reach them only.
    static func marks(_ marks: [PixelRect], in rows: Range<Int>) -> [PixelRect] {
        marks.compactMap { mark in
            let top = max(mark.y, rows.lowerBound), bottom = min(mark.y + mark.height, rows.upperBound)
            guard bottom > top, mark.width > 0 else { return nil }
            return PixelRect(x: mark.x, y: top, width: mark.width, height: bottom - top)
        }
    }

    /// `image`'s band `index` as a picture of its own, at the band's first row, its marks
    /// moved with it.
    public func image(_ image: FrameImage, band index: Int) -> FrameImage {
        let pixels = pixelRange(index), cells = cellRange(index)
        let width = image.picture.width
        let values = Array(image.picture.values[(pixels.lowerBound * width)..<(pixels.upperBound * width)])
        let moved = Self.marks(image.marks, in: pixels).map {
            PixelRect(x: $0.x, y: $0.y - pixels.lowerBound, width: $0.width, height: $0.height)
        }
        return FrameImage(
            row: image.row + cells.lowerBound, column: image.column, columns: image.columns,
            rows: cells.count, picture: CoveragePicture(width: width, height: pixels.count, values: values),
            ink: image.ink, paper: image.paper, marks: moved, markColor: image.markColor)
    }

    /// `work(index)` for every index in `indices`, side by side on the machine's cores; the
    /// results in the order of `indices`.
    static func concurrentMap<T: Sendable>(_ indices: [Int], _ work: @Sendable (Int) -> T) -> [T] {
        guard indices.count > 1 else { return indices.map(work) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: indices.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let slots = SendableSlots(results)
        DispatchQueue.concurrentPerform(iterations: indices.count) { position in
            slots.store(work(indices[position]), at: position)
        }
        return results.compactMap { $0 }
    }
}

/// Result slots written by concurrent workers, each to its own index.
private struct SendableSlots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
    init(_ buffer: UnsafeMutableBufferPointer<T?>) { self.buffer = buffer }
    func store(_ value: T, at index: Int) { buffer[index] = value }
}
