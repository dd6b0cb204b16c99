import OrbitingTerminal
import Testing

/// What a test needs from the machine, by name: a test that needs a missing one is skipped
/// with the reason, never passed. `scripts/install-deps --tests` installs them all.
extension Trait where Self == ConditionTrait {
    /// An outline font fontconfig finds (fonts-noto-core), with HarfBuzz and FreeType.
    static var needsOutlineFonts: Self { .enabled(if: Engines.outline != nil, Engines.noOutline) }
    /// An outline font and libpng, for pictures of big text.
    static var needsOutlineFontsAndLibpng: Self {
        .enabled(if: Engines.outline != nil && PNGEncoder.isAvailable, "outline fonts and libpng")
    }
    /// Unifont in /usr/share/unifont (the built-in font has no CJK and not every script).
    static var needsUnifont: Self {
        .enabled(if: Engines.unifont != nil, "Unifont is not installed in /usr/share/unifont")
    }
}

/// Tags for a fast inner loop: the suites that take minutes carry `.slow` (shown by test
/// reporters and IDEs). `swift test` of Swift 6.3 filters by name, not by tag, so the loop skips
/// them by name: `swift test --skip 'OCRTests|GraphicsTerminalEndToEnd|PackageTests|LibraryProducts'`.
extension Tag {
    /// Tests that read a frame back with OCR or draw many frames: seconds each.
    @Tag static var slow: Self
}
