import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// The flash on a graphics terminal: the picture's colours trade places with the rest.
@Suite struct FlashPictureTests {
    static let black = RGBColor(red: 0, green: 0, blue: 0)
    static let white = RGBColor(red: 255, green: 255, blue: 255)

    @Test func thePictureFlashesWithTheCells() {
        var colors = ScreenColors()
        colors.background = Self.black
        colors.text = Self.white
        var frame = ScreenBuffer(width: 4, height: 2, style: CellStyle(foreground: Self.white, background: Self.black))
        frame.image = FrameImage(
            row: 0, column: 0, columns: 4, rows: 1, picture: CoveragePicture(width: 4, height: 2),
            ink: Self.white, paper: Self.black)
        Flash.apply(1, to: &frame, colors: colors)
        #expect(frame.image?.ink == Self.black && frame.image?.paper == Self.white)
        #expect(frame[1, 1].style.background == Self.white)
        Flash.apply(0.5, to: &frame, colors: colors)
        #expect(frame.image?.ink == frame.image?.paper, "halfway, both grey")
    }

    @Test func aBlendBecomesTheOppositeBlend() {
        var colors = ScreenColors()
        colors.background = Self.black
        colors.text = Self.white
        let grey = RGBColor(red: 64, green: 64, blue: 64)
        var frame = ScreenBuffer(width: 1, height: 1, style: CellStyle(foreground: grey, background: Self.black))
        Flash.apply(1, to: &frame, colors: colors)
        #expect(frame[0, 0].style.foreground == RGBColor(red: 191, green: 191, blue: 191))
    }
}
