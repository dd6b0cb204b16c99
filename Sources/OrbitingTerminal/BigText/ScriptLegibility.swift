/// The smallest size (pixel rows a line) at which each script's block letters read at least
/// as well as the same words as plain text, measured by OCR (`OCRTests`, close up at 8×16
/// picture pixels a cell, and from across the room, where plain text does not read at all):
/// below it the ladder goes to plain text. Dense scripts need more rows than Latin: a Han
/// character or kana at 10–12 rows is a blob (CER 0.6–0.65 close up, against plain text's
/// 0.0) and reads from 14 (0.18–0.40; 0.0 from 16), Devanagari's conjuncts and matras need 10
/// (CER 0.14–0.22 from 10 rows, 0.6–0.9 below; plain text unshaped 0.46–0.57). Bengali's
/// conjuncts and vowel signs are as tall and as close as Devanagari's and take its minimum:
/// below 10 rows its block letters are grey smudges (CER 0.8), which read no better than
/// plain text, and plain text at least says why (the hint to make the window larger).
enum ScriptLegibility {
    /// Latin, Cyrillic, Greek and the rest (see `OutlineShaper.minimumSize`).
    static let general = 5
    /// Devanagari and Bengali.
    static let devanagari = 10
    /// Han, kana and Hangul.
    static let ideographic = 14

    /// The smallest glyph size for a message with these clusters: the largest of its
    /// scripts' minimums, so the hardest script in it stays readable.
    static func minimumSize(_ paragraphs: [[ShapedCluster]], general: Int = ScriptLegibility.general) -> Int {
        var size = general
        for cluster in paragraphs.joined() {
            guard let scalar = cluster.character.unicodeScalars.first else { continue }
            size = max(size, minimumSize(scalar.value, general: general))
            if size == ideographic { break }
        }
        return size
    }

    /// The minimum for the script of `value`.
    static func minimumSize(_ value: UInt32, general: Int) -> Int {
        switch value {
        case 0x0900...0x09FF, 0xA8E0...0xA8FF:
            return devanagari
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF66...0xFF9D,
            0x20000...0x3FFFD:
            return ideographic
        default:
            return general
        }
    }
}
