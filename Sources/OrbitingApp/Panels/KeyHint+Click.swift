import OrbitingTerminal
import OrbitingText

extension KeyHint {
    /// The key named by the hint item under `column` of a status row showing `row` (items
    /// separated by " · ", each a key and its words): a click there does what the key does.
    /// Nil between items or past them.
    public static func key(inRow row: String, column: Int) -> KeyEvent? {
        var start = 0
        for (index, item) in row.components(separatedBy: separator).enumerated() {
            if index > 0 { start += DisplayWidth.of(separator) }
            let width = DisplayWidth.of(item)
            let leading = item.prefix { $0 == " " }.count
            if column >= start + leading, column < start + width {
                let name = item.dropFirst(leading).prefix { $0 != " " }
                return keyEvent(named: String(name))
            }
            start += width
        }
        return nil
    }

    /// The key a hint names ("Enter", "Esc", "^X", "F1", "Del", a letter), in any of the
    /// catalogues' spellings; nil for a name that is not one key ("↑↓", words).
    static func keyEvent(named name: String) -> KeyEvent? {
        switch name {
        case "Enter", "Entrée": return .enter
        case "Esc", "Échap": return .escape
        case "Tab": return .tab
        case "Del", "Entf", "Supr", "Suppr": return .special(.delete)
        case "Space": return .text(" ")
        default: break
        }
        if name.count == 2, name.first == "^", let letter = name.last, letter.isASCII, letter.isLetter {
            return .control(Character(letter.lowercased()))
        }
        if name.hasPrefix("Ctrl-"), name.count == 6, let letter = name.last, letter.isASCII, letter.isLetter {
            return .control(Character(letter.lowercased()))
        }
        if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            return .special(.function(number))
        }
        if name.count == 1, let character = name.first, character.isASCII, !character.isWhitespace {
            return .text(String(character))
        }
        return nil
    }
}
