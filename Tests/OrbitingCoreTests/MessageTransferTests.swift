import Foundation
import OrbitingTestSupport
import OrbitingText
import PropertyBased
import Testing

@testable import OrbitingCore

@Suite struct MessageTransferTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func jsonRoundTripKeepsEverythingAndTheOrder() throws {
        let same = Date(timeIntervalSince1970: 1_700_000_000.5)
        let kept = [
            Message(text: "first", createdAt: same, isFavorite: true),
            Message(text: "second, same time", createdAt: same),
            Message(text: "\u{1B}]0;title\u{07} and \"quotes\"\n \u{202E}\u{9B}\u{2028}", createdAt: same + 60),
        ]
        let newestFirst = MessageQuery().apply(to: kept)
        let read = try MessageTransfer.read(Array(MessageTransfer.json(newestFirst).utf8), format: nil, now: now)
        #expect(read == kept)
    }

    @Test func textEscapesControlsAndReadsBackTheSameTexts() async throws {
        let scalar = TextGenerators.hostileScalar
        await propertyCheck(count: 200, input: scalar.array(of: 1...30)) { scalars in
            let text = String(String.UnicodeScalarView(scalars))
            let line = MessageTransfer.escape(text)
            #expect(!line.unicodeScalars.contains { TextSanitizer.visible($0) != $0 })
            #expect(MessageTransfer.unescape(line) == text)
        }
    }

    @Test func textImportSkipsBlankLinesAndGivesTheSameIDsTwice() throws {
        let file = Array("Back in 5\n\n   \nCoffee?\\nYes\r\nlast".utf8)
        let first = try MessageTransfer.read(file, format: nil, now: now)
        #expect(first.map(\.text) == ["Back in 5", "Coffee?\nYes", "last"])
        #expect(
            first.map { Timestamp.format($0.createdAt) } == [
                "2027-01-15T08:00:00.000Z", "2027-01-15T08:00:00.001Z", "2027-01-15T08:00:00.002Z",
            ])
        let again = try MessageTransfer.read(file, format: .text, now: now + 100)
        #expect(again.map(\.id) == first.map(\.id))
        #expect(Set(first.map(\.id)).count == 3)
    }

    @Test func brokenJSONIsRefusedNotReadAsText() {
        #expect(throws: MessageTransfer.InvalidFile.self) {
            try MessageTransfer.read(Array("[{\"id\": \"x\", \"text\": ".utf8), format: nil, now: now)
        }
    }
}

/// Text imports made by earlier versions (file hash first in the id) are recognised, so
/// importing the same file again after an upgrade adds nothing.
@Suite struct FormerTextIDTests {
    @Test func aFileImportedUnderTheFormerIDsIsNotAddedAgain() async throws {
        let file = Array("Back in 5\nCoffee?\n".utf8)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let current = try MessageTransfer.read(file, format: .text, now: now)
        let former = current.map { message -> Message in
            var message = message
            message.id = MessageTransfer.formerTextID(message.id) ?? ""
            return message
        }
        #expect(former.allSatisfy { Message.isWellFormedID($0.id) })
        #expect(Set(former.map { $0.id.prefix(16) }).count == 1, "the former ids all begin with the file's hash")
        let store = MessageStore(directory: TestDirectory.make() + "/data")
        #expect(try store.importMessages(former).added == 2)
        let again = try store.importMessages(current, formerID: MessageTransfer.formerTextID)
        #expect(again.added == 0)
        #expect(try store.all().count == 2)
    }
}
