import Foundation
import Testing

/// One rule for files from a newer Orbiting: any one of them makes the whole history
/// read-only, and listings say what they cannot show.
@Suite struct NewerVersionTests {
    let home = StoreHome()

    private func segment(_ number: Int, version: Int, messages: String) throws {
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let text = #"{"format": "orbiting.messages", "version": \#(version), "messages": \#(messages)}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: home.data + "/messages-00000\(number).json"))
    }

    private func message(_ id: String, _ text: String) -> String {
        #"[{"id": "\#(id)", "text": "\#(text)", "createdAt": "2026-01-01T10:00:00.000Z", "isFavorite": false}]"#
    }

    @Test func anOlderSegmentFromANewerVersionStopsAnAdd() throws {
        try segment(1, version: 2, messages: message("aaaaaaaa-0000-4000-8000-000000000001", "From the future"))
        try segment(2, version: 1, messages: message("bbbbbbbb-0000-4000-8000-000000000002", "From today"))
        let segments = { home.names(in: home.data).filter { $0.hasPrefix("messages-") } }
        let before = segments()
        let add = try home.run(["history", "add", "Must not be written"])
        #expect(add.status == 75, "\(add.stdout)\(add.stderr)")
        #expect(add.stderr.contains("newer version"))
        #expect(segments() == before)
        #expect(try home.messages().map(\.text) == ["From today", "From the future"])
    }

    @Test func aSegmentThisVersionCannotReadIsNamedInListingsAndNotCalledReadable() throws {
        try segment(1, version: 9, messages: #"{"packed": "…"}"#)
        try segment(2, version: 1, messages: message("bbbbbbbb-0000-4000-8000-000000000002", "Still here"))
        let listing = try home.run(["history"])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.contains("Still here"))
        #expect(
            listing.stderr.contains("messages-000001.json") && listing.stderr.contains("cannot be shown"),
            "\(listing.stderr)")
        let favorite = try home.run(["history", "favorite", "bbbb"])
        #expect(favorite.status == 75)
        #expect(favorite.stderr.contains("cannot read"), "\(favorite.stderr)")
        #expect(!favorite.stderr.contains("can read it"))
        let add = try home.run(["history", "add", "No"])
        #expect(add.status == 75)
    }
}
