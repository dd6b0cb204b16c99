import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingText
import Testing

/// The end of a countdown on the display (issue 35, point 2): it looks different from its last
/// seconds and keeps signalling until a key; notes go after a few seconds, and the end's
/// message replaces any older one.
@Suite struct TimerEndSignalTests {
    static let colors = HomeFrames.colors

    /// The frame of `faces` at `seconds` past the faces' clock, drawn by `view`.
    static func frame(
        _ faces: [TimerFace], display: TimerDisplay, view: TimerView, at seconds: Double,
        columns: Int = 40
    ) -> ScreenBuffer {
        var context = ScreenFixtures.context(columns, 12, code: "en", colors: colors)
        context.now = Date(timeIntervalSince1970: 1_700_000_000 + seconds)
        var frame = context.blankFrame()
        view.render(display, faces: faces, options: FitOptions(), into: &frame, context: context)
        return frame
    }

    @Test func theEndAlternatesInverseAndTheLastSecondsDoNot() {
        let view = TimerView(engine: HomeFrames.builtin)
        let running = [TimerFrames.face("t", "Tea", seconds: 4)]
        let ended = [TimerFrames.face("t", "Tea", seconds: 4).ended(at: Date(timeIntervalSince1970: 1_700_000_000))]
        let display = TimerDisplay()
        let corner = { (frame: ScreenBuffer) in frame[0, 0].style.background }
        #expect(corner(Self.frame(running, display: display, view: view, at: 0)) == Self.colors.background)
        #expect(corner(Self.frame(running, display: display, view: view, at: 1)) == Self.colors.background)
        // The first second is the alarm's flash's; then inverse every other second.
        #expect(corner(Self.frame(ended, display: display, view: view, at: 0.5)) == Self.colors.background)
        #expect(corner(Self.frame(ended, display: display, view: view, at: 1.5)) != Self.colors.background)
        #expect(corner(Self.frame(ended, display: display, view: view, at: 2.5)) == Self.colors.background)
        #expect(corner(Self.frame(ended, display: display, view: view, at: 3.5)) != Self.colors.background)
        var steady = display
        steady.steadyEnd = true
        #expect(corner(Self.frame(ended, display: steady, view: view, at: 2.5)) != Self.colors.background)
    }

    @Test func aNoteGoesAfterAFewSecondsAndTheEndReplacesIt() {
        let view = TimerView(engine: HomeFrames.builtin)
        let l10n = ScreenFixtures.l10n("en")
        let until = [TimerFrames.face("launch", "Launch", seconds: 30, kind: .until)]
        var display = TimerDisplay()
        _ = display.handle(.text(" "), faces: until)
        let note = TextFitter.fitted(l10n("timer.notice.untilCannotPause"), columns: 40)
        let status = { (frame: ScreenBuffer) in frame.text(ofRow: frame.height - 1).trimmingCharacters(in: .whitespaces)
        }
        #expect(status(Self.frame(until, display: display, view: view, at: 0)) == note)
        #expect(status(Self.frame(until, display: display, view: view, at: 2)) == note)
        #expect(status(Self.frame(until, display: display, view: view, at: 5)) != note)
        // The end with the note still set: the end's message, its instruction first.
        let ended = [until[0].ended(at: Date(timeIntervalSince1970: 1_700_000_030))]
        let shown = status(Self.frame(ended, display: display, view: TimerView(engine: HomeFrames.builtin), at: 30))
        #expect(shown.hasPrefix(l10n("timer.key.anyKeyDismisses")), "\(shown)")
    }
}
