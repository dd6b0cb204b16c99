import Foundation
import OrbitingTestSupport
import PropertyBased
import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Any window size a terminal may report (the ioctl's four 16-bit fields) is taken within
/// bounds: at most 10 000 columns and rows and 2 million cells, and a picture at most
/// 16 384 pixels either way and 2^25 in all, else cells.
///
/// Cases per property: `ORBITING_FUZZ_COUNT`, else 300 (what CI runs); `scripts/fuzz` runs
/// thousands.
@Suite struct WindowSizePropertyTests {
    static let count = ProcessInfo.processInfo.environment["ORBITING_FUZZ_COUNT"].flatMap(Int.init) ?? 300

    /// The ioctl's values: mostly anything, often the extremes.
    static let field = Gen.oneOf(Gen.int(in: 0...65_535), Gen.int(in: 65_000...65_535), Gen.int(in: 0...300))

    /// Whether `target`, drawing into `size`, makes a picture within the caps (or is cells).
    static func isBounded(_ target: RenderTarget, _ size: TerminalSize) -> Bool {
        guard target.mode.graphics != nil else { return true }
        let cell = target.cell ?? RenderChoice.assumedCell
        let width = size.columns * cell.width, height = size.rows * cell.height
        return width <= RenderTarget.largestPicture && height <= RenderTarget.largestPicture
            && width * height <= RenderTarget.largestPictureArea
    }

    @Test func anyReportedWindowIsTakenWithinTheCaps() async throws {
        let tty = try #require(PseudoTerminal())
        // Only the descriptor goes into the property (the pair stays open until the end).
        let follower = tty.follower
        await propertyCheck(count: Self.count, input: Self.field, Self.field, Self.field, Self.field) {
            columns, rows, xPixels, yPixels in
            var reported = winsize(
                ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(xPixels), ws_ypixel: UInt16(yPixels))
            #expect(ioctl(follower, UInt(TIOCSWINSZ), &reported) == 0)
            guard let size = TerminalSize.of(fileDescriptor: follower) else {
                #expect(columns == 0 || rows == 0)
                return
            }
            #expect(size.columns >= 1 && size.columns <= TerminalSize.largestSide && size.columns <= columns)
            #expect(size.rows >= 1 && size.rows <= TerminalSize.largestSide && size.rows <= rows)
            #expect(size.columns * size.rows <= TerminalSize.largestCells)
            if columns <= TerminalSize.largestSide && rows <= TerminalSize.largestSide
                && columns * rows <= TerminalSize.largestCells
            {
                #expect(size == TerminalSize(columns: columns, rows: rows))
            }
            let cell = GraphicsSupport.cellFromWindowSize(fileDescriptor: follower)
            if let cell {
                #expect(
                    cell.isUsable && xPixels <= RenderTarget.largestPicture && yPixels <= RenderTarget.largestPicture)
            }
            for mode in [RenderMode.kitty, .sixel, .iterm2, .smooth] {
                let target = RenderTarget(mode: mode, cell: cell).fitting(Box(width: size.columns, height: size.rows))
                #expect(Self.isBounded(target, size), "\(mode) \(columns)×\(rows) cells, \(xPixels)×\(yPixels) px")
            }
        }
        withExtendedLifetime(tty) {}
    }

    @Test func anyCellAnsweredByTheTerminalGivesABoundedPicture() async {
        let side = Gen.int(in: 1...TerminalSize.largestSide)
        await propertyCheck(count: Self.count, input: side, side, Gen.int(in: 2...512), Gen.int(in: 2...1024)) {
            columns, rows, width, height in
            let size = TerminalSize(columns: columns, rows: rows).capped
            for mode in [RenderMode.kitty, .sixel, .iterm2] {
                let target = RenderTarget(mode: mode, cell: CellPixels(width: width, height: height))
                    .fitting(Box(width: size.columns, height: size.rows))
                #expect(Self.isBounded(target, size))
                // A picture that fits is kept as it is.
                if columns * width <= 1000 && rows * height <= 1000 { #expect(target.mode == mode) }
            }
        }
    }
}
