import Foundation
import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

/// Whole History frames as a person sees them, compared with text files in `__Goldens__`.
///
/// Each line of a golden is one row of the frame, trailing spaces cut, after a marker column:
/// ">" when the row is drawn selected. To write the goldens anew after a deliberate change,
/// run the tests with `ORBITING_UPDATE_GOLDENS=1` and read the diff before committing it.
@Suite struct HistoryGoldenFrameTests {
    static func check(_ name: String, _ lines: [String]) {
        Goldens.expect(lines.joined(separator: "\n") + "\n", name)
    }

    /// The sample history with the second message selected, in a 64 × 12 window.
    static func frame(_ code: String, favorites: Bool = false, query: String = "") -> [String] {
        var screen = HistoryFixtures.screen(columns: 64)
        if favorites { _ = screen.handle(.tab) }
        HistoryFixtures.type(query, into: &screen)
        _ = screen.handle(.special(.down))
        return HistoryFixtures.lines(screen, HistoryFixtures.context(code, columns: 64))
    }

    @Test func english() {
        Self.check("history-en", Self.frame("en"))
    }

    @Test func japanese() {
        Self.check("history-ja", Self.frame("ja"))
    }

    @Test func englishFavoritesWithASearch() {
        Self.check("history-en-favorites-search", Self.frame("en", favorites: true, query: "CAFE"))
    }
}
