import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

@Suite struct FrameDiffTests {
    let ink = CellStyle(foreground: RGBColor(0xe6e6f2), background: RGBColor(0x14141f))
    let accent = CellStyle(foreground: RGBColor(0xff4ce6), background: RGBColor(0x14141f), isBold: true)

    /// A frame of big text, as Home draws it.
    func frame(_ text: String, width: Int = 40, height: Int = 12) -> ScreenBuffer {
        let engine = BigTextEngine(font: BuiltinFont())
        let box = Box(width: width, height: height)
        return ScreenBuffer(
            grid: BigTextRenderer.grid(engine.layout(text, in: box), box: box),
            text: ink.foreground, background: ink.background)
    }

    /// Applies `bytes` to `model` and checks it now shows `buffer` exactly.
    func expectShows(
        _ buffer: ScreenBuffer, after bytes: [UInt8], on model: inout TerminalModel,
        depth: ColorDepth = .trueColor, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        model.apply(bytes)
        #expect(model.problems.isEmpty, "\(model.problems)", sourceLocation: sourceLocation)
        #expect(model.synchronizedDepth == 0, sourceLocation: sourceLocation)
        #expect(model.pen == TerminalModel.Cell(), "attributes left set", sourceLocation: sourceLocation)
        let expected = TerminalModel.expected(buffer, depth: depth)
        for row in 0..<buffer.height {
            #expect(model.cells[row] == expected[row], "row \(row)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [ColorDepth.trueColor, .ansi256, .ansi16, .none])
    func aFullFrameAndThenEachChangeReproduceTheBuffers(depth: ColorDepth) {
        var model = TerminalModel(width: 40, height: 12)
        var previous: ScreenBuffer?
        for text in ["H", "He", "Hel", "Hello 漢字", "Hello", "", "→ ok"] {
            var next = frame(text)
            next.write("状态 status", row: 11, column: 1, style: accent)
            let bytes = FrameDiff.bytes(from: previous, to: next, depth: depth)
            let shown = depth == .none ? uncoloured(next) : next
            expectShows(shown, after: bytes, on: &model, depth: depth)
            previous = next
        }
    }

    @Test func wideCharactersReplacingNarrowOnesAndBackAreRedrawnWhole() {
        var model = TerminalModel(width: 8, height: 2)
        var old = ScreenBuffer(width: 8, height: 2, style: ink)
        old.write("abcdefgh", row: 0, column: 0, style: ink)
        old.write("漢字かな", row: 1, column: 0, style: ink)
        model.apply(FrameDiff.bytes(from: nil, to: old, depth: .trueColor))
        var new = old
        new.write("x漢", row: 0, column: 2, style: ink)  // narrow → wide, off the even grid
        new.put("y", row: 1, column: 3, style: accent)  // half of 字 → narrow
        new.put("字", row: 1, column: 6, style: ink)  // same character, other style
        expectShows(new, after: FrameDiff.bytes(from: old, to: new, depth: .trueColor), on: &model)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let shown = frame("Hello")
        #expect(FrameDiff.bytes(from: shown, to: shown, depth: .trueColor).isEmpty)
    }

    @Test func oneChangedCellWritesFarLessThanAFullFrame() {
        let old = frame("Hello")
        var new = old
        new.restyle(row: 5, column: 20) { $0.isReversed.toggle() }
        let full = FrameDiff.bytes(from: nil, to: new, depth: .trueColor)
        let change = FrameDiff.bytes(from: old, to: new, depth: .trueColor)
        #expect(!change.isEmpty)
        #expect(change.count * 10 < full.count, "\(change.count) bytes for one cell, \(full.count) for the frame")
        var model = TerminalModel(width: 40, height: 12)
        model.apply(FrameDiff.bytes(from: nil, to: old, depth: .trueColor))
        expectShows(new, after: change, on: &model)
    }

    @Test func aSizeChangeRedrawsEverything() {
        let old = frame("Hello", width: 30, height: 10)
        let new = frame("Hello", width: 40, height: 12)
        let bytes = FrameDiff.bytes(from: old, to: new, depth: .trueColor)
        #expect(String(decoding: bytes, as: UTF8.self).contains(ControlSequence.eraseScreen))
        var model = TerminalModel(width: 40, height: 12)
        model.cells[3][3].text = "#"  // stale content must go
        expectShows(new, after: bytes, on: &model)
    }

    @Test func hostileTextNeverReachesTheTerminalRaw() {
        var model = TerminalModel(width: 40, height: 3)
        var buffer = ScreenBuffer(width: 40, height: 3, style: ink)
        for (row, text) in ["\u{1B}]0;pwned\u{07}", "\u{9B}31m\u{1B}[?1049l", "\u{0}\u{8}\u{7F}\r\n\u{1B}c"]
            .enumerated()
        {
            buffer.write(text, row: row, column: 0, style: ink)
        }
        let bytes = FrameDiff.bytes(from: nil, to: buffer, depth: .trueColor)
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains { (0x80...0x9F).contains($0.value) || ($0.value < 0x20 && $0 != "\u{1B}") })
        expectShows(buffer, after: bytes, on: &model)  // every ESC parsed as one of ours
    }

    /// `buffer` as a terminal shows it when colours are off: attributes kept, colours gone.
    private func uncoloured(_ buffer: ScreenBuffer) -> ScreenBuffer {
        var copy = buffer
        for row in 0..<copy.height {
            for column in 0..<copy.width where !copy[row, column].isContinuation {
                copy.restyle(row: row, column: column) {
                    $0.foreground = nil
                    $0.background = nil
                }
            }
        }
        return copy
    }
}

extension FrameDiffTests {
    @Test func aFrameThatAllChangedCostsNoMoreThanAFullRedraw() {
        let old = frame("Hello there")
        let new = frame("Goodbye, friends")
        let full = FrameDiff.bytes(from: nil, to: new, depth: .trueColor)
        let change = FrameDiff.bytes(from: old, to: new, depth: .trueColor)
        #expect(change.count <= full.count)
        var model = TerminalModel(width: 40, height: 12)
        model.apply(FrameDiff.bytes(from: nil, to: old, depth: .trueColor))
        expectShows(new, after: change, on: &model)
    }
}
