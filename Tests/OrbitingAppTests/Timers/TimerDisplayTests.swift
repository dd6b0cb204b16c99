import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

/// The display's update: each key's action on the huge timer, the refusals, the cancel
/// question in the language in use, the `n` prompt and Help.
@Suite struct TimerDisplayTests {
    let faces = [
        TimerFrames.face("tea", "Tea", seconds: 90), TimerFrames.face("talk", "Talk", seconds: 600),
        TimerFrames.face("launch", "Launch", seconds: 3000, kind: .until),
    ]

    @Test func keysActOnTheNearestTimer() {
        var display = TimerDisplay()
        #expect(display.handle(.text(" "), faces: faces) == [.perform(.togglePause(id: "tea"))])
        #expect(display.handle(.text("+"), faces: faces) == [.perform(.adjust(id: "tea", minutes: 1))])
        #expect(display.handle(.text("-"), faces: faces) == [.perform(.adjust(id: "tea", minutes: -1))])
        #expect(display.handle(.text("r"), faces: faces) == [.perform(.restart(id: "tea"))])
        #expect(display.handle(.text("f"), faces: faces) == [.perform(.finish(id: "tea"))])
        #expect(display.handle(.text("q"), faces: faces) == [.leave])
        #expect(display.handle(.control("z"), faces: faces) == [.suspend])
    }

    @Test func tabMakesTheNextTimerHugeAndTheKeysFollowIt() {
        var display = TimerDisplay()
        #expect(display.huge(in: faces)?.id == "tea")
        _ = display.handle(.tab, faces: faces)
        #expect(display.huge(in: faces)?.id == "talk")
        #expect(display.strip(in: faces).map(\.id) == ["tea", "launch"])
        #expect(display.handle(.text("+"), faces: faces) == [.perform(.adjust(id: "talk", minutes: 1))])
        _ = display.handle(.tab, faces: faces)
        _ = display.handle(.tab, faces: faces)
        #expect(display.huge(in: faces)?.id == "tea")
        _ = display.handle(.special(.backTab), faces: faces)
        #expect(display.huge(in: faces)?.id == "launch")
    }

    @Test func aClockTimeCountdownRefusesPauseWithAHint() {
        var display = TimerDisplay()
        display.selectedID = "launch"
        #expect(display.handle(.text(" "), faces: faces).isEmpty)
        #expect(display.notice == .untilCannotPause)
        let l10n = ScreenFixtures.l10n("de")
        #expect(display.notice?.text(l10n) == l10n("timer.notice.untilCannotPause"))
        _ = display.handle(.text("e"), faces: faces)
        #expect(display.notice == nil)  // a note lasts until the next key
    }

    @Test func skipIsForPomodoroOnly() {
        var display = TimerDisplay()
        #expect(display.handle(.text("s"), faces: faces).isEmpty)
        #expect(display.notice == .noPhases)
        let pomodoro = [TimerFrames.face("p", seconds: 100, kind: .pomodoro)]
        #expect(display.handle(.text("s"), faces: pomodoro) == [.perform(.skipPhase(id: "p"))])
    }

    @Test func cancelAsksFirstAndAnyOtherKeyKeepsTheTimer() {
        var display = TimerDisplay()
        #expect(display.handle(.text("x"), faces: faces).isEmpty)
        #expect(display.confirming?.id == "tea")
        #expect(display.handle(.enter, faces: faces).isEmpty)
        #expect(display.notice == .notCancelled)
        _ = display.handle(.text("x"), faces: faces)
        #expect(display.handle(.text("y"), faces: faces) == [.perform(.cancel(id: "tea"))])
        #expect(display.confirming == nil)
    }

    @Test func cancelTakesTheLanguagesYes() {
        var display = TimerDisplay()
        display.prepare(for: ScreenFixtures.context(80, 24, code: "de"))
        _ = display.handle(.text("x"), faces: faces)
        #expect(display.handle(.text("j"), faces: faces) == [.perform(.cancel(id: "tea"))])
    }

    @Test func theNewTimerPromptStartsWhatWasTyped() {
        var display = TimerDisplay()
        #expect(display.handle(.text("n"), faces: faces) == [.startPrompt])
        #expect(display.prompt != nil)
        #expect(display.endPrompt(accepting: "5m Eggs") == [.perform(.create(input: "5m Eggs"))])
        #expect(display.prompt == nil)
        _ = display.handle(.text("n"), faces: faces)
        #expect(display.endPrompt(accepting: "  ").isEmpty)
        _ = display.handle(.text("n"), faces: faces)
        #expect(display.endPrompt(accepting: nil).isEmpty)
    }

    @Test func helpOpensOverTheDisplayAndTakesTheKeysUntilClosed() {
        var display = TimerDisplay()
        _ = display.handle(.special(.function(1)), faces: faces)
        #expect(display.help != nil)
        #expect(display.handle(.text(" "), faces: faces).isEmpty)  // Help's, not a pause
        _ = display.handle(.escape, faces: faces)
        #expect(display.help == nil)
        #expect(display.handle(.text(" "), faces: faces) == [.perform(.togglePause(id: "tea"))])
    }

    @Test func withoutTimersOnlyTheDisplaysOwnKeysAct() {
        var display = TimerDisplay()
        #expect(display.handle(.text(" "), faces: []).isEmpty)
        #expect(display.handle(.text("x"), faces: []).isEmpty)
        #expect(display.handle(.text("n"), faces: []) == [.startPrompt])
    }
}
