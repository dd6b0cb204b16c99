#if canImport(Glibc)
import Glibc
#endif

/// Writes to standard error, unbuffered.
enum StandardError {
    /// Writes `text` to stderr in full.
    static func write(_ text: String) { FileDescriptorWriter.writeAll(text, to: 2) }
}

/// Writes to standard output, unbuffered.
enum StandardOutput {
    /// Writes `text` to stdout in full.
    static func write(_ text: String) { FileDescriptorWriter.writeAll(text, to: 1) }
}

/// Writes whole strings to a file descriptor, retrying short writes and EINTR.
enum FileDescriptorWriter {
    /// Writes every byte of `text` to `fd`; gives up quietly on a closed pipe or other error.
    static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
