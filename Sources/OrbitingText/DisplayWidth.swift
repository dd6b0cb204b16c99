/// How many terminal columns text takes, as terminals draw it: per code point.
///
/// tmux, xterm, VTE and most terminals advance the cursor by each code point's `wcwidth`
/// and do not join grapheme clusters: East Asian Wide and Fullwidth take two columns,
/// nonspacing and enclosing marks and format characters none, everything else one. So an
/// Indic conjunct such as स्ते (one Swift `Character`: consonant, virama, consonant, vowel
/// sign) takes two columns and 👍🏽 four. This is the one width function of Orbiting: the
/// screen buffer, every fitter and wrapper and the big text's plain-text fallback use it.
///
/// Terminals that join some clusters (tmux joins emoji ZWJ sequences) are told apart by
/// `model`, which a session learns by probing its terminal.
///
/// A cluster whose every code point has no width (a lone combining mark) is drawn on a
/// dotted circle (see `TextSanitizer.drawable(_:)`), so it takes one column.
public enum DisplayWidth {
    /// Columns taken by one code point on its own: 0, 1 or 2. Control characters take 0
    /// (they are never drawn; `TextSanitizer` replaces them first).
    ///
    /// - Complexity: O(log n) in the size of the width table; O(1) below U+0300.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1
        }
        return WidthTable.columns(value)
    }

    /// Columns taken by one grapheme cluster as a terminal draws it: the sum of its code
    /// points' widths, and at least one (a cluster of only marks is shown on ◌); under
    /// another `model`, as that model says.
    @inlinable
    public static func of(_ character: Character) -> Int {
        if let width = modelWidth(of: character) { return width }
        var total = 0
        for scalar in character.unicodeScalars { total += of(scalar) }
        return max(1, total)
    }

    /// Columns taken by a string: the sum of its clusters' widths.
    @inlinable
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// `text` followed by spaces up to `columns` columns (as it is when already that wide): a
    /// column of a listing.
    public static func padded(_ text: some StringProtocol, to columns: Int) -> String {
        String(text) + String(repeating: " ", count: max(0, columns - of(text)))
    }

    /// Whether terminals disagree about how wide `character` is drawn, so a writer must not
    /// trust the cursor after it: clusters of more than one spacing code point (Indic
    /// conjuncts, emoji with a skin tone, ZWJ sequences, flags), emoji and their variation
    /// selectors, and code points newer than the width table.
    public static func isUncertain(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        var spacing = 0
        for scalar in scalars {
            let value = scalar.value
            if value < 0x300 { spacing += 1; continue }
            if value == 0xFE0E || value == 0xFE0F || value == 0x200D { return true }
            let properties = scalar.properties
            if properties.isEmoji && value >= 0x2000 { return true }
            if properties.age.map({ $0.major > WidthTable.ageMajor }) ?? true,
                properties.generalCategory != .privateUse
            {
                return true
            }
            if of(scalar) > 0 { spacing += 1 }
        }
        return spacing > 1
    }
}

extension WidthTable {
    /// The newest Unicode major version the table knows.
    static let ageMajor = Int(unicodeVersion.prefix { $0 != "." }) ?? 0

    /// The width of a code point from U+0300 up.
    @usableFromInline
    static func columns(_ value: UInt32) -> Int {
        if contains(zero, value) { return 0 }
        if contains(wide, value) { return 2 }
        return 1
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
