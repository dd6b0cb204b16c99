#if canImport(Glibc)
import Glibc
#endif

/// Writes whole byte buffers to a file descriptor, retrying short writes and EINTR.
public enum FileDescriptorWriter {
    /// Writes every byte of `bytes` to `fd`.
    ///
    /// - Returns: false when the write failed (a closed pipe, a hung-up terminal, …).
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Writes every byte of `text`'s UTF-8 to `fd`.
    ///
    /// - Returns: false when the write failed.
    @discardableResult
    public static func writeAll(_ text: String, to fd: Int32) -> Bool {
        writeAll(Array(text.utf8), to: fd)
    }
}
