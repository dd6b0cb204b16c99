import Foundation
import Testing

/// The same id in two segment files (a hand merge, a restored backup) is one message: it
/// is listed once, and the next change writes the files back with one copy.
@Suite struct DuplicateIDTests {
    let home = StoreHome()

    private func segment(_ number: Int, _ items: [(id: String, text: String)]) throws {
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let messages = items.map {
            #"{"id": "\#($0.id)", "text": "\#($0.text)", "createdAt": "2026-01-01T10:00:0\#(number).000Z", "#
                + #""isFavorite": false}"#
        }
        let text = #"{"format": "orbiting.messages", "version": 1, "messages": [\#(messages.joined(separator: ","))]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: home.data + "/messages-00000\(number).json"))
    }

    private func copies(of id: String) throws -> Int {
        try home.names(in: home.data).filter { $0.hasPrefix("messages-") }.reduce(0) { count, name in
            let text = try String(contentsOfFile: home.data + "/" + name, encoding: .utf8)
            return count + text.components(separatedBy: id).count - 1
        }
    }

    @Test func anIDInTwoSegmentsIsListedOnceAndRepairedByTheNextChange() throws {
        let twice = "aaaaaaaa-0000-4000-8000-000000000001"
        try segment(1, [(twice, "Restored twice"), ("bbbbbbbb-0000-4000-8000-000000000002", "Other")])
        try segment(2, [(twice, "Restored twice"), ("cccccccc-0000-4000-8000-000000000003", "Newest")])
        #expect(try home.messages().map(\.text) == ["Newest", "Other", "Restored twice"])
        let listing = try home.run(["history"])
        #expect(listing.stdout.components(separatedBy: "Restored twice").count == 2)
        #expect(try copies(of: twice) == 2)
        #expect(try home.run(["history", "favorite", "bbbbbbbb"]).status == 0)
        #expect(try copies(of: twice) == 1)
        #expect(try home.messages().map(\.text) == ["Newest", "Other", "Restored twice"])
    }
}
