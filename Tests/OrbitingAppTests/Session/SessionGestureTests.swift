import Foundation
import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

/// The model's side of the gestures and the roadmap: swipes, the turn and inverse keys,
/// quick phrases, the kiosk's lock, History's and Settings' mouse, the footer's keys.
@Suite struct SessionGestureTests {
    static func mouse(_ kind: MouseEvent.Kind, _ row: Int, _ column: Int) -> SessionEvent {
        .key(.mouse(MouseEvent(kind, row: row, column: column)))
    }

    @Test func aDragLeftSavesAndClearsAndADragRightOpensHistory() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Draft"), now: .seconds(1))
        _ = model.update(Self.mouse(.press(.left), 5, 60), now: .seconds(2))
        _ = model.update(Self.mouse(.drag(.left), 5, 40), now: .seconds(2))
        #expect(
            model.update(Self.mouse(.release(.left), 6, 10), now: .seconds(2))
                == [.save("Draft"), .remember("Draft"), .replaceLine("")])
        _ = model.update(Self.mouse(.press(.left), 5, 10), now: .seconds(3))
        #expect(model.update(Self.mouse(.release(.left), 5, 70), now: .seconds(3)) == [.loadHistory])
        #expect(model.front == .history)
    }

    @Test func aShortOrSlantedDragIsNoSwipe() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Stay"), now: .seconds(1))
        for (from, to) in [((5, 40), (5, 37)), ((2, 40), (20, 20))] {
            _ = model.update(Self.mouse(.press(.left), from.0, from.1), now: .seconds(2))
            #expect(model.update(Self.mouse(.release(.left), to.0, to.1), now: .seconds(2)).isEmpty)
        }
        #expect(model.home.shownText == "Stay" && model.front == .home)
    }

    @Test func theTurnKeyTogglesAndKeepsTheSettingAndInverseToggles() {
        var model = SessionModel.onHome()
        #expect(model.orientation == .upright)
        #expect(
            model.update(.readline(.action(.rotate)), now: .seconds(1))
                == [.perform(.changeSetting(key: "rotation", value: .text("180")))])
        #expect(model.orientation == .halfTurn)
        _ = model.update(.readline(.action(.rotate)), now: .seconds(2))
        #expect(model.orientation == .upright)
        _ = model.update(.readline(.action(.inverse)), now: .seconds(3))
        #expect(model.isInverted)
        _ = model.update(.tick, now: .seconds(10))
        #expect(model.isInverted, "it stays until pressed again")
        _ = model.update(.readline(.action(.inverse)), now: .seconds(11))
        #expect(!model.isInverted)
        var turned = Settings()
        turned.set("rotation", to: .text("180"))
        _ = model.update(.settingsChanged(turned), now: .seconds(12))
        #expect(model.orientation.isHalfTurned, "the Settings row turns it too")
    }

    @Test func quickPhrasesShowAFavoriteAsAKeptMessage() {
        var model = SessionModel.onHome()
        _ = model.update(typed("Typing"), now: .seconds(1))
        #expect(
            model.update(.readline(.action(.favorite3)), now: .seconds(2))
                == [.save("Typing"), .remember("Typing"), .loadFavorite(3)])
        #expect(model.update(.favoriteLoaded(number: 3, text: "Coffee?"), now: .seconds(2)) == [.replaceLine("")])
        #expect(model.home.kept == "Coffee?" && model.home.shownText == "Coffee?")
        _ = model.update(.favoriteLoaded(number: 9, text: nil), now: .seconds(3))
        #expect(model.home.notice?.content == .hintWith("home.hint.noFavorite", ["number": "9"]))
        #expect(HomeAction.favorite(9)?.defaultKeys == ["\u{1B}9"])
    }

    @Test func aLockedKioskIgnoresEveryKeyUntilThePhraseAndEnter() {
        let phrase = KioskPhrase(phrase: "open", salt: [9], iterations: 2)
        var settings = Settings()
        settings.set("hasSeenWelcome", to: .flag(false))
        var model = SessionModel(
            settings: settings, size: TerminalSize(columns: 80, rows: 24), screens: .scripted(),
            kiosk: KioskLock(phrase: phrase))
        #expect(model.front == .home, "no Welcome over a kiosk")
        for key: KeyEvent in [
            .control("c"), .control("z"), .control("d"), .special(.function(10)), .escape,
            .mouse(MouseEvent(.press(.left), row: 1, column: 1)), .text("nope"), .enter, .text("x"), .control("u"),
        ] {
            #expect(model.update(.key(key), now: .seconds(1)).isEmpty, "\(key)")
            #expect(model.home.kiosk != nil)
        }
        // Escape clears what was typed by chance: the phrase after it opens at the first try.
        _ = model.update(.key(.text("qwerty")), now: .seconds(2))
        _ = model.update(.key(.escape), now: .seconds(2))
        _ = model.update(.key(.text("open")), now: .seconds(2))
        #expect(model.update(.key(.enter), now: .seconds(2)).isEmpty)
        #expect(model.home.kiosk == nil)
        #expect(model.home.notice?.content == .hint("kiosk.unlocked"))
        #expect(model.update(.terminate, now: .seconds(3)) == [.exit])
    }

    @Test func historyTakesTheWheelClicksTheStarAndDoubleClicks() {
        let messages = (1...30).map {
            Message(id: "m\($0)", text: "M\($0)", createdAt: Date(timeIntervalSince1970: Double($0)))
        }
        var screen = HistoryScreen(messages: messages, windowSize: TerminalSize(columns: 80, rows: 12))
        let size = TerminalSize(columns: 80, rows: 12)
        _ = screen.handleMouse(MouseEvent(.wheelDown, row: 5, column: 5), clicks: 0, size: size)
        #expect(screen.selectedMessage?.text == "M27")
        _ = screen.handleMouse(MouseEvent(.press(.left), row: 2, column: 10), clicks: 1, size: size)
        #expect(screen.selectedMessage?.text == "M30")
        let starred = screen.handleMouse(MouseEvent(.press(.left), row: 3, column: 1), clicks: 1, size: size)
        #expect(starred.count == 1 && screen.selectedMessage?.isFavorite == true)
        let shown = screen.handleMouse(MouseEvent(.press(.left), row: 3, column: 20), clicks: 2, size: size)
        #expect(shown == [.showOnHome("M29")])
        #expect(
            screen.handleMouse(MouseEvent(.press(.left), row: 11, column: 20), clicks: 1, size: size).isEmpty,
            "the status row is the footer's, not the list's")
    }

    @Test func footerKeysAreReadFromTheRowAsShown() {
        let row = " Enter show · Esc close · ^F star · ^Y copy · Del delete"
        #expect(KeyHint.key(inRow: row, column: 2) == .enter)
        #expect(KeyHint.key(inRow: row, column: 16) == .escape)
        #expect(KeyHint.key(inRow: row, column: 28) == .control("f"))
        #expect(KeyHint.key(inRow: row, column: 38) == .control("y"))
        #expect(KeyHint.key(inRow: row, column: 48) == .special(.delete))
        #expect(KeyHint.key(inRow: row, column: 12) == nil, "the separator")
        #expect(KeyHint.key(inRow: "Entrée afficher · Échap fermer · Suppr supprimer", column: 20) == .escape)
        #expect(KeyHint.key(inRow: "          F1 for help", column: 11) == .special(.function(1)))
    }

    @Test func theWindowTitleIsOneSafeLine() {
        #expect(!WindowTitle.text(for: "  Back\nin 5  ").contains("\n"))
        #expect(WindowTitle.text(for: "  Back\nin 5  ").hasPrefix("Back"))
        #expect(!WindowTitle.text(for: "a\u{1B}]2;x\u{07}b").contains("\u{1B}"))
        #expect(WindowTitle.text(for: "") == "Orbiting")
        #expect(WindowTitle.text(for: String(repeating: "long ", count: 40)).count <= WindowTitle.longest)
    }
}
