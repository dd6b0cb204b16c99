import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

/// Over generated frame sequences, a terminal fed the diffs always shows the latest frame.
@Suite struct FrameDiffPropertyTests {
    static let characters: [Character] =
        ([
            "a", "Z", " ", "█", "▀", "▄", "é", "e\u{301}", "漢", "字", "한", "😀", "👨‍👩‍👧",
            "\u{1B}", "\u{9B}", "\u{7}", "\u{301}", "\u{202E}", "\r\n",
            "स्ते", "नि", "ন্য", "কি", "👍🏽", "🇩🇪", "❤\u{FE0F}", "ｱ", "Ａ",
        ] as [String])
        .compactMap { $0.count == 1 ? $0.first : nil }
    static let styles: [CellStyle] = [
        .plain,
        CellStyle(foreground: RGBColor(0x262626), background: RGBColor(0xfafafa)),
        CellStyle(foreground: RGBColor(0xfafafa), background: RGBColor(0x262626), isReversed: true),
        CellStyle(foreground: RGBColor(0x9900e6), isBold: true),
        CellStyle(background: RGBColor(0x00e6e6)),
        // Smooth cells' kind: both colours, no attributes, only one of them changing.
        CellStyle(foreground: RGBColor(0x808080), background: RGBColor(0xfafafa)),
        CellStyle(foreground: RGBColor(0x808080), background: RGBColor(0x262626)),
    ]

    /// `buffer` with a few random edits: single cells, strings and whole-screen restyles.
    func edited(_ buffer: ScreenBuffer, using generator: inout SeededGenerator) -> ScreenBuffer {
        var next = buffer
        for _ in 0..<Int(generator.next() % 12) {
            let row = Int(generator.next() % UInt64(max(1, next.height)))
            let column = Int(generator.next() % UInt64(max(1, next.width)))
            let style = Self.styles[Int(generator.next() % UInt64(Self.styles.count))]
            switch generator.next() % 6 {
            case 0:
                let text = String(
                    (0..<Int(generator.next() % 6)).map { _ in
                        Self.characters[Int(generator.next() % UInt64(Self.characters.count))]
                    })
                next.write(text, row: row, column: column, style: style)
            case 1:
                next.restyle(row: row, column: column) { $0 = style }
            case 2 where generator.next() % 4 == 0:
                next.setStyle(style)
            default:
                next.put(
                    Self.characters[Int(generator.next() % UInt64(Self.characters.count))],
                    row: row, column: column, style: style)
            }
        }
        return next
    }

    @Test(arguments: [ColorDepth.trueColor, .ansi256])
    func theTerminalAlwaysShowsTheLatestFrame(depth: ColorDepth) {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<60 {
            var width = 1 + Int(generator.next() % 12), height = 1 + Int(generator.next() % 5)
            var model = TerminalModel(width: width, height: height)
            var shown: ScreenBuffer?
            var next = ScreenBuffer(width: width, height: height)
            for _ in 0..<25 {
                if generator.next() % 10 == 0 {
                    width = 1 + Int(generator.next() % 12)
                    height = 1 + Int(generator.next() % 5)
                    next = ScreenBuffer(width: width, height: height)
                    // A resize: the terminal's contents are unknown, so the run loop forgets the last frame.
                    model = TerminalModel(width: width, height: height)
                    model.cells[0][0].text = "?"
                    shown = nil
                }
                next = edited(next, using: &generator)
                let bytes = FrameDiff.bytes(from: shown, to: next, depth: depth)
                if let shown, shown == next { #expect(bytes.isEmpty) }
                model.apply(bytes)
                #expect(model.problems.isEmpty, "\(model.problems)")
                #expect(model.cells == TerminalModel.expected(next, depth: depth), "\(width)×\(height)")
                shown = next
            }
        }
    }
}
