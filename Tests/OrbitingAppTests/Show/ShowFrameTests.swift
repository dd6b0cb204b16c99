import OrbitingTerminal
import Testing

@testable import OrbitingApp

/// The one fit of `show` and `show --follow`: a box with a height is kept; an unbounded one
/// grows with the message up to its cap, and a message taller than that is fitted into the
/// capped box.
@Suite struct ShowFrameTests {
    @Test func aBoxWithAHeightIsKept() {
        let box = Box(width: 40, height: 10)
        let (layout, fitted) = ShowFrame.fit("Hi", engine: HomeFrames.builtin, in: box, options: FitOptions())
        #expect(fitted == box)
        #expect(layout.rows + 2 * layout.margin <= 10)
    }

    @Test func anUnboundedBoxIsCappedForATallMessage() {
        let width = 400
        let cap = ShowFrame.unboundedRows(width: width)
        #expect(cap == TerminalSize.largestCells / width)
        let tall = Array(repeating: "word", count: 20_000).joined(separator: "\n")
        let (layout, fitted) = ShowFrame.fit(
            tall, engine: HomeFrames.builtin, in: Box(width: width, height: nil), options: FitOptions())
        #expect(fitted == Box(width: width, height: cap))
        #expect(layout.rows + 2 * layout.margin <= cap)
    }

    @Test func aShortMessageInAnUnboundedBoxKeepsItUnbounded() {
        let box = Box(width: 80, height: nil)
        let (_, fitted) = ShowFrame.fit("Hi", engine: HomeFrames.builtin, in: box, options: FitOptions())
        #expect(fitted == box)
    }
}
