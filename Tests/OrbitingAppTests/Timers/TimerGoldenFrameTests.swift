import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

/// Whole frames of the timer display, in English and Japanese at 80×24 and 200×50, with a
/// strip of three timers under the huge one, compared with `__Goldens__/timers-*.txt`
/// (checked by eye when written; regenerate with `ORBITING_UPDATE_GOLDENS=1`). Drawn with
/// Unifont, the pixel look, so the frames do not depend on the outline fonts installed.
@Suite struct TimerGoldenFrameTests {
    static let labels: [String: [String]] = [
        "en": ["Tea", "Talk ends", "Launch", "Focus"],
        "ja": ["お茶", "発表終了", "打ち上げ", "集中"],
    ]

    static func faces(_ code: String) -> [TimerFace] {
        let labels = Self.labels[code] ?? []
        return [
            TimerFrames.face("tea", labels[0], seconds: 4 * 60 + 59),
            TimerFrames.face("talk", labels[1], seconds: 9),
            TimerFrames.face("launch", labels[2], seconds: 3 * 3600 + 25 * 60, kind: .until, paused: false),
            TimerFrames.face("focus", labels[3], seconds: 20 * 60, kind: .pomodoro, paused: true),
        ]
    }

    @Test(arguments: ["en", "ja"], [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func display(code: String, size: TerminalSize) throws {
        let unifont = try #require(HomeFrames.unifont, HomeFrames.noUnifont)
        let faces = Self.faces(code)
        var display = TimerDisplay()
        display.prepare(for: ScreenFixtures.context(size.columns, size.rows, code: code))
        _ = display.handle(.text("e"), faces: faces)
        let frame = TimerViewTests.frame(
            faces, display: display, columns: size.columns, rows: size.rows, code: code, engine: unifont)
        ScreenFixtures.expectFits(frame)
        #expect(display.strip(in: faces).count == 3)
        ScreenFixtures.expectGolden(frame, "timers-\(code)-\(size.columns)x\(size.rows)")
    }
}
