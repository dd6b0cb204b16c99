extension Array where Element == String {
    /// The strings with `separator` between them: what `joined(separator:)` gives.
    ///
    /// Appended one by one. The standard library's generic `joined(separator:)` looks up its
    /// type metadata at run time the first time a process uses it, about a quarter of a million
    /// instructions: an eighth of a `show` that loads no font library. Code on a one-shot
    /// command's path uses this instead.
    /// - Complexity: O(n) for n characters in all.
    public func joined(by separator: String) -> String {
        var text = ""
        var first = true
        for string in self {
            if !first { text += separator }
            text += string
            first = false
        }
        return text
    }
}
