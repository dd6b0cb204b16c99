import Foundation
import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

/// Going from Home to the other screens and back: History, Welcome, a screen's effects, and
/// the keys that work everywhere.
@Suite struct SessionScreenTests {
    static let messages = [
        Message(id: "a", text: "First", createdAt: Date(timeIntervalSince1970: 1_700_000_000)),
        Message(id: "b", text: "Second", createdAt: Date(timeIntervalSince1970: 1_700_000_100)),
    ]

    @Test func historySavesWhatIsTypedThenLoadsTheMessages() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Draft"), now: .seconds(1))
        #expect(
            model.update(.readline(.action(.history)), now: .seconds(2)) == [
                .save("Draft"), .remember("Draft"), .loadHistory,
            ])
        #expect(model.front == .history)
        #expect(model.screen == nil, "nothing to show until the messages arrive")
    }

    @Test func theLoadedMessagesMakeTheHistoryScreen() throws {
        var model = SessionModel.onHome()
        _ = model.update(.readline(.action(.history)), now: .seconds(1))
        #expect(model.update(.historyLoaded(Self.messages), now: .seconds(1)).isEmpty)
        let history = try #require(model.scripted)
        #expect(history.id == .history)
        #expect(history.messages.map(\.text) == ["First", "Second"])
    }

    @Test func aReloadWhileHistoryIsOpenKeepsTheScreenAndReplacesItsMessages() throws {
        var model = SessionModel.onHome()
        _ = model.update(.readline(.action(.history)), now: .seconds(1))
        _ = model.update(.historyLoaded(Self.messages), now: .seconds(1))
        _ = model.update(.key(.text("z")), now: .seconds(2))
        _ = model.update(.historyLoaded(Array(Self.messages.prefix(1))), now: .seconds(3))
        let history = try #require(model.scripted)
        #expect(history.messages.map(\.text) == ["First"])
        #expect(history.received == [.text("z")], "the same screen, not a new one")
    }

    @Test func afterADeleteTheSameTextKeptAgainIsSaved() {
        var model = SessionModel.onHome(script: ["d": [.delete(id: "m1")], "q": [.close]])
        _ = model.update(enter("hi"), now: .seconds(1))
        _ = model.update(.readline(.action(.history)), now: .seconds(2))
        _ = model.update(.historyLoaded(Self.messages), now: .seconds(2))
        _ = model.update(.key(.text("d")), now: .seconds(3))
        _ = model.update(.key(.text("q")), now: .seconds(4))
        #expect(saves(model.update(enter("hi"), now: .seconds(5))) == ["hi"], "the first may have been the one deleted")
    }

    @Test func whileHistoryLoadsOnlyControlCDoesAnything() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Draft"), now: .seconds(1))
        _ = model.update(.readline(.action(.history)), now: .seconds(2))
        #expect(model.update(.key(.text("q")), now: .seconds(3)).isEmpty)
        #expect(model.front == .history)
        #expect(model.update(.key(.control("c")), now: .seconds(4)) == [.exit], "the draft was saved on the way in")
    }

    @Test func closingAScreenReturnsToHomeAsItWas() {
        var model = SessionModel.onHome(script: ["q": [.close]])
        let edit = HomeEdit(text: "Half a thought", cursor: 4)
        _ = model.update(.edited(edit), now: .seconds(1))
        _ = model.update(.readline(.action(.history)), now: .seconds(2))
        _ = model.update(.historyLoaded(Self.messages), now: .seconds(2))
        #expect(model.update(.key(.text("q")), now: .seconds(3)).isEmpty)
        #expect(model.front == .home)
        #expect(model.screen == nil)
        #expect(model.home.edit == edit)
    }

    @Test func showOnHomeShowsTheMessageAsAKeptOne() {
        var model = SessionModel.onHome(script: ["s": [.showOnHome("Second")]])
        _ = model.update(typed("Draft"), now: .seconds(1))
        _ = model.update(.readline(.action(.history)), now: .seconds(2))
        _ = model.update(.historyLoaded(Self.messages), now: .seconds(2))
        #expect(model.update(.key(.text("s")), now: .seconds(3)) == [.replaceLine("")])
        #expect(model.front == .home)
        #expect(model.home.shownText == "Second")
        #expect(
            model.home.kept == "Second" && model.home.edit == HomeEdit(),
            "kept, as after Enter: the next key starts anew")
    }

    @Test func helpSettingsAndAboutOpenTheirScreens() {
        for (action, id) in [(HomeAction.help, ScreenID.help), (.settings, .settings), (.about, .about)] {
            var model = SessionModel.onHome()
            _ = model.update(typed("Draft"), now: .seconds(1))
            #expect(model.update(.readline(.action(action)), now: .seconds(2)).isEmpty, "\(action) saves nothing")
            #expect(model.front == id)
            #expect(model.scripted?.id == id)
        }
    }

    @Test func aScreenThatCannotBeMadeLeavesHomeInFront() {
        var settings = Settings()
        settings.set("hasSeenWelcome", to: .flag(true))
        var model = SessionModel(
            settings: settings, size: TerminalSize(columns: 80, rows: 24),
            screens: .scripted(missing: [.about]))
        _ = model.update(.readline(.action(.about)), now: .seconds(1))
        #expect(model.front == .home)
        #expect(model.screen == nil)
    }

    @Test func theFirstRunOpensWelcome() {
        let model = SessionModel(settings: Settings(), size: TerminalSize(columns: 80, rows: 24), screens: .scripted())
        #expect(!Settings().hasSeenWelcome)
        #expect(model.front == .welcome)
        #expect(model.scripted?.id == .welcome)
    }

    @Test func laterRunsOpenHome() {
        let model = SessionModel.onHome()
        #expect(model.front == .home)
        #expect(model.screen == nil)
    }

    @Test func keysOnHomeAreReadlinesNotTheModels() {
        var model = SessionModel.onHome()
        #expect(model.update(.key(.text("x")), now: .seconds(1)).isEmpty)
        #expect(model.home.edit.text.isEmpty)
    }

    @Test func controlCOnAnotherScreenSavesAndExits() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Typed before Help"), now: .seconds(1))
        _ = model.update(.readline(.action(.help)), now: .seconds(2))
        #expect(
            model.update(.key(.control("c")), now: .seconds(3)) == [
                .save("Typed before Help"), .remember("Typed before Help"), .exit,
            ])
        #expect(model.scripted?.received.isEmpty == true, "the screen never sees Ctrl-C")
    }

    @Test func aScreensQuitSavesAndExits() {
        var model = SessionModel.onHome(script: ["x": [.quit]])
        _ = model.update(typed("Last words"), now: .seconds(1))
        _ = model.update(.readline(.action(.settings)), now: .seconds(2))
        #expect(
            model.update(.key(.text("x")), now: .seconds(3)) == [.save("Last words"), .remember("Last words"), .exit])
    }

    @Test func aScreensStoreEffectsArePassedOnInOrder() {
        let effects: [AppEffect] = [.setFavorite(id: "a", true), .delete(id: "b"), .bell, .reloadHistory]
        var model = SessionModel.onHome(script: ["e": effects])
        _ = model.update(.readline(.action(.history)), now: .seconds(1))
        _ = model.update(.historyLoaded(Self.messages), now: .seconds(1))
        #expect(
            model.update(.key(.text("e")), now: .seconds(2)) == [
                .perform(.setFavorite(id: "a", true)), .perform(.delete(id: "b")), .bell, .loadHistory,
            ])
        #expect(model.front == .history)
    }

    @Test func aScreenOpeningHistorySavesFirst() {
        var model = SessionModel.onHome(script: ["h": [.open(.history)]])
        _ = model.update(typed("Draft"), now: .seconds(1))
        _ = model.update(.readline(.action(.help)), now: .seconds(2))
        #expect(model.update(.key(.text("h")), now: .seconds(3)) == [.save("Draft"), .remember("Draft"), .loadHistory])
        #expect(model.front == .history)
    }

    @Test func theScreenKeepsItsStateBetweenKeys() {
        var model = SessionModel.onHome()
        _ = model.update(.readline(.action(.help)), now: .seconds(1))
        _ = model.update(.key(.text("a")), now: .seconds(2))
        _ = model.update(.key(.special(.down)), now: .seconds(3))
        #expect(model.scripted?.received == [.text("a"), .special(.down)])
    }
}
