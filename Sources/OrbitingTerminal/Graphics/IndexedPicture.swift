import OrbitingText

/// A frame's picture as palette indices: a ramp of `levels` colours from the background
/// (index 0) to the text (index `levels - 1`), and the mark colour after them when there
/// are marks. Sixel and PNG are both written from it, so every protocol shows the same pixels.
public struct IndexedPicture: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// One palette index a pixel, row-major.
    public let indices: [UInt8]
    /// The colours, in index order.
    public let palette: [RGBColor]

    /// The ramp's steps from background to text (16 colours in all, with the mark's).
    public static let defaultLevels = 15

    /// `image`'s picture with its coverage quantized to `levels` steps (at least 2, at most
    /// 255) and its marks painted over it.
    public init(_ image: FrameImage, levels: Int = IndexedPicture.defaultLevels) {
        let levels = max(2, min(255, levels))
        let picture = image.picture
        width = picture.width
        height = picture.height
        var palette = (0..<levels).map { image.paper.mixed(with: image.ink, amount: Double($0) / Double(levels - 1)) }
        // Coverage to index: the nearest step, in 16-bit arithmetic (the loop vectorizes).
        let top = UInt16(levels - 1)
        var indices = picture.values.withUnsafeBufferPointer { coverage in
            [UInt8](unsafeUninitializedCapacity: coverage.count) { indices, count in
                for index in 0..<coverage.count {
                    indices[index] = UInt8(truncatingIfNeeded: (UInt16(coverage[index]) &* top &+ 127) / 255)
                }
                count = coverage.count
            }
        }
        if !image.marks.isEmpty {
            let mark = UInt8(palette.count)
            palette.append(image.markColor)
            for rect in image.marks {
                for y in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.y + rect.height)) {
                    for x in max(0, rect.x)..<max(max(0, rect.x), min(width, rect.x + rect.width)) {
                        indices[y * width + x] = mark
                    }
                }
            }
        }
        self.indices = indices
        self.palette = palette
    }
}
