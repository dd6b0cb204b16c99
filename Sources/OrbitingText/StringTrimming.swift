extension StringProtocol {
    /// This text without the spaces and tabs around it (every whitespace but line breaks: what
    /// Foundation's `trimmingCharacters(in: .whitespaces)` takes off).
    public var trimmingSpaces: String {
        func isSpace(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
