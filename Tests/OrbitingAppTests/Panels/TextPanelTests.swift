import OrbitingApp
import OrbitingTerminal
import Testing

@Suite struct TextPanelTests {
    @Test func scrollingStopsAtBothEnds() {
        var panel = TextPanel()
        panel.prepare(rowCount: 50, height: 12)
        #expect(panel.visibleRows == 10 && panel.maxTop == 40)
        #expect(panel.scroll(.special(.up)) && panel.top == 0)
        #expect(panel.scroll(.special(.down)) && panel.top == 1)
        #expect(panel.scroll(.special(.pageDown)) && panel.top == 10)
        #expect(panel.scroll(.special(.end)) && panel.top == 40)
        _ = panel.scroll(.special(.down))
        _ = panel.scroll(.special(.pageDown))
        #expect(panel.top == 40 && !panel.canScrollDown)
        _ = panel.scroll(.special(.pageUp))
        #expect(panel.top == 31)
        _ = panel.scroll(.special(.home))
        #expect(panel.top == 0 && !panel.canScrollUp)
        let handled = panel.scroll(.text("x"))
        #expect(!handled)
    }

    @Test func shortContentDoesNotScroll() {
        var panel = TextPanel()
        panel.prepare(rowCount: 3, height: 24)
        _ = panel.scroll(.special(.down))
        _ = panel.scroll(.special(.end))
        #expect(panel.top == 0)
    }

    @Test func aTallerWindowPullsTheTopBackIntoRange() {
        var panel = TextPanel()
        panel.prepare(rowCount: 30, height: 7)
        _ = panel.scroll(.special(.end))
        #expect(panel.top == 25)
        panel.prepare(rowCount: 30, height: 22)
        #expect(panel.top == 10)
        panel.prepare(rowCount: 30, height: 1)
        #expect(panel.visibleRows == 0 && panel.top == 10)
    }

    @Test func keysSitInAColumnOrAboveTheirTextWhenNarrow() {
        let blocks: [PanelBlock] = [.key("Ctrl-L", "Save and clear"), .key("F1", "Help")]
        let wide = PanelLayout.rows(blocks, width: 40)
        #expect(wide.count == 2)
        #expect(wide[0].runs.map(\.column) == [1, 9] && wide[1].runs[1].column == 9)
        let narrow = PanelLayout.rows(blocks, width: 12)
        #expect(narrow.count == 5)
        #expect(narrow[0].runs.first?.text == "Ctrl-L" && narrow[0].runs.first?.role == .key)
        #expect(narrow[1].runs.first?.column == 3)
    }
}
