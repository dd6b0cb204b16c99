import OrbitingCore
import Testing

@testable import OrbitingApp

/// When what is typed on Home is kept: after 5 s without a change, on Enter, on the way out,
/// and never as a second copy.
@Suite struct SessionSaveTests {
    // MARK: Idle save

    @Test func typedTextIsSavedOnceAfterFiveQuietSeconds() {
        var model = SessionModel.onHome()
        #expect(model.update(typed("Hi"), now: .seconds(10)).isEmpty)
        #expect(saves(model.update(.tick, now: .seconds(12))).isEmpty)
        #expect(saves(model.update(.tick, now: .milliseconds(14_999))).isEmpty)
        #expect(saves(model.update(.tick, now: .seconds(15))) == ["Hi"])
        #expect(saves(model.update(.tick, now: .seconds(16))).isEmpty)
        #expect(saves(model.update(.tick, now: .seconds(60))).isEmpty)
        #expect(model.home.edit.text == "Hi", "the idle save leaves the text on screen")
    }

    @Test func theQuietTimeCountsFromTheLastChange() {
        var model = SessionModel.onHome()
        _ = model.update(typed("H"), now: .seconds(0))
        _ = model.update(typed("Hi"), now: .seconds(3))
        #expect(saves(model.update(.tick, now: .seconds(5))).isEmpty)
        #expect(saves(model.update(.tick, now: .seconds(8))) == ["Hi"])
    }

    @Test func movingTheEditPositionIsNotAChange() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Hello"), now: .seconds(0))
        _ = model.update(.edited(HomeEdit(text: "Hello", cursor: 1)), now: .seconds(4))
        #expect(saves(model.update(.tick, now: .seconds(5))) == ["Hello"])
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func nothingIsSavedWhenThereIsNothingToKeep(_ text: String) {
        var model = SessionModel.onHome()
        _ = model.update(typed(text), now: .seconds(0))
        #expect(saves(model.update(.tick, now: .seconds(6))).isEmpty)
        #expect(saves(model.update(.readline(.action(.quit)), now: .seconds(7))).isEmpty)
    }

    @Test func textTypedThenErasedIsNotSaved() {
        var model = SessionModel.onHome()
        _ = model.update(typed("oops"), now: .seconds(0))
        _ = model.update(typed(""), now: .seconds(1))
        #expect(saves(model.update(.tick, now: .seconds(7))).isEmpty)
    }

    @Test func anEditAfterTheIdleSaveIsSavedInItsTurn() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Hi"), now: .seconds(0))
        #expect(saves(model.update(.tick, now: .seconds(5))) == ["Hi"])
        _ = model.update(typed("Hi there"), now: .seconds(6))
        #expect(saves(model.update(.tick, now: .seconds(11))) == ["Hi there"])
    }

    // MARK: Enter

    @Test func enterSavesRemembersAndKeepsTheMessageOnScreen() {
        var model = SessionModel.onHome()
        _ = model.update(typed("See you at 6"), now: .seconds(1))
        let commands = model.update(enter("See you at 6"), now: .seconds(2))
        #expect(commands == [.save("See you at 6"), .remember("See you at 6")])
        #expect(model.home.kept == "See you at 6")
        #expect(model.home.shownText == "See you at 6")
        #expect(model.home.edit.text.isEmpty, "the next key starts a new message")
        #expect(model.home.notice?.content == .hint("home.hint.kept"))
        #expect(saves(model.update(.tick, now: .seconds(30))).isEmpty, "no idle save of a kept message")
    }

    @Test func theKeptNoticeGoesWhenTypingStarts() {
        var model = SessionModel.onHome()
        _ = model.update(enter("One"), now: .seconds(1))
        #expect(model.home.notice != nil)
        _ = model.update(typed("T"), now: .seconds(2))
        #expect(model.home.notice == nil)
        #expect(model.home.kept == nil)
        #expect(model.home.shownText == "T")
    }

    @Test func theKeptNoticeGoesAfterItsTime() {
        var model = SessionModel.onHome()
        _ = model.update(enter("One"), now: .seconds(1))
        _ = model.update(.tick, now: .seconds(2))
        #expect(model.home.notice != nil)
        _ = model.update(.tick, now: .seconds(1) + SessionModel.noticeTime)
        #expect(model.home.notice == nil)
        #expect(model.home.kept == "One", "the message stays; only the notice goes")
    }

    @Test func enteringTheSameTextTwiceSavesItOnce() {
        var model = SessionModel.onHome()
        #expect(saves(model.update(enter("Twice"), now: .seconds(1))) == ["Twice"])
        _ = model.update(typed("Twice"), now: .seconds(2))
        #expect(saves(model.update(enter("Twice"), now: .seconds(3))).isEmpty)
        #expect(model.home.kept == "Twice")
    }

    @Test func enterAfterTheIdleSaveAddsNoCopyButStillSaysKept() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Slow"), now: .seconds(0))
        #expect(saves(model.update(.tick, now: .seconds(5))) == ["Slow"])
        #expect(saves(model.update(enter("Slow"), now: .seconds(9))).isEmpty)
        #expect(model.home.kept == "Slow")
        #expect(model.home.notice?.content == .hint("home.hint.kept"))
    }

    @Test func enterOnAnEmptyLineKeepsNothing() {
        var model = SessionModel.onHome()
        #expect(model.update(enter(""), now: .seconds(1)).isEmpty)
        #expect(model.home.kept == nil)
        #expect(model.home.shownText.isEmpty)
    }

    // MARK: Recalled messages

    @Test func acceptingARecalledMessageAddsNoCopy() {
        var model = SessionModel.onHome()
        _ = model.update(.edited(HomeEdit(text: "Old one", cursor: 7, isRecalled: true)), now: .seconds(1))
        #expect(saves(model.update(.readline(.accepted("Old one", isRecalled: true)), now: .seconds(2))).isEmpty)
        #expect(model.home.kept == "Old one")
        #expect(model.home.notice?.content == .hint("home.hint.kept"), "Enter keeps it on screen all the same")
    }

    @Test func aRecalledMessageIsNotSavedByIdleOrQuit() {
        var model = SessionModel.onHome()
        _ = model.update(.edited(HomeEdit(text: "Old one", cursor: 7, isRecalled: true)), now: .seconds(1))
        #expect(saves(model.update(.tick, now: .seconds(10))).isEmpty)
        #expect(model.update(.readline(.action(.quit)), now: .seconds(11)) == [.exit])
    }

    @Test func aMessageShownFromHistoryIsKeptAndTheNextKeyStartsANewOne() {
        var model = SessionModel.onHome(script: ["s": [.showOnHome("From history")]])
        _ = model.update(.readline(.action(.history)), now: .seconds(1))
        _ = model.update(.historyLoaded([]), now: .seconds(1))
        #expect(model.update(.key(.text("s")), now: .seconds(2)) == [.replaceLine("")])
        #expect(model.home.kept == "From history" && model.home.edit.text.isEmpty)
        #expect(model.home.notice?.isHint == true, "the status row says it is kept")
        #expect(saves(model.update(.tick, now: .seconds(20))).isEmpty, "showing it adds no copy")
        // The next key starts a new message: readline's line was emptied, so it holds "z" alone.
        _ = model.update(typed("z"), now: .seconds(21))
        #expect(model.home.kept == nil && model.home.shownText == "z")
        #expect(saves(model.update(enter("z"), now: .seconds(22))) == ["z"])
    }

    @Test func aMessageShownFromHistoryIsNotSavedByQuit() {
        var model = SessionModel.onHome(script: ["s": [.showOnHome("Same")]])
        _ = model.update(.readline(.action(.history)), now: .seconds(1))
        _ = model.update(.historyLoaded([]), now: .seconds(1))
        _ = model.update(.key(.text("s")), now: .seconds(2))
        #expect(saves(model.update(.terminate, now: .seconds(21))).isEmpty)
    }

    // MARK: Leaving

    @Test(arguments: [
        SessionEvent.terminate, .readline(.endOfInput), .readline(.action(.quit)),
        .readline(.action(.interrupt)),
    ])
    func leavingSavesWhatIsTypedThenExits(_ event: SessionEvent) {
        var model = SessionModel.onHome()
        _ = model.update(typed("Unsaved"), now: .seconds(1))
        #expect(model.update(event, now: .seconds(2)) == [.save("Unsaved"), .remember("Unsaved"), .exit])
    }

    @Test(arguments: [SessionEvent.terminate, .readline(.endOfInput), .readline(.action(.quit))])
    func leavingWithNothingTypedOnlyExits(_ event: SessionEvent) {
        var model = SessionModel.onHome()
        #expect(model.update(event, now: .seconds(1)) == [.exit])
    }

    @Test func leavingAfterTheIdleSaveAddsNoCopy() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Saved already"), now: .seconds(0))
        _ = model.update(.tick, now: .seconds(5))
        #expect(model.update(.terminate, now: .seconds(6)) == [.keepDraft, .exit], "the draft stays as the message")
    }

    // MARK: Drafts: the idle save leaves no fragments

    @Test func theIdleSaveIsADraftThatTheNextSaveOfTheSameEditReplaces() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Back in"), now: .seconds(0))
        #expect(model.update(.tick, now: .seconds(5)) == [.saveDraft("Back in"), .remember("Back in")])
        _ = model.update(typed("Back in 5 min"), now: .seconds(6))
        #expect(model.update(.tick, now: .seconds(11)) == [.saveDraft("Back in 5 min"), .remember("Back in 5 min")])
        _ = model.update(typed("Back in 5 minutes"), now: .seconds(12))
        #expect(
            model.update(enter("Back in 5 minutes"), now: .seconds(13)) == [
                .save("Back in 5 minutes"), .remember("Back in 5 minutes"),
            ])
        _ = model.update(typed("Next"), now: .seconds(14))
        #expect(
            model.update(.tick, now: .seconds(19)) == [.saveDraft("Next"), .remember("Next")],
            "a new message starts a new draft")
    }

    @Test func emptyingTheLineByHandKeepsTheDraftAsAMessage() {
        var model = SessionModel.onHome()
        _ = model.update(typed("First thought"), now: .seconds(0))
        _ = model.update(.tick, now: .seconds(5))
        #expect(model.update(typed(""), now: .seconds(6)) == [.keepDraft])
        _ = model.update(typed("Other"), now: .seconds(7))
        #expect(model.update(.tick, now: .seconds(12)) == [.saveDraft("Other"), .remember("Other")])
    }

    @Test func aClearAfterTheIdleSaveKeepsTheDraft() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Paused"), now: .seconds(0))
        _ = model.update(.tick, now: .seconds(5))
        #expect(model.update(.readline(.action(.clear)), now: .seconds(6)) == [.keepDraft, .replaceLine("")])
    }

    // MARK: Walking the history

    @Test func upAfterTypingKeepsWhatWasTyped() {
        var model = SessionModel.onHome()
        _ = model.update(typed("draft"), now: .seconds(0))
        let recalled = SessionEvent.edited(HomeEdit(text: "older", cursor: 5, isRecalled: true))
        #expect(model.update(recalled, now: .seconds(1)) == [.save("draft"), .remember("draft")])
        #expect(model.update(.readline(.action(.quit)), now: .seconds(2)) == [.exit], "the recalled message is no copy")
    }

    @Test func aHistorySearchKeepsWhatWasTypedAndSavesNoMatch() {
        var model = SessionModel.onHome()
        _ = model.update(typed("draft"), now: .seconds(0))
        let searching = SessionEvent.edited(
            HomeEdit(text: "older match", cursor: 0, search: HistorySearch(query: "old", failed: false)))
        #expect(saves(model.update(searching, now: .seconds(1))) == ["draft"])
        #expect(saves(model.update(.tick, now: .seconds(7))).isEmpty, "the match shown is an old message")
        #expect(saves(model.update(.terminate, now: .seconds(8))).isEmpty)
    }

    // MARK: --text

    @Test func aGivenMessageIsNotSavedByIdleOrQuit() {
        var model = SessionModel.onHome()
        model.home.given = "Boarding now"
        _ = model.update(typed("Boarding now"), now: .seconds(0))
        #expect(saves(model.update(.tick, now: .seconds(6))).isEmpty)
        #expect(model.update(.readline(.action(.quit)), now: .seconds(7)) == [.exit])
    }

    @Test func aGivenMessageIsSavedOnceKept() {
        var model = SessionModel.onHome()
        model.home.given = "Boarding now"
        _ = model.update(typed("Boarding now"), now: .seconds(0))
        #expect(saves(model.update(enter("Boarding now"), now: .seconds(1))) == ["Boarding now"])
    }

    @Test func aGivenMessageOnceChangedIsSavedAsUsual() {
        var model = SessionModel.onHome()
        model.home.given = "Boarding now"
        _ = model.update(typed("Boarding now"), now: .seconds(0))
        _ = model.update(typed("Boarding now!"), now: .seconds(1))
        #expect(saves(model.update(.tick, now: .seconds(6))) == ["Boarding now!"])
    }

    @Test func aGivenMessageClearedAndTypedAgainIsSavedAsUsual() {
        var model = SessionModel.onHome()
        model.home.given = "Boarding now"
        _ = model.update(typed("Boarding now"), now: .seconds(0))
        _ = model.update(.readline(.action(.clear)), now: .seconds(1))
        _ = model.update(typed("Boarding now"), now: .seconds(2))
        #expect(saves(model.update(.tick, now: .seconds(8))) == ["Boarding now"])
    }
}
