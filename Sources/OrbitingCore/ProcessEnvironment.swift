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
    ///
    /// Each name and value is decoded once from its own bytes, into a dictionary sized for
    /// them all: every `show` reads the whole environment, and building each entry as one
    /// string cut in two, in a dictionary grown step by step, cost a tenth of its instructions.
    /// - Complexity: O(*n*) in the environment's size.
    public static func variables() -> [String: String] {
        // `environ` is never null in a running process, but the type allows it.
        let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard let entries = environment else { return [:] }
        var count = 0
        while entries[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        // Last to first, so that the first entry of a name given twice is the one left.
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let entry = entries[index], let equals = strchr(entry, 0x3D) else { continue }
            let value = equals + 1
            variables[decoded(entry, count: equals - entry)] = decoded(value, count: strlen(value))
        }
        return variables
    }

    /// The `count` bytes at `start` as text, ill-formed UTF-8 repaired (as `String(cString:)` does).
    private static func decoded(_ start: UnsafePointer<CChar>, count: Int) -> String {
        UnsafeRawPointer(start).withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
