import Foundation
import Testing

/// `history import` of the files a person brings: the Orbiting apps' histories are read,
/// binary garbage is refused, and a refusal is one sentence, never a decoder's dump.
@Suite struct ImportFormatTests {
    let home = StoreHome()

    @Test func theAppsAtMessagesIsImportedWithTimesAndFavorites() throws {
        // As the React Native / web app keeps it: newest first, times in ms since 1970.
        let file = try home.file(
            "messages.json",
            """
            [{"id":"1767261600000","text":"Newest","timestamp":1767261600000,"isFavorite":true},
             {"id":"1767175200000","text":"Oldest","timestamp":1767175200000}]
            """)
        let result = try home.run(["history", "import", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Orbiting app"), "\(result.stderr)")
        let kept = try home.messages()
        #expect(kept.map(\.text) == ["Newest", "Oldest"])
        #expect(kept.map(\.createdAt) == ["2026-01-01T10:00:00.000Z", "2025-12-31T10:00:00.000Z"])
        #expect(kept.map(\.isFavorite) == [true, false])
        #expect(try home.run(["history", "import", file]).stdout.contains("Imported 0"))
    }

    @Test func theOlderWebAppsArrayOfTextsIsImportedOldestLast() throws {
        let file = try home.file("web.json", #"["Newest", "Middle", "Oldest"]"#)
        let result = try home.run(["history", "import", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("older Orbiting web app"), "\(result.stderr)")
        #expect(try home.messages().map(\.text) == ["Newest", "Middle", "Oldest"])
    }

    @Test func randomBytesAreRefusedAndNothingIsImported() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = home.root + "/random.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try home.run(["history", "import", "--format", "text", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("not text"), "\(result.stderr)")
        #expect(try home.messages().isEmpty)
    }

    @Test func anUnknownJSONIsOneSentenceNotADecoderDump() throws {
        let file = try home.file("other.json", #"{"settings": {"theme": "neon"}}"#)
        let result = try home.run(["history", "import", file])
        #expect(result.status == 65)
        #expect(result.stderr.contains("expected an Orbiting export"), "\(result.stderr)")
        #expect(!result.stderr.contains("DecodingError") && !result.stderr.contains("codingPath"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
