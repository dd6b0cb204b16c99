import OrbitingText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The C library's `wcwidth` (Swift's Glibc module does not bring in `wchar.h`).
@_silgen_name("wcwidth")
private func libcWcwidth(_ character: Int32) -> Int32

/// Widths as terminals draw them: per code point, as the C library's `wcwidth` (which
/// tmux, xterm and VTE advance by).
@Suite struct DisplayWidthTests {
    /// The C library's width of `scalar` in a UTF-8 locale, or nil where it has none
    /// (controls, unassigned).
    static func libcWidth(_ scalar: Unicode.Scalar) -> Int? {
        _ = DisplayWidthTests.locale
        let width = Int(libcWcwidth(Int32(bitPattern: scalar.value)))
        return width < 0 ? nil : width
    }

    static let locale: Bool = setlocale(LC_CTYPE, "C.UTF-8") != nil

    /// The width a per-code-point terminal gives a cluster: the sum of its code points',
    /// and one for a cluster of marks alone (drawn on ◌).
    static func libcWidth(_ text: String) -> Int {
        text.reduce(0) { total, character in
            total + max(1, character.unicodeScalars.reduce(0) { $0 + (libcWidth($1) ?? 0) })
        }
    }

    @Test func everyCodePointMatchesTheCLibrary() throws {
        try #require(Self.locale, "needs the C.UTF-8 locale")
        var mismatches: [String] = []
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let expected = Self.libcWidth(scalar) else { continue }
            // Code points newer than the C library's tables: it knows none of them.
            if DisplayWidth.of(scalar) != expected { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, first: \(mismatches.prefix(20))")
    }

    /// The issue's table: every kind of text the twelve languages and their users type.
    @Test(arguments: [
        "a", "Back in 5 min",  // ASCII
        "é", "e\u{301}", "Größe", "ệ", "a\u{301}\u{302}\u{303}",  // Latin, precomposed and combining
        "स्ते", "नमस्ते दोस्तों", "कि", "क्ष", "श्री", "हिंदी",  // Devanagari conjuncts and matras
        "ন্য", "ক্ষ", "বাংলা", "স্বাগতম",  // Bengali conjuncts and ya-phala
        "中", "会議中です", "ｱｲｳ", "Ａ１！",  // CJK, half-width kana, full-width forms
        "한", "한국어", "\u{1112}\u{1161}\u{11AB}",  // Hangul precomposed and jamo
        "😀", "☺\u{FE0E}", "❤\u{FE0F}", "👍🏽", "👨‍👩‍👧", "🇩🇪", "🏳️‍🌈",  // emoji in every form
        "a\u{200B}b", "a\u{200D}b",  // ZWSP, ZWJ
    ])
    func textIsAsWideAsACodePointTerminalDrawsIt(text: String) throws {
        try #require(Self.locale, "needs the C.UTF-8 locale")
        #expect(DisplayWidth.of(text) == Self.libcWidth(text))
    }

    @Test func theWidthsTheIssueSaw() {
        #expect(DisplayWidth.of("स्ते") == 2)  // one Swift Character, two columns in tmux
        #expect(DisplayWidth.of("👍🏽") == 4)
        #expect(DisplayWidth.of("\u{301}") == 1)  // alone, on a dotted circle
    }

    @Test func clustersTerminalsDisagreeOnAreUncertain() {
        for text in ["स्ते", "কি", "👍🏽", "👨‍👩‍👧", "🇩🇪", "❤\u{FE0F}", "😀"] {
            #expect(DisplayWidth.isUncertain(Character(text)), "\(text)")
        }
        for text in ["a", "é", "e\u{301}", "中", "한", "Ａ", "\u{1112}\u{1161}\u{11AB}", "स", "स्"] {
            #expect(!DisplayWidth.isUncertain(Character(text)), "\(text)")
        }
    }
}
