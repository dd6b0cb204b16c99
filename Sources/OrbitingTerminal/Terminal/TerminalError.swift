#if canImport(Glibc)
    import Glibc
#endif

/// A terminal operation the system refused, with its `errno`.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    /// What was being done, such as `"tcgetattr"`.
    public var operation: String
    /// The `errno` it failed with.
    public var code: Int32

    /// Creates an error for `operation` with `code`.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// An error for `operation` with the current `errno`.
    static func current(_ operation: String) -> TerminalError {
        TerminalError(operation: operation, code: errno)
    }

    /// `operation: strerror`.
    public var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
