import Testing
@testable import OrbitingApp

/// Ctrl-R's state, read from the prompt readline shows while it searches.
@Suite struct HistorySearchPromptTests {
    @Test func readsTheQueryOfASearch() {
        #expect(HistorySearch(prompt: "(reverse-i-search)`ab': ") == HistorySearch(query: "ab", failed: false))
    }

    @Test func readsAFailedSearch() {
        #expect(HistorySearch(prompt: "(failed reverse-i-search)`x': ") == HistorySearch(query: "x", failed: true))
    }

    @Test func anEmptyQueryIsASearchStill() {
        #expect(HistorySearch(prompt: "(reverse-i-search)`': ") == HistorySearch(query: "", failed: false))
    }

    @Test func quotesAndBackticksInTheQueryStayInIt() {
        #expect(HistorySearch(prompt: "(reverse-i-search)`it's': ")?.query == "it's")
        #expect(HistorySearch(prompt: "(reverse-i-search)`a`b': ")?.query == "a`b")
    }

    @Test func queriesInOtherScriptsAreKept() {
        #expect(HistorySearch(prompt: "(reverse-i-search)`こんにちは': ")?.query == "こんにちは")
    }

    @Test(arguments: ["", "> ", "orbiting> ", "(arg: 2) ", "reverse-i-search`ab': ", "(reverse-i-search)"])
    func otherPromptsAreNoSearch(_ prompt: String) {
        #expect(HistorySearch(prompt: prompt) == nil)
    }
}
