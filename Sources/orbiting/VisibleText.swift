/// Makes text from files and arguments safe to print: control characters become visible.
enum VisibleText {
    /// `text` with C0/C1 controls, DEL and bidirectional overrides replaced by `\u{…}` escapes,
    /// so an escape sequence in a file name can never reach the terminal raw.
    static func escaping(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7f...0x9f).contains(value)
            let isBidi = (0x202a...0x202e).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200e || value == 0x200f
            if isControl || isBidi {
                result += "\\u{" + String(value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
