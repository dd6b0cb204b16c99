import Foundation
import Testing

@testable import OrbitingCore

/// The Orbiting app's history as AsyncStorage keeps it: the array as a JSON string, or in
/// an object under `@messages`. Each is that history, never one message nor a refusal.
@Suite struct ImportWrappingTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let array =
        #"[{"id":"1767261600000","text":"Newest","timestamp":1767261600000,"isFavorite":true},{"id":"x","text":"Old","#
        + #""timestamp":1767175200000}]"#

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }

    @Test(arguments: [
        quoted(array),
        #"{"@messages": \#(array)}"#,
        #"{"@messages": \#(quoted(array)), "@settings": "{}"}"#,
    ])
    func theWrappedHistoryIsReadAsTheHistory(file: String) throws {
        let contents = try MessageTransfer.contents(of: Array(file.utf8), format: nil, now: Self.now)
        #expect(contents.messages.map(\.text) == ["Old", "Newest"])
        #expect(contents.source == .orbitingApp)
        #expect(contents.messages.last?.isFavorite == true)
    }

    @Test func aQuotedLineOfTextIsStillText() throws {
        let contents = try MessageTransfer.contents(of: Array("\"Back in 5\"\n".utf8), format: nil, now: Self.now)
        #expect(contents.messages.map(\.text) == ["\"Back in 5\""])
    }
}
