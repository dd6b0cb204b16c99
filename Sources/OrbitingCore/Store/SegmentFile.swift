import FoundationEssentials

/// One file of the message store: up to a fixed number of messages in the order they were
/// kept. `{"format": "orbiting.messages", "version": 1, "messages": [...]}`.
struct SegmentFile: Codable {
    /// The format name every segment carries.
    static let formatName = "orbiting.messages"
    /// The version this build writes; a file with a higher one makes the store read-only.
    static let currentVersion = 1
    /// The largest segment read: a full segment of messages at the longest, every character
    /// escaped, is well under it; a device or a runaway file is refused before it is read.
    static let maximumFileBytes = 512 << 20

    var format: String
    var version: Int
    var messages: [Message]

    /// Just the header, to tell a newer file from a corrupt one when the rest does not decode.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// A segment read record by record: a record that is not a message is nil, not an error.
    private struct LenientFile: Decodable {
        var format: String
        var version: Int
        var messages: [MaybeMessage]
    }

    /// One record of a `LenientFile`, and the required members it lacks.
    private struct MaybeMessage: Decodable {
        var message: Message?
        var missing: [String] = []

        init(from decoder: any Decoder) throws {
            message = try? Message(from: decoder)
            if message != nil, let members = try? decoder.container(keyedBy: JSONKey.self) {
                missing = Message.requiredFields.filter { !members.contains(JSONKey(stringValue: $0)) }
            }
        }
    }

    /// What a segment's bytes turned out to be.
    enum Decoded {
        /// A segment this build understands (its version may still be newer).
        case segment(version: Int, messages: [Message])
        /// A segment of ours in which some records cannot be read (`unreadable` of them), or
        /// lack required members (`incomplete`, read with defaults; `missing` names them):
        /// `messages` are the readable ones.
        case partial(version: Int, messages: [Message], unreadable: Int, incomplete: Int, missing: [String])
        /// A segment from a newer version whose messages this build cannot read.
        case newer(version: Int)
        /// Not a segment: truncated, damaged or edited beyond repair.
        case corrupt
    }

    /// Decodes `bytes`, never throwing: a bad file is `.corrupt`. The fast parser reads what
    /// this build writes; `JSONDecoder` reads the rest (hand edits, newer files), record by
    /// record, keeping members it does not know and noting required ones that are missing.
    ///
    /// - Parameter query: keep only the messages it matches (for listings, never for writing).
    static func decode(_ bytes: [UInt8], keeping query: MessageQuery? = nil) -> Decoded {
        if let file = SegmentParser.parse(bytes, keeping: query), file.format == formatName, file.version >= 1 {
            return .segment(version: file.version, messages: file.messages)
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        if let file = try? decoder.decode(LenientFile.self, from: data), file.format == formatName, file.version >= 1 {
            let good = file.messages.compactMap(\.message)
            let shown = query.map { $0.filter(good) } ?? good
            let unreadable = file.messages.count - good.count
            let incomplete = file.messages.filter { !$0.missing.isEmpty }
            if file.version > currentVersion {
                // Not ours to judge: a newer file is read whole or not at all.
                if unreadable == 0 { return .segment(version: file.version, messages: shown) }
            } else if unreadable == 0 && incomplete.isEmpty {
                return .segment(version: file.version, messages: shown)
            } else {
                let missing = Message.requiredFields.filter { field in
                    incomplete.contains { $0.missing.contains(field) }
                }
                return .partial(
                    version: file.version, messages: shown, unreadable: unreadable,
                    incomplete: incomplete.count, missing: missing)
            }
        }
        if let header = try? decoder.decode(Header.self, from: data), header.format == formatName,
            header.version > currentVersion
        {
            return .newer(version: header.version)
        }
        return .corrupt
    }

    /// The version a segment declares, read from the start of its file (`head`, the first
    /// few hundred bytes) without decoding the messages; nil when the start does not say.
    static func declaredVersion(_ head: [UInt8]) -> Int? {
        let key = Array("\"version\"".utf8)
        guard head.count >= key.count,
            let start = (0...(head.count - key.count)).first(where: { head[$0..<($0 + key.count)].elementsEqual(key) })
        else { return nil }
        var index = start + key.count
        while index < head.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(head[index]) { index += 1 }
        var value = 0, digits = 0
        while index < head.count, (0x30...0x39).contains(head[index]), digits < 9 {
            value = value * 10 + Int(head[index] - 0x30)
            index += 1
            digits += 1
        }
        return digits > 0 && index < head.count ? value : nil
    }

    /// The bytes of a segment holding `messages`, one message per line (safe to `cat`).
    static func encode(_ messages: [Message]) -> [UInt8] {
        Array(
            ("{\"format\": \"\(formatName)\", \"version\": \(currentVersion), \"messages\": "
                + JSONText.array(messages) + "}\n").utf8)
    }
}
