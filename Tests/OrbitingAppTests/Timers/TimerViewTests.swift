import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingText
import Testing

/// What the timer display shows: digits that keep their size while they count, the alert
/// colour at the end and in overtime, the paused state, the label sanitized, the status row.
@Suite struct TimerViewTests {
    static let colors = HomeFrames.colors

    static func frame(
        _ faces: [TimerFace], display: TimerDisplay = TimerDisplay(), columns: Int = 80, rows: Int = 24,
        code: String = "en", engine: BigTextEngine = HomeFrames.builtin
    ) -> ScreenBuffer {
        var context = ScreenFixtures.context(columns, rows, code: code, colors: colors)
        context.now = Date(timeIntervalSince1970: 1_700_000_000)  // the faces' clock
        var frame = context.blankFrame()
        TimerView(engine: engine).render(display, faces: faces, options: FitOptions(), into: &frame, context: context)
        return frame
    }

    /// The rows and columns the inked cells of the huge time cover.
    static func inkedBox(_ frame: ScreenBuffer, rows: Range<Int>) -> (
        rows: ClosedRange<Int>, columns: ClosedRange<Int>
    )? {
        var top: Int?, bottom = 0, left = Int.max, right = 0
        for row in rows {
            for (column, character) in frame.text(ofRow: row).enumerated() where character != " " {
                top = top ?? row
                bottom = row
                left = min(left, column)
                right = max(right, column)
            }
        }
        guard let top else { return nil }
        return (top...bottom, left...right)
    }

    static let standard = BigTextEngine.standard()

    @Test func theDigitsKeepTheirSizeFromSecondToSecond() throws {
        let layout = TimerLayout(rows: 24, hasLabel: false, others: 0)
        var boxes: [String] = []
        for seconds in [599, 111, 308, 60, 1, 471, 222] {  // 9:59, 1:51, 5:08, 1:00, 0:01, 7:51, 3:42
            let frame = Self.frame([TimerFrames.face("t", seconds: seconds)], engine: Self.standard)
            let box = try #require(Self.inkedBox(frame, rows: layout.digits))
            boxes.append("\(box.rows) \(box.columns.count)")
        }
        // The same height everywhere: the size never jumps (outline fonts, as shipped).
        #expect(Set(boxes.map { $0.split(separator: " ")[0] }).count == 1, "\(boxes)")
    }

    @Test func theLastSecondsAndOvertimeAreInTheAlertColour() {
        let accent = Self.colors.alert
        func digitColors(_ seconds: Int, lastSeconds: Int = 10) -> Set<RGBColor?> {
            var display = TimerDisplay()
            display.lastSeconds = lastSeconds
            let frame = Self.frame([TimerFrames.face("t", seconds: seconds)], display: display)
            var colors: Set<RGBColor?> = []
            for row in TimerLayout(rows: 24, hasLabel: false, others: 0).digits {
                for column in 0..<frame.width where frame[row, column].character != " " {
                    colors.insert(frame[row, column].style.foreground)
                }
            }
            return colors
        }
        #expect(digitColors(11) == [Self.colors.text])
        #expect(digitColors(10) == [accent])
        #expect(digitColors(-12) == [accent])
        #expect(digitColors(25, lastSeconds: 30) == [accent])
    }

    @Test func aPausedTimerSaysSoAndIsQuieter() {
        let frame = Self.frame([TimerFrames.face("t", "Tea", seconds: 200, paused: true)])
        #expect(ScreenFixtures.shows(frame, "⏸ Paused"))
        #expect(ScreenFixtures.shows(frame, "Space resume"))
        let digits = TimerLayout(rows: 24, hasLabel: true, others: 0).digits
        let inked = digits.flatMap { row in (0..<frame.width).map { frame[row, $0] } }.filter { $0.character != " " }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.style.foreground == Self.colors.secondary })
    }

    @Test func theLabelIsShownLiterallyNeverAsControls() {
        let face = TimerFrames.face("t", "Tea\u{1B}]2;pwned\u{07}\u{1B}[31m", seconds: 200)
        var display = TimerDisplay()
        _ = display.handle(.text("x"), faces: [face])
        let frame = Self.frame([face], display: display, columns: 120, rows: 6)
        let text = ScreenFixtures.lines(frame).joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" })
        #expect(text.contains("Tea␛]2;pwned␇␛[31m"))
    }

    @Test func theStatusRowOffersNoPauseForAClockTimeAndShowsTheEndOnE() {
        let until = TimerFrames.face("u", "Launch", seconds: 3000, kind: .until)
        #expect(!ScreenFixtures.shows(Self.frame([until]), "Space"))
        var display = TimerDisplay()
        _ = display.handle(.text("e"), faces: [until])
        // The end instant in the context's zone (UTC): 1 700 000 000 + 3000 s is 23:03.
        let info = ScreenFixtures.lines(Self.frame([until], display: display)).filter { $0.contains("Ends ") }
        #expect(info.count == 1 && info[0].contains("23:03"), "\(info)")
    }

    @Test func theCancelQuestionAndThePromptTakeTheStatusRow() {
        let face = TimerFrames.face("t", "Tea", seconds: 200)
        var display = TimerDisplay()
        display.prepare(for: ScreenFixtures.context(80, 24, code: "ja"))
        _ = display.handle(.text("x"), faces: [face])
        let asked = ScreenFixtures.lines(
            Self.frame([face], display: display, code: "ja", engine: HomeFrames.unifont ?? HomeFrames.builtin))
        #expect(asked[23].contains("タイマー「Tea」を取り消しますか？"))
        var prompting = TimerDisplay()
        _ = prompting.handle(.text("n"), faces: [face])
        prompting.prompt = HomeEdit(text: "5m Eggs", cursor: 7)
        #expect(
            ScreenFixtures.lines(Self.frame([face], display: prompting))[23].contains(
                "New timer (25m Tea, until 17:30): 5m Eggs"))
    }

    @Test func withNoTimerTheDisplaySaysHowToStartOne() {
        let frame = Self.frame([], columns: 200, rows: 50)
        #expect(ScreenFixtures.shows(frame, "n new"))
        ScreenFixtures.expectFits(frame)
    }

    @Test func everyPartFitsInATinyWindow() {
        let faces = [TimerFrames.face("a", "Tea", seconds: 200), TimerFrames.face("b", "Talk", seconds: 900)]
        for (columns, rows) in [(1, 1), (10, 2), (20, 5), (30, 8), (12, 40)] {
            ScreenFixtures.expectFits(Self.frame(faces, columns: columns, rows: rows))
        }
    }
}

/// The timer display turned toward the person opposite (`--rotate 180`): the big digits are
/// the upright digits turned, the status row stays upright.
@Suite struct TimerViewTurnTests {
    @Test func theDigitsTurnAndTheStatusRowStaysUpright() throws {
        var context = ScreenFixtures.context(80, 24, code: "en", colors: HomeFrames.colors)
        context.now = Date(timeIntervalSince1970: 1_700_000_000)
        let faces = [TimerFrames.face("t", seconds: 308)]
        let layout = TimerLayout(rows: 24, hasLabel: false, others: 0)
        func render(_ orientation: Orientation) -> ScreenBuffer {
            var frame = context.blankFrame()
            let view = TimerView(engine: HomeFrames.builtin)
            view.orientation = orientation
            view.render(TimerDisplay(), faces: faces, options: FitOptions(), into: &frame, context: context)
            return frame
        }
        let upright = render(.upright), turned = render(.halfTurn)
        let digits = { (frame: ScreenBuffer) in layout.digits.map { frame.text(ofRow: $0) } }
        let uprightDigits = digits(upright)
        #expect(uprightDigits.contains { $0.contains("▀") || $0.contains("█") })
        let expected = TurnedFrame.turned(uprightDigits, width: 80, height: layout.digits.count)
        #expect(SessionRows.trimmed(digits(turned)) == expected)
        let status = try #require(layout.status)
        #expect(turned.text(ofRow: status) == upright.text(ofRow: status))
    }
}

/// Rows as printed: trailing blanks and trailing empty rows cut.
enum SessionRows {
    static func trimmed(_ rows: [String]) -> [String] {
        var result = rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while result.last == "" { result.removeLast() }
        return result
    }
}
