import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

/// A segment edited by hand or by another tool keeps what this version does not know, and a
/// record that lacks a field this version needs is reported instead of read silently wrong.
@Suite struct StoreUnknownFieldsTests {
    static let segmentName = "messages-000001.json"

    /// A segment whose first record has `isFavorite` renamed (a starred "Tea") and an extra
    /// key of another tool, followed by an ordinary record.
    static let editedSegment = """
        {"format": "orbiting.messages", "version": 1, "messages": [
          {"id": "0d9c2f4e-1111-4a2b-9c3d-000000000001", "text": "Tea", "createdAt": "2026-01-02T03:04:05.000Z",
           "isFavourite": true, "color": {"name": "red", "rgb": [255, 0, 0]}},
          {"id": "0d9c2f4e-1111-4a2b-9c3d-000000000002", "text": "Back in 5", "createdAt": "2026-01-02T03:05:05.000Z",
           "isFavorite": false}
        ]}
        """

    func plant(_ text: String) throws -> String {
        let directory = TestDirectory.make()
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + Self.segmentName))
        return directory
    }

    @Test func aRecordWithoutItsFavoriteFlagIsReportedAndTheFileKeptAsItWas() async throws {
        let directory = try plant(Self.editedSegment)
        let store = MessageStore(directory: directory, clock: SteppingClock())
        let read = try store.all()
        #expect(read.map(\.text) == ["Tea", "Back in 5"])
        let warnings = store.takeWarnings()
        guard case .missingFields(let path, let count, let fields, let copiedTo)? = warnings.first else {
            Issue.record("no report of the record without isFavorite: \(warnings)")
            return
        }
        #expect(path.hasSuffix(Self.segmentName))
        #expect(count == 1)
        #expect(fields == ["isFavorite"])
        #expect(try String(contentsOfFile: copiedTo, encoding: .utf8) == Self.editedSegment)
    }

    @Test func unknownKeysSurviveARewriteOfTheirSegment() async throws {
        let directory = try plant(Self.editedSegment)
        let store = MessageStore(directory: directory, clock: SteppingClock())
        _ = try store.setFavorite(true, idPrefix: "0d9c2f4e-1111-4a2b-9c3d-000000000002")
        let rewritten = try String(contentsOfFile: directory + "/" + Self.segmentName, encoding: .utf8)
        #expect(rewritten.contains("\"isFavourite\": true"))
        #expect(rewritten.contains("\"color\": {\"name\": \"red\", \"rgb\": [255, 0, 0]}"))
        // Read again: the other tool's keys are still there, the star set is kept.
        let again = MessageStore(directory: directory, clock: SteppingClock())
        let messages = try again.all()
        #expect(messages.map(\.isFavorite) == [false, true])
        #expect(messages.first?.unknownFields["isFavourite"] == .bool(true))
    }

    @Test func exportAndImportCarryUnknownKeys() throws {
        let message = Message(
            id: "0d9c2f4e-1111-4a2b-9c3d-000000000003", text: "Hi",
            createdAt: Date(timeIntervalSince1970: 1_800_000_000),
            unknownFields: [
                "note": .string("from the app"), "n": .number(12.5), "list": .array([.null, .bool(false)]),
            ])
        let bytes = SegmentFile.encode([message])
        guard case .segment(_, let decoded) = SegmentFile.decode(bytes) else {
            Issue.record("the segment did not decode")
            return
        }
        #expect(decoded == [message])
    }
}
