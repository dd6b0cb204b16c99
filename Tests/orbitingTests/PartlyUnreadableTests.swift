import Foundation
import Testing

/// One bad record does not hide a whole segment: the good ones stay visible, the file as
/// it was is copied byte-identical to quarantine, and the next change writes the rest back.
@Suite struct PartlyUnreadableTests {
    let home = StoreHome()

    @Test func oneBadRecordKeepsTheOthersVisibleAndACopyInQuarantine() throws {
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let records = [
            #"{"id": "aaaaaaaa-0000-4000-8000-000000000001", "text": "Good one", "#
                + #""createdAt": "2026-01-01T10:00:01.000Z", "isFavorite": false}"#,
            #"{"id": "bbbbbbbb-0000-4000-8000-000000000002", "text": "Bad time", "createdAt": "last Tuesday", "#
                + #""isFavorite": false}"#,
            #"{"id": "cccccccc-0000-4000-8000-000000000003", "text": "Good two", "#
                + #""createdAt": "2026-01-01T10:00:03.000Z", "isFavorite": true}"#,
        ]
        let original = Data(
            (#"{"format": "orbiting.messages", "version": 1, "#
                + #""messages": ["# + records.joined(separator: ",\n") + "]}\n")
                .utf8)
        let segment = home.data + "/messages-000001.json"
        try original.write(to: URL(fileURLWithPath: segment))

        let listing = try home.run(["history", "--json"])
        #expect(listing.status == 0)
        #expect(listing.stderr.contains("1 record of"), "\(listing.stderr)")
        #expect(try home.messages().map(\.text) == ["Good two", "Good one"])
        let copies = home.names(in: home.data + "/quarantine")
        #expect(copies.count == 1)
        let copy = home.data + "/quarantine/" + (copies.first ?? "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
        // Reading again makes no second copy.
        _ = try home.run(["history"])
        #expect(home.names(in: home.data + "/quarantine") == copies)

        // The next change writes the good records back; the copy is untouched.
        #expect(try home.run(["history", "favorite", "aaaaaaaa"]).status == 0)
        let after = try home.run(["history", "--json"])
        #expect(after.stderr.isEmpty, "\(after.stderr)")
        #expect(try home.messages().map(\.isFavorite) == [true, true])
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
    }
}
