internal import OrbitingFiles

/// Writes whole byte buffers to a file descriptor, retrying short writes and EINTR
/// (`PosixFile.writeAll`).
public enum FileDescriptorWriter {
    /// Writes every byte of `bytes` to `fd`.
    ///
    /// - Returns: false when the write failed (a closed pipe, a hung-up terminal, …).
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        PosixFile.writeAll(bytes, to: fd) == 0
    }

    /// Writes every byte of `text`'s UTF-8 to `fd`.
    ///
    /// - Returns: false when the write failed.
    @discardableResult
    public static func writeAll(_ text: String, to fd: Int32) -> Bool {
        writeAll(Array(text.utf8), to: fd)
    }
}
