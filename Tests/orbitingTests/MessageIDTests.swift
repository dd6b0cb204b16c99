import Foundation
import Testing

/// Ids as a person meets them: never a way into the terminal, always addressable, and
/// different enough that a short id names one message.
@Suite struct MessageIDTests {
    let home = StoreHome()
    static let hostileID = "\u{1B}]0;PWNED\u{07}\u{1B}[2J"

    /// Writes one segment file by hand (as a hand edit or another tool would).
    private func writeSegment(_ messages: [(id: String, text: String)]) throws {
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let items = messages.map { message -> [String: Any] in
            ["id": message.id, "text": message.text, "createdAt": "2026-01-01T10:00:00.000Z", "isFavorite": false]
        }
        let object: [String: Any] = ["format": "orbiting.messages", "version": 1, "messages": items]
        let data = try JSONSerialization.data(withJSONObject: object)
        try data.write(to: URL(fileURLWithPath: home.data + "/messages-000001.json"))
    }

    private func hasEscape(_ result: RunResult) -> Bool {
        (result.stdout + result.stderr).unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }
    }

    @Test func anImportedIDWithEscapesIsReplacedAndReported() throws {
        let export = try JSONSerialization.data(withJSONObject: [
            ["id": Self.hostileID, "text": "hello", "createdAt": "2026-01-01T10:00:00.000Z", "isFavorite": true]
        ])
        let file = try home.file("hostile.json", String(decoding: export, as: UTF8.self))
        let result = try home.run(["history", "import", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 message"), "\(result.stderr)")
        #expect(!hasEscape(result))
        let kept = try home.messages()
        #expect(kept.map(\.text) == ["hello"])
        #expect(
            kept.allSatisfy {
                $0.id.range(
                    of: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", options: .regularExpression)
                    != nil
            })
        #expect(kept.first?.isFavorite == true)
        // The new id is derived, not random: importing the file again adds nothing.
        let again = try home.run(["history", "import", file])
        #expect(again.status == 0)
        #expect(try home.messages().count == 1)
        #expect(!hasEscape(try home.run(["history"])))
    }

    @Test func aStoredIDWithEscapesIsNeverPrintedRaw() throws {
        try writeSegment([(Self.hostileID + "a", "first"), (Self.hostileID + "b", "same")])
        let listing = try home.run(["history"])
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("first"))
        #expect(!hasEscape(listing))
        // Both ids start with the escape: the ambiguous list names them, made visible.
        let ambiguous = try home.run(["history", "favorite", "\u{1B}"])
        #expect(ambiguous.status == 64)
        #expect(!hasEscape(ambiguous), "\(ambiguous.stderr)")
        let favorite = try home.run(["history", "favorite", Self.hostileID + "b"])
        #expect(favorite.status == 0)
        #expect(!hasEscape(favorite), "\(favorite.stdout)")
        // The "same as the last message" notice names the last message's id.
        let duplicate = try home.run(["history", "add", "same"])
        #expect(!hasEscape(duplicate), "\(duplicate.stderr)")
        let deleted = try home.run(["history", "delete", "--yes", Self.hostileID + "a"])
        #expect(deleted.status == 0)
        #expect(!hasEscape(deleted))
    }

    @Test func anUppercaseIDIsAddressableInFullAndByPrefix() throws {
        let id = "3F2A9C1D-0000-4000-8000-00000000ABCD"
        try writeSegment([(id, "Shouting id")])
        let full = try home.run(["history", "favorite", id])
        #expect(full.status == 0, "\(full.stderr)")
        #expect(try home.messages().first?.isFavorite == true)
        let prefix = try home.run(["history", "unfavorite", "3f2a9c"])
        #expect(prefix.status == 0, "\(prefix.stderr)")
        #expect(try home.messages().first?.isFavorite == false)
    }

    @Test func theLinesOfATextImportHaveDistinctShortIDs() throws {
        let lines = (1...1500).map { "Line number \($0)" }.joined(separator: "\n")
        let file = try home.file("lines.txt", lines)
        let result = try home.run(["history", "import", file])
        #expect(result.status == 0, "\(result.stderr)")
        let ids = try home.messages().map(\.id)
        #expect(ids.count == 1500)
        #expect(Set(ids.map { $0.prefix(8) }).count == 1500)
        // Still safe to repeat.
        #expect(try home.run(["history", "import", file]).status == 0)
        #expect(try home.messages().count == 1500)
    }
}
