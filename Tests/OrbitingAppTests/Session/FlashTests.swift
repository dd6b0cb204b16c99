import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// The flash's timeline: fully swapped for 100 ms, fading back over 900 ms, then over.
@Suite struct FlashTests {
    let flash = Flash(start: .seconds(7))

    @Test func fullySwappedDuringTheFirstHundredMilliseconds() {
        for ms in [0, 1, 50, 99] {
            #expect(flash.amount(at: .seconds(7) + .milliseconds(ms)) == 1, "at \(ms) ms")
        }
    }

    @Test func fadesStrictlyOverTheNextNineHundredMilliseconds() throws {
        var previous = 1.0
        for ms in stride(from: 110, through: 990, by: 20) {
            let amount = try #require(flash.amount(at: .seconds(7) + .milliseconds(ms)), "at \(ms) ms")
            #expect(amount < previous, "at \(ms) ms")
            #expect(amount > 0, "at \(ms) ms")
            previous = amount
        }
        #expect(previous < 0.05, "almost back just before the end")
    }

    @Test func halfwayThroughTheFadeIsAboutHalfSwapped() throws {
        let amount = try #require(flash.amount(at: .seconds(7) + .milliseconds(550)))
        #expect(abs(amount - 0.5) < 0.01)
    }

    @Test func overAfterOneSecondAndNotBeforeItBegan() {
        #expect(flash.amount(at: .seconds(8)) == nil)
        #expect(flash.amount(at: .seconds(9)) == nil)
        #expect(flash.amount(at: .milliseconds(6_999)) == nil)
    }
}

/// What the flash does to a frame.
@Suite struct FlashPaintTests {
    static let black = RGBColor(red: 0, green: 0, blue: 0)
    static let white = RGBColor(red: 255, green: 255, blue: 255)

    static var colors: ScreenColors {
        var colors = ScreenColors()
        colors.background = black
        colors.text = white
        return colors
    }

    static func frame() -> ScreenBuffer {
        var frame = ScreenBuffer(width: 4, height: 2, style: CellStyle(foreground: white, background: black))
        frame.write("Hi", row: 0, column: 0, style: CellStyle(foreground: white, background: black))
        return frame
    }

    @Test func fullySwappedTextAndBackgroundTradePlaces() {
        var frame = Self.frame()
        Flash.apply(1, to: &frame, colors: Self.colors)
        for row in 0..<2 {
            for column in 0..<4 {
                #expect(frame[row, column].style.foreground == Self.black)
                #expect(frame[row, column].style.background == Self.white)
            }
        }
        #expect(frame.text(ofRow: 0) == "Hi  ", "the words stay")
    }

    @Test func halfwayBothAreGrey() {
        var frame = Self.frame()
        Flash.apply(0.5, to: &frame, colors: Self.colors)
        let style = frame[0, 0].style
        #expect(style.foreground == style.background)
        #expect(style.foreground != Self.black && style.foreground != Self.white)
    }

    @Test func atZeroNothingChanges() {
        var frame = Self.frame()
        Flash.apply(0, to: &frame, colors: Self.colors)
        #expect(frame == Self.frame())
    }

    @Test func withoutColourTheFrameIsReversedForTheFirstHalfOnly() {
        var strong = Self.frame()
        Flash.apply(0.8, to: &strong, colors: .none)
        #expect((0..<4).allSatisfy { strong[1, $0].style.isReversed })
        var weak = Self.frame()
        Flash.apply(0.3, to: &weak, colors: .none)
        #expect(weak == Self.frame())
    }

    @Test func withoutColourWideCharactersAreReversedWhole() {
        var frame = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1), style: CellStyle())
        frame.write("日本", row: 0, column: 0, style: CellStyle())
        Flash.apply(1, to: &frame, colors: .none)
        #expect((0..<6).allSatisfy { frame[0, $0].style.isReversed }, "every cell, both halves of 日 and 本 included")
    }
}
