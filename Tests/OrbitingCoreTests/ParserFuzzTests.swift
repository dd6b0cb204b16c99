import Foundation
import PropertyBased
import Testing

@testable import OrbitingCore

/// Fuzzing as properties: random and mutated bytes through the segment parser and the
/// import reader. Nothing may crash; what is accepted must be consistent; no id that is
/// not ours gets through an import.
///
/// Cases per property: `ORBITING_FUZZ_COUNT`, else 300 (what CI runs). The long run is
/// `scripts/fuzz` (20 000 cases each).
@Suite struct ParserFuzzTests {
    static let count = ProcessInfo.processInfo.environment["ORBITING_FUZZ_COUNT"].flatMap(Int.init) ?? 300
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let messages = [
        Message(
            id: "3f2a9c1d-0000-4000-8000-00000000abcd", text: "Back in 5",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000)),
        Message(
            id: "id-1", text: "Café ☕ \u{1B}[2J \"quoted\" \\ back",
            createdAt: Date(timeIntervalSince1970: 1_700_000_001.5), isFavorite: true),
        Message(id: "x", text: "two\nlines 你好 নমস্কার", createdAt: Date(timeIntervalSince1970: 1_700_000_002)),
    ]
    static let segment = SegmentFile.encode(messages)
    static let export = Array(MessageTransfer.json(messages).utf8)
    static let appHistory = Array(
        (#"[{"id":"1767261600000","text":"Newest","timestamp":1767261600000,"isFavorite":true},{"id":"x","text":"Old","#
            + #""timestamp":1767175200000}]"#)
            .utf8)

    /// `base` with the bytes at `positions` (taken modulo its length) set to `values`.
    static func mutated(_ base: [UInt8], _ positions: [Int], _ values: [UInt8]) -> [UInt8] {
        var bytes = base
        for (position, value) in zip(positions, values) { bytes[position % bytes.count] = value }
        return bytes
    }

    /// The segment parser's promises for any bytes.
    static func checkSegment(_ bytes: [UInt8]) {
        if let fast = SegmentParser.parse(bytes), fast.format == SegmentFile.formatName {
            // What the fast parser accepts, Foundation's decoder reads the same way.
            let slow = try? JSONDecoder().decode(SegmentFile.self, from: Data(bytes))
            #expect(slow?.messages == fast.messages, "\(String(decoding: bytes, as: UTF8.self))")
        }
        if case .segment(_, let messages) = SegmentFile.decode(bytes) {
            // What is read is written back so that it reads the same.
            guard case .segment(_, let again) = SegmentFile.decode(SegmentFile.encode(messages)) else {
                Issue.record("a decoded segment did not survive a round trip")
                return
            }
            #expect(again == messages)
        }
    }

    /// The import reader's promises for any bytes.
    static func checkImport(_ bytes: [UInt8]) {
        for format in [nil, MessageTransfer.Format.json, .text] {
            guard let contents = try? MessageTransfer.contents(of: bytes, format: format, now: now) else { continue }
            #expect(contents.messages.allSatisfy { Message.isWellFormedID($0.id) && $0.id == $0.id.lowercased() })
            #expect(contents.messages.allSatisfy { !$0.text.isEmpty })
        }
    }

    @Test func randomBytesThroughTheSegmentParser() async {
        await propertyCheck(count: Self.count, input: Gen.uint8().array(of: 0...400)) { bytes in
            Self.checkSegment(bytes)
        }
    }

    @Test func mutatedSegmentsThroughTheSegmentParser() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...100_000).array(of: 1...6), Gen.uint8().array(of: 1...6)
        ) { positions, values in
            Self.checkSegment(Self.mutated(Self.segment, positions, values))
        }
    }

    @Test func randomBytesThroughTheImportReader() async {
        await propertyCheck(count: Self.count, input: Gen.uint8().array(of: 0...400)) { bytes in
            Self.checkImport(bytes)
        }
    }

    @Test func mutatedExportsThroughTheImportReader() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...100_000).array(of: 1...6), Gen.uint8().array(of: 1...6)
        ) { positions, values in
            Self.checkImport(Self.mutated(Self.export, positions, values))
            Self.checkImport(Self.mutated(Self.appHistory, positions, values))
        }
    }
}
