import Testing

@testable import OrbitingTerminal

/// Whole frames as a person sees them, for a few messages in each glyph style.
///
/// These were checked by eye when written; a change to the engine that changes what people
/// see shows up here as a diff of the frame.
@Suite struct GoldenFrameTests {
    static let goldens: [(font: String, style: PixelStyle, width: Int, height: Int, text: String, frame: [String])] = [
        (
            "builtin", .half, 30, 10, "Hi!",
            [
                "",
                "",
                " ██    ██    ▀▀        █",
                " ██    ██   ▄▄▄        █",
                " ████████    ██        █",
                " ██    ██    ██        ▀",
                " ██    ██   ▄██▄▄      ▄",
            ]
        ),
        (
            "builtin", .full, 30, 10, "Hi!",
            [
                "",
                " ██    ██    ██        █",
                " ██    ██    ██        █",
                " ██    ██   ███        █",
                " ████████   ███        █",
                " ██    ██    ██        █",
                " ██    ██   █████      █",
                " ██    ██   █████      █",
            ]
        ),
        (
            "builtin", .quadrant, 30, 10, "Hi!",
            [
                "",
                "",
                " █▌    ██    ▝▀        █▌",
                " █▌    ██   ▄▄▄        █▌",
                " ████████    ▐█        █▌",
                " █▌    ██    ▐█        ▀▘",
                " █▌    ██   ▄▟█▄▖      ▄▖",
            ]
        ),
        (
            "builtin", .sextant, 30, 10, "Hi!",
            [
                "",
                " 🬭🬏    🬭🬭    🬞🬭        🬭🬏",
                " █▌    ██    🬉🬎        █▌",
                " █▌    ██   🬹🬹🬹        █▌",
                " ████████    ▐█        █▌",
                " █▌    ██    ▐█        🬎🬄",
                " █▌    ██   🬹🬻█🬹🬓      🬹🬓",
                " 🬂🬀    🬂🬂   🬂🬂🬂🬂🬀      🬂🬀",
            ]
        ),
        (
            "builtin", .braille, 30, 10, "Hi!",
            [
                "",
                " ⣀⡀    ⣀⣀    ⢀⣀        ⣀⡀",
                " ⣿⡇    ⣿⣿    ⠘⠛        ⣿⡇",
                " ⣿⡇    ⣿⣿   ⣶⣶⣶        ⣿⡇",
                " ⣿⣿⣿⣿⣿⣿⣿⣿    ⢸⣿        ⣿⡇",
                " ⣿⡇    ⣿⣿    ⢸⣿        ⠿⠇",
                " ⣿⡇    ⣿⣿   ⣤⣼⣿⣤⡄      ⣤⡄",
                " ⠉⠁    ⠉⠉   ⠉⠉⠉⠉⠁      ⠉⠁",
            ]
        ),
        (
            "unifont", .half, 40, 8, "Hello",
            [
                "",
                " ▄▄   ▄▄          ███    ███",
                " ██   ██  ▄▄▄▄     ██     ██    ▄▄▄▄▄",
                " ██▄▄▄██ ██▀▀██    ██     ██   ██▀▀▀█",
                " ██▀▀▀██ ██████    ██     ██   ██   █",
                " ██   ██ ██  ▄▄    ██     ██   ██   █",
                " ██   ██ ▀████▀  ██████  █████ ▀█████",
            ]
        ),
        (
            "unifont", .quadrant, 24, 8, "中文",
            [
                "",
                "     ▐▌        ▐▙",
                "  ▗▄▄▟▙▄▄▖ ▐█████████▌",
                "  ▐  ▐▌  ▌   ▝▜   ▐▘",
                "  ▐▄▄▟▙▄▄▌     ▜▙▛▘",
                "  ▝  ▐▌  ▘    ▗▛▘▜▙",
                "     ▐▌    ▐█▀▘    ▀▜▌",
            ]
        ),
        (
            "unifont", .half, 40, 8, "Ça va?",
            [
                "",
                " ▄████▄                          ▄████",
                " ██  ██ ████▄       ██  ██▄████▄ █  ▄█",
                " ██     █████       ▀████▀▄█████   ██▀",
                " ██▄▄██ █▄▄▄█        ████ ██▄▄██   ██",
                "  ███▀  ▀▀▀▀▀         ▀▀   ▀▀▀▀▀   ▀▀",
                "  ▀▀▀",
            ]
        ),
    ]

    @Test(arguments: 0..<goldens.count)
    func frameMatchesGolden(index: Int) throws {
        let golden = Self.goldens[index]
        let engine = try #require(golden.font == "builtin" ? Engines.builtin : Engines.unifont)
        let box = Box(width: golden.width, height: golden.height)
        let layout = engine.layout(golden.text, in: box, options: FitOptions(style: golden.style))
        #expect(BigTextRenderer.lines(layout, box: box) == golden.frame)
    }
}
