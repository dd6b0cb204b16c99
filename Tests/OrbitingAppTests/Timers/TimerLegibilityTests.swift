import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

/// The timer display read from across a room: digits fitted once for the widest reading
/// (no jump at 10:00 → 9:59, 59:59, or after `+`), the label as plain text where block
/// letters would be too small to read, the last seconds in a readable red in every theme,
/// and the end kept on screen, huge, until a key.
@Suite struct TimerLegibilityTests {
    static let standard = BigTextEngine.standard()

    /// The face of a countdown of `length` seconds with `seconds` left, as the store's
    /// source makes it (its widest reading included).
    static func face(_ seconds: Int, length: Int, label: String = "") -> TimerFace {
        TimerFace(
            id: "t", label: label, remaining: .seconds(seconds), digits: TimerDigits.remaining(TimeInterval(seconds)),
            progress: 0.5, widestDigits: TimerDigits.widest(upTo: TimeInterval(length), overtime: false))
    }

    static func inkedRows(_ frame: ScreenBuffer, rows: Range<Int>) -> Int {
        rows.filter { row in frame.text(ofRow: row).contains { $0 != " " } }.count
    }

    @Test func digitsHaveOneHeightAcross10_00And9_59AndAMinuteAdded() {
        let layout = TimerLayout(rows: 30, hasLabel: false, others: 0)
        let heights = [(600, 600), (599, 600), (540, 600), (659, 660)].map { seconds, length in
            Self.inkedRows(
                TimerViewTests.frame(
                    [Self.face(seconds, length: length)], columns: 100, rows: 30, engine: Self.standard),
                rows: layout.digits)
        }
        #expect(heights[0] > 0 && Set(heights).count == 1, "\(heights)")
        // An hour-long timer at 1:00:00 and at 59:59.
        let hour = [(3600, 3600), (3599, 3600)].map { seconds, length in
            Self.inkedRows(
                TimerViewTests.frame(
                    [Self.face(seconds, length: length)], columns: 100, rows: 30, engine: Self.standard),
                rows: layout.digits)
        }
        #expect(hour[0] > 0 && hour[0] == hour[1], "\(hour)")
    }

    @Test func theLabelIsPlainTextWhereBlockLettersWouldBeTooSmall() {
        for (label, code) in [("お茶", "ja"), ("चाय", "hi")] {
            let frame = TimerViewTests.frame(
                [Self.face(300, length: 600, label: label)], columns: 100, rows: 30, code: code,
                engine: Self.standard)
            #expect(ScreenFixtures.lines(frame).contains { $0.contains(label) }, "\(label) is not written as text")
        }
        // Latin: block letters only at 5 rows or more, else the word itself.
        let frame = TimerViewTests.frame(
            [Self.face(300, length: 600, label: "Standup")], columns: 100, rows: 30, engine: Self.standard)
        let labelRows = TimerLayout(rows: 30, hasLabel: true, others: 0).label
        let asText = ScreenFixtures.lines(frame).contains { $0.contains("Standup") }
        #expect(asText || Self.inkedRows(frame, rows: labelRows) >= 5)
    }

    @Test func theLastSecondsAreInAReadableRedInEveryThemeAndScheme() throws {
        var checked = 0
        for theme in ThemeCatalog.load(bundledDirectory: nil, userDirectory: nil).themes {
            for palette in [theme.light, theme.dark] {
                let alert = palette.alert
                #expect(alert.contrastRatio(with: palette.background) >= 4.5, "\(theme.name): \(alert.hex)")
                // Red family: red leads, clearly.
                #expect(
                    Int(alert.red) > Int(alert.green) + 60 && Int(alert.red) > Int(alert.blue) + 60,
                    "\(theme.name): \(alert.hex)")
                #expect(alert != palette.readable.text)
                checked += 1
            }
        }
        #expect(checked == 18)
        // What the display draws the last seconds in: the theme's alert colour.
        let colors = ScreenColors(Theme.builtInMono.dark)
        var context = ScreenFixtures.context(80, 24, colors: colors)
        context.now = Date(timeIntervalSince1970: 1_700_000_000)
        var frame = context.blankFrame()
        TimerView(engine: HomeFrames.builtin).render(
            TimerDisplay(), faces: [Self.face(5, length: 60)], options: FitOptions(),
            into: &frame, context: context)
        let inked = TimerLayout(rows: 24, hasLabel: false, others: 0).digits.flatMap { row in
            (0..<frame.width).map { frame[row, $0] }.filter { $0.character != " " }
        }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.style.foreground == Theme.builtInMono.dark.alert })
    }

    @Test func anEndedTimerStaysHugeWithItsLabelUntilAKey() {
        let ended = Self.face(0, length: 300, label: "Tea").ended(at: Date(timeIntervalSince1970: 1_700_000_000))
        var display = TimerDisplay()
        display.waitedID = "t"
        display.keep(ended: ended)
        let faces = display.shown([])
        let frame = TimerViewTests.frame(faces, display: display, columns: 100, rows: 30, engine: Self.standard)
        let lines = ScreenFixtures.lines(frame)
        #expect(lines.contains { $0.contains("Press any key to close") })
        #expect(lines.contains { $0.contains("Ended") })
        #expect(Self.inkedRows(frame, rows: TimerLayout(rows: 30, hasLabel: true, others: 0).digits) > 5)
        // Tab and F1 keep their meaning; any other key says it was seen.
        #expect(display.handle(.tab, faces: faces).isEmpty)
        #expect(display.handle(.text("k"), faces: faces) == [.dismiss(id: "t")])
        #expect(display.ended.isEmpty)
    }
}
