import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// The edit position on Home: one column of the message marked in reverse video without
/// colour, in the accent colour with it.
@Suite struct HomeCaretTests {
    /// The cells marked as the caret, as (row, column).
    static func marked(_ frame: ScreenBuffer, accent: RGBColor? = nil) -> [(row: Int, column: Int)] {
        var cells: [(Int, Int)] = []
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let style = frame[row, column].style
                if style.isReversed || (accent != nil && style.background == accent) { cells.append((row, column)) }
            }
        }
        return cells
    }

    /// The columns holding ink (anything but a blank) on `rows`.
    static func ink(_ frame: ScreenBuffer, rows: [Int]) -> [Int] {
        rows.flatMap { row in
            (0..<frame.width).filter { frame[row, $0].character != " " && !frame[row, $0].isContinuation }
        }
    }

    @Test func withoutColourTheCaretIsOneReversedColumn() throws {
        let frame = HomeFrames.render(HomeFrames.typing("Hi!"), columns: 40, rows: 12)
        let cells = Self.marked(frame)
        let columns = Set(cells.map(\.column))
        #expect(columns.count == 1)
        let rows = cells.map(\.row)
        #expect(rows.count >= 2, "as tall as the letters, not one cell")
        #expect(rows == Array(try #require(rows.first)...(try #require(rows.last))), "one unbroken bar")
        #expect(Self.ink(frame, rows: rows).isEmpty == false, "beside the letters it marks")
    }

    @Test func atTheEndTheCaretIsRightOfTheLastLetter() throws {
        let frame = HomeFrames.render(HomeFrames.typing("Hi!"), columns: 40, rows: 12)
        let cells = Self.marked(frame)
        let column = try #require(cells.first?.column)
        let inkColumns = Self.ink(frame, rows: Array(0..<frame.height))
        #expect(column > (inkColumns.max() ?? .max))
    }

    @Test func atTheStartTheCaretIsLeftOfTheFirstLetter() throws {
        let frame = HomeFrames.render(HomeFrames.typing("Hi!", cursor: 0), columns: 40, rows: 12)
        let column = try #require(Self.marked(frame).first?.column)
        let inkColumns = Self.ink(frame, rows: Array(0..<frame.height))
        #expect(column <= (inkColumns.min() ?? .min))
    }

    @Test func inTheMiddleTheCaretIsBetweenTheLetters() throws {
        let frame = HomeFrames.render(HomeFrames.typing("Hi!", cursor: 1), columns: 40, rows: 12)
        let column = try #require(Self.marked(frame).first?.column)
        let inkColumns = Self.ink(frame, rows: Array(0..<frame.height))
        #expect(column > (inkColumns.min() ?? .max))
        #expect(column < (inkColumns.max() ?? .min))
    }

    @Test func withColourTheCaretIsInTheAccentColour() throws {
        let colors = HomeFrames.colors
        let accent = try #require(colors.accent)
        let frame = HomeFrames.render(HomeFrames.typing("Hi!"), columns: 40, rows: 12, colors: colors)
        let cells = Self.marked(frame, accent: accent)
        #expect(Set(cells.map(\.column)).count == 1)
        #expect(cells.count >= 2)
        for cell in cells {
            let style = frame[cell.row, cell.column].style
            #expect(style.background == accent)
            #expect(style.foreground == colors.background, "the letter under the caret stays readable")
            #expect(!style.isReversed, "no reverse video when there is colour")
        }
    }

    @Test func theTextIsDrawnInTheTextColourAndThePlaceholderQuieter() {
        let colors = HomeFrames.colors
        let typed = HomeFrames.render(HomeFrames.typing("Hi!", cursor: 0), columns: 40, rows: 12, colors: colors)
        let caret = Set(Self.marked(typed, accent: colors.accent).map(\.column))
        var typedInk = 0
        for row in 0..<12 {
            for column in Self.ink(typed, rows: [row]) where !caret.contains(column) {
                #expect(typed[row, column].style.foreground == colors.text)
                typedInk += 1
            }
        }
        #expect(typedInk > 0)
        let placeholder = HomeFrames.render(HomeState(), columns: 40, rows: 12, colors: colors)
        let placeholderInk = (0..<11).flatMap { row in Self.ink(placeholder, rows: [row]).map { (row, $0) } }
        #expect(!placeholderInk.isEmpty)
        #expect(placeholderInk.allSatisfy { placeholder[$0.0, $0.1].style.foreground == colors.secondary })
    }

    @Test func aKeptMessageAndThePlaceholderShowNoCaret() {
        var kept = HomeState()
        kept.kept = "Hi!"
        #expect(Self.marked(HomeFrames.render(kept, columns: 40, rows: 12)).isEmpty)
        #expect(Self.marked(HomeFrames.render(HomeState(), columns: 40, rows: 12)).isEmpty)
    }

    @Test func onASecondLineTheCaretIsLowerDown() throws {
        // 21 rows: 20 for the text above the status row, two lines of whole rows each.
        let first = HomeFrames.render(HomeFrames.typing("ab\ncd", cursor: 1), columns: 40, rows: 21)
        let second = HomeFrames.render(HomeFrames.typing("ab\ncd", cursor: 4), columns: 40, rows: 21)
        let top = try #require(Self.marked(first).map(\.row).max())
        let bottom = try #require(Self.marked(second).map(\.row).min())
        #expect(bottom > top)
    }

    // MARK: Windows too small

    static let tinyStates: [HomeState] = {
        var kept = HomeState()
        kept.kept = "Hello there"
        kept.notice = HomeNotice(.hint("home.hint.kept"), until: .seconds(3))
        return [
            HomeState(), HomeFrames.typing("Hello", cursor: 2), HomeFrames.typing("Hello"),
            HomeFrames.typing("abc", search: HistorySearch(query: "ab", failed: false)), kept,
            HomeFrames.typing("日本語テキスト"),
        ]
    }()

    @Test(arguments: [(0, 0), (1, 1), (3, 2), (10, 3), (2, 10), (40, 1)])
    func aTinyWindowDrawsOnlyWhatFits(columns: Int, rows: Int) {
        for home in Self.tinyStates {
            for colors in [ScreenColors.none, HomeFrames.colors] {
                let frame = HomeFrames.render(home, columns: columns, rows: rows, colors: colors)
                #expect(frame.width == columns && frame.height == rows)
                for row in 0..<frame.height {
                    #expect(DisplayWidth.of(frame.text(ofRow: row)) == columns, "row \(row) of \(home.shownText)")
                }
            }
        }
    }

    @Test func aTinyWindowCutsTheHintWithAnEllipsis() {
        #expect(HomeFrames.render(HomeState(), columns: 10, rows: 3).text(ofRow: 2) == "F1 for he…")
        #expect(HomeFrames.render(HomeState(), columns: 3, rows: 2).text(ofRow: 1) == "F1…")
    }
}
