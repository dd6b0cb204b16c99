#if canImport(Glibc)
    import Glibc
#endif

/// A GNU Unifont `.hex` file, mapped into memory and searched without parsing it whole.
///
/// Each line is `CODEPOINT:BITS`, the code point in upper-case hex and the lines sorted by
/// it; `BITS` is 32 hex digits for an 8×16 glyph or 64 for a 16×16 one, row by row.
/// Lookups binary-search the mapped bytes, so opening the file costs one `mmap` and a
/// lookup touches only a few pages.
public final class HexFontFile: @unchecked Sendable {
    // Immutable after init; the mapping is read-only, so concurrent reads are safe.
    private let base: UnsafeRawPointer
    private let length: Int

    /// Maps the file at `path`; nil when it cannot be opened, is empty, or cannot be mapped.
    public init?(path: String) {
        // Without blocking, and only a regular file: a FIFO would hang the open, a device
        // cannot be mapped for its size.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            return nil
        }
        base = UnsafeRawPointer(mapped)
        length = size
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), length)
    }

    /// The glyph for `codePoint`, or nil when the file has none (or its line is malformed).
    ///
    /// - Complexity: O(log n) line probes over the file's n bytes.
    public func glyph(for codePoint: UInt32) -> Bitmap? {
        var low = 0, high = length  // search over line starts in [low, high)
        while low < high {
            let middle = lineStart(atOrBefore: (low + high) / 2)
            guard let (key, _) = parseKey(at: middle) else { return nil }
            if key == codePoint {
                return parseGlyph(at: middle)
            } else if key < codePoint {
                low = lineEnd(from: middle)
            } else {
                if middle <= low { return nil }
                high = middle
            }
        }
        return nil
    }

    private func byte(_ offset: Int) -> UInt8 { base.load(fromByteOffset: offset, as: UInt8.self) }

    private func lineStart(atOrBefore offset: Int) -> Int {
        var position = min(offset, length - 1)
        while position > 0 && byte(position - 1) != UInt8(ascii: "\n") { position -= 1 }
        return position
    }

    private func lineEnd(from offset: Int) -> Int {
        var position = offset
        while position < length && byte(position) != UInt8(ascii: "\n") { position += 1 }
        return min(position + 1, length)
    }

    /// The code point of the line at `offset` and the offset just past its colon.
    private func parseKey(at offset: Int) -> (UInt32, Int)? {
        var value: UInt32 = 0
        var position = offset
        var digits = 0
        while position < length, let digit = hexValue(byte(position)) {
            value = value &* 16 &+ UInt32(digit)
            position += 1
            digits += 1
            if digits > 8 { return nil }
        }
        guard digits > 0, position < length, byte(position) == UInt8(ascii: ":") else { return nil }
        return (value, position + 1)
    }

    private func parseGlyph(at offset: Int) -> Bitmap? {
        guard let (_, start) = parseKey(at: offset) else { return nil }
        var end = start
        while end < length, hexValue(byte(end)) != nil { end += 1 }
        let digits = end - start
        let width: Int
        switch digits {
        case 32: width = 8
        case 64: width = 16
        default: return nil
        }
        var bitmap = Bitmap(width: width, height: 16)
        let digitsPerRow = width / 4
        for row in 0..<16 {
            for digit in 0..<digitsPerRow {
                guard let nibble = hexValue(byte(start + row * digitsPerRow + digit)) else { return nil }
                for bit in 0..<4 where nibble & (8 >> bit) != 0 {
                    bitmap[digit * 4 + bit, row] = true
                }
            }
        }
        return bitmap
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
