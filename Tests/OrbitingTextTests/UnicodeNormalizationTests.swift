import Foundation
import OrbitingText
import PropertyBased
import Testing

/// Normalisation and search folding (libunistring, loaded on first use), against what a
/// reader expects and against Foundation's own normalisation (which the tests still link).
@Suite struct UnicodeNormalizationTests {
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func aLetterAndItsAccentComposeIntoOneCharacter() {
        #expect(Self.scalars("e\u{301}te\u{301}".canonicallyComposed) == [0xE9, 0x74, 0xE9])
        // Hangul jamo compose into their syllable; Devanagari's nukta forms stay apart (excluded).
        #expect(Self.scalars("\u{1100}\u{1161}\u{11A8}".canonicallyComposed) == [0xAC01])
        // A syllable without a final consonant takes one that follows (Unicode's LV + T).
        #expect(Self.scalars("\u{AC54}\u{11C1}".canonicallyComposed) == [0xAC6E])
        // Old Hangul vowels past U+1175 do not compose.
        #expect(Self.scalars("\u{1109}\u{1176}".canonicallyComposed) == [0x1109, 0x1176])
        #expect(Self.scalars("\u{958}".canonicallyComposed) == [0x915, 0x93C])
        // Marks of different classes are put in canonical order.
        #expect(Self.scalars("a\u{301}\u{323}".canonicallyComposed) == [0x1EA1, 0x301])
    }

    @Test func aComposedLetterDecomposesIntoItsBaseAndMarks() {
        #expect(Self.scalars("é".canonicallyDecomposed) == [0x65, 0x301])
        #expect(Self.scalars("Ǻ".canonicallyDecomposed) == [0x41, 0x30A, 0x301])
        #expect(Self.scalars("가".canonicallyDecomposed) == [0x1100, 0x1161])
    }

    @Test func searchFoldingIgnoresCaseWidthAndLigatures() {
        #expect("Straße".foldedForSearch == "STRASSE".foldedForSearch)
        #expect("ＣＡＦＥ".foldedForSearch == "cafe")
        #expect("ﬁle".foldedForSearch == "file")
        #expect(Self.scalars("É".foldedForSearch) == [0x65, 0x301])
        #expect("ΣΊΣΥΦΟΣ".foldedForSearch == "σίσυφος".foldedForSearch)
        #expect("Back in 5".foldedForSearch == "back in 5")
    }

    @Test func asciiAndEmptyTextComeBackAsTheyAre() {
        for text in ["", "Back in 5 min", "\u{1B}[31m", "tab\there"] {
            #expect(text.canonicallyComposed == text)
            #expect(text.canonicallyDecomposed == text)
        }
    }

    /// Scalars from the blocks normalisation works on: Latin letters with accents, combining
    /// marks, Greek, Hangul jamo and syllables, Devanagari; all of them in Unicode long
    /// before either library's version, so both must agree exactly.
    static let normalizable = Gen.oneOf(
        Gen.unicodeScalar(in: "a"..."z").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{C0}"..."\u{24F}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{300}"..."\u{36F}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{386}"..."\u{3CE}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{1100}"..."\u{11FF}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{AC00}"..."\u{AC60}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{900}"..."\u{97F}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{1E00}"..."\u{1EFF}").eraseToAnySequence()
    )

    @Test func randomTextNormalisesAsFoundationDoesAndFoldsWhateverItsCase() async {
        await propertyCheck(count: 500, input: Self.normalizable.array(of: 0...24)) { scalars in
            let text = String(String.UnicodeScalarView(scalars))
            // Foundation's own normalisation (CoreFoundation's) gets some conjoining jamo wrong
            // (U+AC54 U+11C1 left apart, U+1109 U+1176 composed; both checked above): text with
            // jamo is compared by Swift's own canonical equivalence only.
            let jamo = text.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) }
            #expect(text.canonicallyComposed == text && text.canonicallyDecomposed == text)
            if !jamo {
                #expect(
                    Self.scalars(text.canonicallyComposed) == Self.scalars(text.precomposedStringWithCanonicalMapping))
                #expect(
                    Self.scalars(text.canonicallyDecomposed) == Self.scalars(text.decomposedStringWithCanonicalMapping))
            }
            // Folding ignores case: the text lower-cased folds alike. (Not upper-cased: Swift's
            // Unicode may know capitals newer than the library's, such as U+A7DC for ƛ.)
            #expect(text.lowercased().foldedForSearch == text.foldedForSearch, "\(Self.scalars(text))")
        }
    }
}
