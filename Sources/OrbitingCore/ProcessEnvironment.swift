#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment as a dictionary, read straight from `environ`.
///
/// `ProcessEnvironment.variables()` gives the same answer but first builds Foundation's
/// process-information object, a measurable part of a one-shot command's start.
public enum ProcessEnvironment {
    /// Every `NAME=value` entry of the environment; for a name given twice, the first (as
    /// `getenv` answers). Entries without `=` are skipped.
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        // `environ` is never null in a running process, but the type allows it.
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let current = entry, let pointer = current.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.index(after: equals)...])
                }
            }
            entry = current + 1
        }
        return variables
    }
}
