import CUnicodeLibrary
import Glibc

/// Unicode normalisation and search folding, the one home for both: GNU libunistring's
/// (loaded on first use, `CUnicodeLibrary`). Text in ASCII is already in every form and never
/// loads it; without the library (`ORBITING_OPTIONAL_LIBRARIES=none`) text is kept as it is.
extension String {
    /// Canonically composed (NFC): a letter and its combining accent become one character
    /// where Unicode has one (e + ◌́ → é).
    public var canonicallyComposed: String { normalized(ORBITING_UNICODE_NFC) }

    /// Canonically decomposed (NFD): a composed letter becomes its base and its marks (é → e + ◌́).
    public var canonicallyDecomposed: String { normalized(ORBITING_UNICODE_NFD) }

    /// Case-folded (full Unicode case folding) and compatibility-decomposed (NFKD), for search:
    /// "Straße" and "STRASSE", "ｆｕｌｌ" and "full", "ﬁ" and "fi" fold alike, and accents become
    /// separate marks a caller can drop. Without the library: lower-cased only.
    public var foldedForSearch: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
        return Self.converted(self, fallback: lowercased()) { text, length, result in
            orbiting_unicode_fold(ORBITING_UNICODE_NFKD, text, length, result)
        }
    }

    /// This text in normalisation `form`.
    private func normalized(_ form: orbiting_unicode_form) -> String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return Self.converted(self, fallback: self) { text, length, result in
            orbiting_unicode_normalize(form, text, length, result)
        }
    }

    /// `text`'s UTF-8 through `convert` (a libunistring call returning a buffer from malloc), or
    /// `fallback` when it returns none.
    private static func converted(
        _ text: String, fallback: String,
        _ convert: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<UInt8>?
    ) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var length = 0
            guard let result = convert(bytes.baseAddress, bytes.count, &length) else { return fallback }
            defer { free(result) }
            return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
        }
    }
}
