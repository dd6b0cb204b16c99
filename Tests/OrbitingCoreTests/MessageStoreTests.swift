import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

@Suite struct MessageStoreTests {
    let directory = TestDirectory.make() + "/data"

    func store(capacity: Int = 1000) -> MessageStore {
        MessageStore(directory: directory, clock: SteppingClock(), segmentCapacity: capacity)
    }

    @Test func addKeepsTextExactlyAndListsNewestFirst() async throws {
        let store = store()
        let texts = ["Back in 5 min", "Two\nlines", "  spaced  ", "東京 🎉"]
        for text in texts {
            guard case .saved = try store.add(text) else { Issue.record("not saved: \(text)"); return }
        }
        let reopened = MessageStore(directory: directory)
        #expect(try reopened.messages(matching: MessageQuery()).map(\.text) == texts.reversed())
        #expect(try reopened.all().allSatisfy { !$0.isFavorite })
    }

    @Test func saveRulesApplyToTheLastKeptMessage() async throws {
        let store = store()
        #expect(try store.add("   ") == .notSaved(.empty))
        guard case .saved(let first) = try store.add("Hi") else { Issue.record("not saved"); return }
        #expect(try store.add("Hi") == .notSaved(.duplicate(of: first)))
        _ = try store.add("Bye")
        guard case .saved = try store.add("Hi") else { Issue.record("Hi after Bye must be kept"); return }
        #expect(try store.all().map(\.text) == ["Hi", "Bye", "Hi"])
    }

    @Test func tooLongIsAnErrorAndNothingIsWritten() async throws {
        let store = store()
        #expect(throws: StoreError.tooLong(bytes: 70_000, limit: 65_536)) {
            try store.add(String(repeating: "x", count: 70_000))
        }
        #expect(try store.all().isEmpty)
    }

    @Test func segmentsRollOverAndAnAddRewritesOnlyTheNewest() async throws {
        let store = store(capacity: 3)
        for index in 1...7 { _ = try store.add("message \(index)") }
        #expect(
            names(in: directory).filter { $0.hasPrefix("messages-") }
                == ["messages-000001.json", "messages-000002.json", "messages-000003.json"])
        let firstSegment = try Data(contentsOf: URL(fileURLWithPath: directory + "/messages-000001.json"))
        _ = try store.add("message 8")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/messages-000001.json")) == firstSegment)
        #expect(try store.all().map(\.text) == (1...8).map { "message \($0)" })
    }

    @Test func favoriteDeleteAndPrefixes() async throws {
        let store = store(capacity: 2)
        var ids: [String] = []
        for text in ["a", "b", "c"] {
            if case .saved(let message) = try store.add(text) { ids.append(message.id) }
        }
        let starred = try store.setFavorite(true, idPrefix: String(ids[0].prefix(6)).uppercased())
        #expect(starred.text == "a" && starred.isFavorite)
        #expect(try store.messages(matching: MessageQuery(favoritesOnly: true)).map(\.text) == ["a"])
        _ = try store.setFavorite(false, idPrefix: ids[0])
        #expect(try store.messages(matching: MessageQuery(favoritesOnly: true)).isEmpty)
        let deleted = try store.delete(idPrefix: ids[1])
        #expect(deleted.text == "b")
        #expect(try store.all().map(\.text) == ["a", "c"])
        #expect(throws: StoreError.notFound(idPrefix: "zzz")) { try store.delete(idPrefix: "zzz") }
        #expect(throws: StoreError.notFound(idPrefix: "")) { try store.delete(idPrefix: "") }
    }

    @Test func anAmbiguousPrefixListsTheCandidates() async throws {
        let messages = ["ab1", "ab2", "cd3"].map { Message(id: $0, text: $0, createdAt: Date()) }
        #expect(throws: StoreError.ambiguous(idPrefix: "ab", candidates: Array(messages.prefix(2)))) {
            try MessageStore.find("ab", in: messages)
        }
        #expect(try MessageStore.find("c", in: messages).text == "cd3")
    }

    @Test func clearCanKeepFavorites() async throws {
        let store = store(capacity: 2)
        for text in ["a", "b", "c", "d", "e"] { _ = try store.add(text) }
        let c = try store.all()[2]
        _ = try store.setFavorite(true, idPrefix: c.id)
        #expect(try store.clear(keepFavorites: true) == 4)
        #expect(try store.all().map(\.text) == ["c"])
        #expect(try store.clear(keepFavorites: false) == 1)
        #expect(try store.all().isEmpty)
        #expect(names(in: directory).filter { $0.hasPrefix("messages-") }.isEmpty)
    }

    @Test func importIsIdempotentByIDAndKeepsEverything() async throws {
        let source = (0..<25).map { index in
            Message(
                text: "imported \(index)", createdAt: Date(timeIntervalSince1970: Double(1_000 + index)),
                isFavorite: index % 3 == 0)
        }
        let store = store(capacity: 10)
        _ = try store.add("already here")
        let first = try store.importMessages(source + [Message(text: " ", createdAt: Date())])
        #expect(first == MessageStore.ImportResult(added: 25, skipped: 1))
        let again = try store.importMessages(source)
        #expect(again == MessageStore.ImportResult(added: 0, skipped: 25))
        let all = try store.all()
        #expect(all.count == 26)
        #expect(Array(all.dropFirst()) == source)
    }

    @Test func readingAStoreThatDoesNotExistCreatesNothing() async throws {
        #expect(try store().all().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }
}
