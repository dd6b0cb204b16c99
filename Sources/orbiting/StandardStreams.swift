import OrbitingTerminal

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
