import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

@Suite struct HistoryNavigationTests {
    /// 100 messages in a 12-row window: 9 list rows.
    static func hundred() -> HistoryScreen { HistoryFixtures.screen(HistoryFixtures.many(100)) }

    static func expectSelectionVisible(_ screen: HistoryScreen, rows: Int) {
        #expect(
            screen.top <= screen.selected && screen.selected < screen.top + rows,
            "selected \(screen.selected) outside rows \(screen.top)..<\(screen.top + rows)")
    }

    @Test func upAndDownStopAtTheEnds() {
        var screen = Self.hundred()
        _ = screen.handle(.special(.up))
        #expect(screen.selected == 0)
        _ = screen.handle(.special(.down))
        _ = screen.handle(.special(.down))
        #expect(screen.selected == 2)
        #expect(screen.selectedMessage?.id == "id97")
        _ = screen.handle(.special(.end))
        #expect(screen.selected == 99)
        _ = screen.handle(.special(.down))
        #expect(screen.selected == 99)
        #expect(screen.selectedMessage?.id == "id0")
        _ = screen.handle(.special(.home))
        #expect(screen.selected == 0 && screen.top == 0)
    }

    @Test func pagesMoveByTheListRowsAndScroll() {
        var screen = Self.hundred()
        #expect(screen.listRows == 9)
        _ = screen.handle(.special(.pageDown))
        #expect(screen.selected == 9)
        Self.expectSelectionVisible(screen, rows: 9)
        for _ in 0..<20 { _ = screen.handle(.special(.pageDown)) }
        #expect(screen.selected == 99 && screen.top == 91)
        _ = screen.handle(.special(.pageUp))
        #expect(screen.selected == 90)
        Self.expectSelectionVisible(screen, rows: 9)
        for _ in 0..<20 { _ = screen.handle(.special(.pageUp)) }
        #expect(screen.selected == 0 && screen.top == 0)
    }

    @Test func theSelectedRowIsDrawnSelected() {
        var screen = Self.hundred()
        for _ in 0..<12 { _ = screen.handle(.special(.down)) }
        let lines = HistoryFixtures.lines(screen, HistoryFixtures.context())
        let selected = lines.filter { $0.hasPrefix(">") }
        #expect(selected.count == 1)
        #expect(selected.first?.contains("message number 87") == true)
    }

    @Test func aSearchPutsTheSelectionBackInRange() {
        var screen = Self.hundred()
        _ = screen.handle(.special(.end))
        HistoryFixtures.type("number 5", into: &screen)
        #expect(screen.listedMessages.count == 11)  // 5, 50…59
        #expect(screen.selected == 0 && screen.top == 0)
        _ = screen.handle(.special(.end))
        #expect(screen.selectedMessage?.id == "id5")
        HistoryFixtures.type("9", into: &screen)
        #expect(screen.selectedMessage?.id == "id59")
    }

    @Test func tabSwitchesBetweenAllAndFavorites() {
        var screen = Self.hundred()
        _ = screen.handle(.special(.end))
        _ = screen.handle(.tab)
        #expect(screen.showsFavoritesOnly)
        #expect(screen.listedMessages.count == 15)
        #expect(screen.listedMessages.allSatisfy { $0.isFavorite })
        #expect(screen.selected == 0)
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[0].contains(" All  [Favorites]"))
        _ = screen.handle(.special(.backTab))
        #expect(!screen.showsFavoritesOnly)
        #expect(screen.listedMessages.count == 100)
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[0].contains("[All]  Favorites"))
    }

    @Test func aResizeKeepsTheSelectionOnScreen() {
        var screen = HistoryFixtures.screen(HistoryFixtures.many(100), rows: 40)
        for _ in 0..<30 { _ = screen.handle(.special(.down)) }
        #expect(screen.top == 0)
        screen.prepare(for: HistoryFixtures.context(rows: 8))
        #expect(screen.selected == 30)
        Self.expectSelectionVisible(screen, rows: 5)
        let lines = HistoryFixtures.lines(screen, HistoryFixtures.context(rows: 8))
        #expect(lines.first { $0.hasPrefix(">") }?.contains("message number 69") == true)
        // Taller again: no empty rows below the last message while some are hidden above.
        _ = screen.handle(.special(.end))
        screen.prepare(for: HistoryFixtures.context(rows: 40))
        #expect(screen.top == 63)
        Self.expectSelectionVisible(screen, rows: 37)
    }

    @Test func aTinyWindowStillDrawsWithoutTrapping() {
        var screen = Self.hundred()
        for (columns, rows) in [(0, 0), (1, 1), (5, 2), (3, 3), (12, 4)] {
            let context = HistoryFixtures.context(columns: columns, rows: rows)
            screen.prepare(for: context)
            _ = screen.handle(.special(.pageDown))
            #expect(HistoryFixtures.lines(screen, context).count == rows)
        }
    }
}
