import Testing

@testable import OrbitingTerminal

/// Hindi and Bengali as a reader sees them, drawn from the default outline fonts in a 50×10
/// box (half blocks): checked by eye when written. Each frame shows one shaping feature that
/// code-point-by-code-point drawing cannot: a conjunct, a half form, ya-phala, and the
/// i-matra drawn before the consonant it follows in memory.
@Suite struct ShapedGoldenFrameTests {
    static let goldens: [(feature: String, text: String, frame: [String])] = [
        (
            "conjunct स्त (नमस्ते)", "नमस्ते",
            [
                "",
                "                                    ▄▄▄▄",
                "                                     ▀▀██",
                "       ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄      ▄▄▄▄▄▄▄█▄▄",
                "       ▀▀▀▀▀▀██▀▀▀▀██▀▀▀██▀▀▀██▀▀▀▀▀▀▀▀██▀▀",
                "       ▄▄██████    ██▄▄▄██ ▄▄██   ▄▄▄████",
                "        ███▀▀██   ████████ ███▀▀▀▀██▀▀▀██",
                "             ██    ▀▀   ██  ▀██▄  ██▄  ██",
                "             ▀▀         ▀▀         ▀▀  ▀▀",
            ]
        ),
        (
            "half form प् (प्यार)", "प्यार",
            [
                "",
                "",
                "         ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
                "         ▀███▀▀▀▀███▀▀███▀▀▀███▀▀▀▀▀███▀",
                "          ███    ███  ███   ███  ▄▄ ███",
                "          ███   ██▀   ███   ███  ████▀",
                "           ██▄▄▄█████████   ███  ▀██▄",
                "            ▀▀▀▀▀  ▀  ███   ███    ▀██▄",
                "                      ▀▀▀   ▀▀▀      ▀▀",
            ]
        ),
        (
            "ya-phala ন্য (অন্য)", "অন্য",
            [
                "",
                "",
                "        ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
                "        ▀▀▀▀▀▀███▀▀▀▀▀██▀▀▀▀▀▀▀▀▀██▀▀▀▀██▀",
                "        ▀██  ▄█████▄  ██   ▄▄▄▄▄ ██   ██▀",
                "         ▀██▄▀▀▀  ██  ██  ██▀▀▀▀███   ▀██",
                "           ▀█████████▄██  ▀██    ██    ██",
                "               ▀     ▀██         ██  ▄██▀",
                "                                     ▀▀",
            ]
        ),
        (
            "i-matra before its consonant (किताब)", "किताब",
            [
                "",
                "",
                "     ▄█▀▀▀▀▄▄",
                "    ▀██  ▄▄▄██▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
                "    ▀██▀ ▀▀▀▀█▀██▀▀▀▀▀▀▀▀▀▀██▀▀▀██▀▀▀▀▀█▀██▀▀",
                "     ██  ▄████ ██▄▄▄▄ ▄▄▄████   ██  ████ ██",
                "     ██  ██▄▄▄▄██▀▀██ ██▀▀▀██   ██  ████▄██",
                "     ██   ▀▀█▀▀██ ▄██ ██▄  ██   ██  ▀▀█▀▀██",
                "     ▀▀        ▀▀      ▀▀  ▀▀   ▀▀       ▀▀",
            ]
        ),
    ]

    @Test(.needsOutlineFonts)
    func shapedFramesMatch() throws {
        let engine = try #require(Engines.outline)
        let box = Box(width: 50, height: 10)
        for golden in Self.goldens {
            let frame = BigTextRenderer.lines(engine.layout(golden.text, in: box), box: box)
            #expect(frame == golden.frame, "\(golden.feature):\n\(frame.joined(separator: "\n"))")
        }
    }
}
