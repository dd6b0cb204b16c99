import Testing

@testable import OrbitingApp

/// Ctrl-R finds earlier messages by the same rule as History and `history --search`.
@Suite struct HistorySearcherTests {
    let entries = ["Größe 42", "Back in 5", "ＣＡＦＥ", "later"]

    func newest(_ query: String, from start: Int? = nil) -> Int? {
        var searcher = HistorySearcher()
        return searcher.newest(matching: query, from: start ?? entries.count - 1) {
            entries.indices.contains($0) ? entries[$0] : nil
        }
    }

    @Test func caseAccentsAndFullWidthDoNotMatter() {
        #expect(newest("bac") == 1)
        #expect(newest("grö") == 0)
        #expect(newest("gro") == 0)
        #expect(newest("cafe") == 2)
    }

    @Test func looksFromTheStartTowardsTheOldest() {
        #expect(newest("a") == 3)
        #expect(newest("a", from: 2) == 2)
        #expect(newest("a", from: 1) == 1)
        #expect(newest("later", from: 2) == nil)
    }

    @Test func anEmptyQueryFindsNothingAndIsNoFailure() {
        #expect(newest("") == nil)
    }
}
