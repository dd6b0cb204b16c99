import CImageLibraries

/// PNG files of pictures, written by libpng (loaded on first use): palette images, one byte
/// or less a pixel, which compress far better than full colour for text on a background.
public enum PNGEncoder {
    /// Whether libpng (and zlib) could be loaded.
    public static var isAvailable: Bool { orbiting_png_available() != 0 }

    /// `picture` as a PNG file; nil when libpng is not available or the picture is empty.
    ///
    /// - Parameter compression: zlib's level, 1 (fastest, the default: a frame per keystroke)
    ///   to 9.
    public static func encode(_ picture: IndexedPicture, compression: Int = 1) -> [UInt8]? {
        guard picture.width > 0, picture.height > 0, picture.palette.count <= 256 else { return nil }
        let palette = picture.palette.flatMap { [$0.red, $0.green, $0.blue] }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = picture.indices.withUnsafeBufferPointer { indices in
            palette.withUnsafeBufferPointer { palette in
                orbiting_png_encode_indexed(
                    indices.baseAddress, Int32(picture.width), Int32(picture.height),
                    palette.baseAddress, Int32(picture.palette.count), Int32(compression),
                    &output, &length)
            }
        }
        guard status == 0, let output else { return nil }
        defer { orbiting_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
