import OrbitingCore
import Testing

@testable import OrbitingApp

/// Home's actions beyond typing: clear, shake (clear, flash or nothing) and when the run
/// loop must wake on its own.
@Suite struct SessionActionTests {
    // MARK: Clear

    @Test func clearSavesTheTypedTextBeforeEmptyingTheLine() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Draft"), now: .seconds(1))
        let commands = model.update(.readline(.action(.clear)), now: .seconds(2))
        #expect(commands == [.save("Draft"), .remember("Draft"), .replaceLine("")])
        #expect(model.home.shownText.isEmpty)
        #expect(model.home.edit == HomeEdit())
        #expect(model.home.notice?.content == .hint("home.hint.cleared"))
        #expect(saves(model.update(.tick, now: .seconds(20))).isEmpty, "nothing left to save on its own")
    }

    @Test func clearTakesAKeptMessageOffTheScreenWithoutSavingItAgain() {
        var model = SessionModel.onHome()
        _ = model.update(enter("Kept"), now: .seconds(1))
        #expect(model.update(.readline(.action(.clear)), now: .seconds(2)) == [.replaceLine("")])
        #expect(model.home.shownText.isEmpty)
    }

    @Test func clearOnAnEmptyHomeSaysNothing() {
        var model = SessionModel.onHome()
        #expect(model.update(.readline(.action(.clear)), now: .seconds(1)) == [.replaceLine("")])
        #expect(model.home.notice == nil)
    }

    // MARK: Shake

    @Test func shakeClearsByDefault() {
        var model = SessionModel.onHome()
        #expect(model.settings.shakeAction == .clear)
        _ = model.update(typed("Draft"), now: .seconds(1))
        #expect(
            model.update(.readline(.action(.shake)), now: .seconds(2)) == [
                .save("Draft"), .remember("Draft"), .replaceLine(""),
            ])
        #expect(model.home.shownText.isEmpty)
        #expect(model.flash == nil)
    }

    @Test func shakeSetToFlashFlashesAndKeepsTheText() {
        var model = SessionModel.onHome { $0.set("shakeAction", to: .text("flash")) }
        _ = model.update(typed("Look"), now: .seconds(1))
        #expect(model.update(.readline(.action(.shake)), now: .seconds(2)).isEmpty, "no bell unless asked for")
        #expect(model.flash?.amount(at: .seconds(2)) == 1)
        #expect(model.home.edit.text == "Look")
    }

    @Test func theFlashRingsTheBellWhenTheBellIsOn() {
        var model = SessionModel.onHome {
            $0.set("shakeAction", to: .text("flash"))
            $0.set("bell", to: .flag(true))
        }
        #expect(model.update(.readline(.action(.shake)), now: .seconds(2)) == [.bell])
        #expect(model.flash != nil)
    }

    @Test func shakeSetToNothingDoesNothing() {
        var model = SessionModel.onHome {
            $0.set("shakeAction", to: .text("none"))
            $0.set("bell", to: .flag(true))
        }
        _ = model.update(typed("Stay"), now: .seconds(1))
        #expect(model.update(.readline(.action(.shake)), now: .seconds(2)).isEmpty)
        #expect(model.flash == nil)
        #expect(model.home.edit.text == "Stay")
    }

    @Test func aTickAfterTheFlashEndsItAndNotBefore() {
        var model = SessionModel.onHome { $0.set("shakeAction", to: .text("flash")) }
        _ = model.update(.readline(.action(.shake)), now: .seconds(2))
        _ = model.update(.tick, now: .milliseconds(2_500))
        #expect(model.flash != nil)
        _ = model.update(.tick, now: .milliseconds(3_000))
        #expect(model.flash == nil)
    }

    @Test func aChangedShakeSettingTakesEffectAtOnce() {
        var model = SessionModel.onHome()
        var settings = model.settings
        settings.set("shakeAction", to: .text("flash"))
        _ = model.update(.settingsChanged(settings), now: .seconds(1))
        _ = model.update(typed("Still here"), now: .seconds(1))
        #expect(saves(model.update(.readline(.action(.shake)), now: .seconds(2))).isEmpty)
        #expect(model.flash != nil)
        #expect(model.home.edit.text == "Still here")
    }

    // MARK: Problems, suspend

    @Test func aFailedSaveStaysInTheStatusRowWhileTyping() {
        var model = SessionModel.onHome()
        _ = model.update(.failed("Disk full"), now: .seconds(1))
        _ = model.update(typed("More"), now: .seconds(2))
        #expect(model.home.notice?.content == .problem("Disk full"), "a problem is not a hint: typing does not hide it")
    }

    @Test func controlZSuspendsFromHomeAndFromOtherScreens() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Draft"), now: .seconds(1))
        #expect(model.update(.readline(.action(.suspend)), now: .seconds(2)) == [.suspend])
        _ = model.update(.readline(.action(.help)), now: .seconds(3))
        #expect(model.update(.key(.control("z")), now: .seconds(4)) == [.suspend])
        #expect(model.front == .help, "back where it was after fg")
    }

    // MARK: Waking

    @Test func withNothingChangingThereIsNoDeadline() {
        let model = SessionModel.onHome()
        #expect(model.nextDeadline(after: .seconds(5)) == nil)
    }

    @Test func whileTypedTextIsUnsavedTheDeadlineIsTheIdleSave() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Hi"), now: .seconds(2))
        #expect(model.nextDeadline(after: .seconds(3)) == .seconds(7))
        // Waking then saves it: the deadline and the save agree.
        #expect(saves(model.update(.tick, now: .seconds(7))) == ["Hi"])
        #expect(model.nextDeadline(after: .seconds(7)) == nil)
    }

    @Test func whileANoticeShowsTheDeadlineIsItsEnd() {
        var model = SessionModel.onHome()
        _ = model.update(enter("Kept"), now: .seconds(2))
        let deadline = model.nextDeadline(after: .seconds(3))
        #expect(deadline == .seconds(2) + SessionModel.noticeTime)
        _ = model.update(.tick, now: deadline ?? .zero)
        #expect(model.home.notice == nil)
        #expect(model.nextDeadline(after: deadline ?? .zero) == nil)
    }

    @Test func duringTheFlashTheLoopWakesForEveryFrame() throws {
        var model = SessionModel.onHome { $0.set("shakeAction", to: .text("flash")) }
        _ = model.update(.readline(.action(.shake)), now: .seconds(2))
        for now in stride(from: 2_000, to: 3_000, by: 100).map(Duration.milliseconds) {
            let deadline = try #require(model.nextDeadline(after: now))
            #expect(deadline > now)
            #expect(deadline <= now + .milliseconds(50), "the fade needs frames often enough to look smooth")
        }
        _ = model.update(.tick, now: .seconds(3))
        #expect(model.nextDeadline(after: .seconds(3)) == nil)
    }
}
