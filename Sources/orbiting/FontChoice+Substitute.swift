import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// Whether fontconfig drew a pattern with a family it names, or had to substitute one: a
/// `--font` (or `font` setting) naming a family that is not installed is drawn all the same,
/// and says so once on stderr, naming the font asked for and the one drawn instead.
extension FontChoice {
    /// The generic names fontconfig maps to whatever the configuration prefers: asking for
    /// one of them asks for a substitute.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math",
    ]

    /// The families `pattern` names, in order, as fontconfig reads them: before the first
    /// unescaped `-` (the point size) or `:` (the properties), separated by commas, `\`
    /// escaping the next character.
    static func families(in pattern: String) -> [String] {
        var names: [String] = []
        var current = ""
        var escaped = false
        for character in pattern {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
            } else if character == "," {
                names.append(current)
                current = ""
            } else if character == "-" || character == ":" {
                break
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// The family to report as not installed when `pattern` was drawn with `drawn`: the first
    /// family the pattern names, when it names some, none of them is `drawn` (compared
    /// without case) and none is a generic name; nil otherwise.
    static func substitutedFamily(in pattern: String, drawn: String) -> String? {
        let asked = families(in: pattern)
        guard let first = asked.first else { return nil }
        let lowered = asked.map { $0.lowercased() }
        if lowered.contains(drawn.lowercased()) || lowered.contains(where: genericFamilies.contains) { return nil }
        return first
    }

    /// The note saying that `pattern` was drawn with `drawn` instead of the family it names,
    /// or nil when it was not. Only when the primary family is not one named does it ask
    /// fontconfig for the drawn face's other names (`DejaVu Sans Light` is also `DejaVu Sans`).
    static func substituteNote(pattern: String, drawn: String, _ l10n: Localizer) -> String? {
        guard let family = substitutedFamily(in: pattern, drawn: drawn) else { return nil }
        let asked = Set(families(in: pattern).map { $0.lowercased() })
        if OutlineFonts.familyNames(matching: pattern).contains(where: { asked.contains($0.lowercased()) }) {
            return nil
        }
        return l10n(
            "show.note.fontNotInstalled",
            [
                "font": TextSanitizer.singleLine(family),
                "used": TextSanitizer.singleLine(drawn),
            ])
    }
}
