import PropertyBased

/// Generators for text a terminal must not see raw, for property-based tests.
public enum TextGenerators {
    /// Scalars from Latin-1 (C0 and C1 controls, backslash), general punctuation (bidi and
    /// other format characters) and the rest of Unicode past U+E000 (never a surrogate).
    public static let hostileScalar = Gen.oneOf(
        Gen.unicodeScalar(in: "\u{0}"..."\u{FF}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{2000}"..."\u{206F}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").eraseToAnySequence()
    )
}
