import OrbitingTerminal

/// Makes text from files and arguments safe to print: control characters become visible.
enum VisibleText {
    /// `text` with C0/C1 controls, DEL and bidirectional overrides replaced by `\u{…}` escapes,
    /// so an escape sequence in a file name can never reach the terminal raw.
    static func escaping(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            // The same scalars the big-text sanitizer replaces, written as escapes here.
            if TextSanitizer.visible(scalar) != scalar {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
