import Foundation

/// One file of the message store: up to a fixed number of messages in the order they were
/// kept. `{"format": "orbiting.messages", "version": 1, "messages": [...]}`.
struct SegmentFile: Codable {
    /// The format name every segment carries.
    static let formatName = "orbiting.messages"
    /// The version this build writes; a file with a higher one makes the store read-only.
    static let currentVersion = 1

    var format: String
    var version: Int
    var messages: [Message]

    /// Just the header, to tell a newer file from a corrupt one when the rest does not decode.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// What a segment's bytes turned out to be.
    enum Decoded {
        /// A segment this build understands (its version may still be newer).
        case segment(version: Int, messages: [Message])
        /// A segment from a newer version whose messages this build cannot read.
        case newer(version: Int)
        /// Not a segment: truncated, damaged or edited beyond repair.
        case corrupt
    }

    /// Decodes `bytes`, never throwing: a bad file is `.corrupt`. The fast parser reads what
    /// this build writes; `JSONDecoder` reads the rest (hand edits, newer files).
    ///
    /// - Parameter query: keep only the messages it matches (for listings, never for writing).
    static func decode(_ bytes: [UInt8], keeping query: MessageQuery? = nil) -> Decoded {
        if let file = SegmentParser.parse(bytes, keeping: query), file.format == formatName, file.version >= 1 {
            return .segment(version: file.version, messages: file.messages)
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        if let file = try? decoder.decode(SegmentFile.self, from: data), file.format == formatName, file.version >= 1 {
            return .segment(version: file.version, messages: query.map { $0.filter(file.messages) } ?? file.messages)
        }
        if let header = try? decoder.decode(Header.self, from: data), header.format == formatName,
           header.version > currentVersion {
            return .newer(version: header.version)
        }
        return .corrupt
    }

    /// The bytes of a segment holding `messages`, one message per line (safe to `cat`).
    static func encode(_ messages: [Message]) -> [UInt8] {
        Array(("{\"format\": \"\(formatName)\", \"version\": \(currentVersion), \"messages\": "
            + JSONText.array(messages) + "}\n").utf8)
    }
}
