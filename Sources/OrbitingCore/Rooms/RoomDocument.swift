import FoundationEssentials
import OrbitingText

/// What a typist's Home shows, as published to a room: one small JSON document, retained.
///
/// ```json
/// {"at":"2026-11-24T23:05:00Z","kept":true,"scheme":"dark","text":"Back in 5","theme":"neon","version":1}
/// ```
/// Anyone who can publish to the topic can send anything, so `init?(payload:)` trusts
/// nothing: a payload over `maximumBytes`, JSON that is not this shape or a version it does
/// not know is ignored, the text is sanitized as typed text is, and a theme or scheme that
/// is not a plain name is dropped (a screen then keeps its own).
public struct RoomDocument: Sendable, Equatable {
    /// The text on the typist's Home, sanitized (no control character, no escape).
    public var text: String
    /// The typist's theme (`neon`), if a plain name.
    public var theme: String?
    /// The typist's colour scheme, `light` or `dark`.
    public var scheme: String?
    /// Whether the message is kept (Enter), not being typed.
    public var kept: Bool
    /// When the typist's Home showed it.
    public var at: Date

    /// The format version written, and the newest read.
    public static let version = 1
    /// The largest payload read: bigger ones are ignored (64 KiB).
    public static let maximumBytes = 65_536
    /// The longest theme name kept.
    static let maximumThemeLength = 64

    /// Creates a document; `text` is sanitized.
    public init(text: String, theme: String? = nil, scheme: String? = nil, kept: Bool = false, at: Date = Date()) {
        self.text = TextSanitizer.sanitize(text)
        self.theme = theme.flatMap(Self.plainTheme)
        self.scheme = scheme.flatMap(Self.plainScheme)
        self.kept = kept
        self.at = at
    }

    /// Reads a payload from a room; nil when it is to be ignored.
    public init?(payload: some Collection<UInt8>) {
        guard payload.count <= Self.maximumBytes,
            let wire = try? JSONDecoder().decode(Wire.self, from: Data(payload)),
            (1...Self.version).contains(wire.version)
        else { return nil }
        self.init(
            text: wire.text, theme: wire.theme, scheme: wire.scheme, kept: wire.kept ?? false,
            at: wire.at.flatMap { try? Date($0, strategy: .iso8601) } ?? Date())
    }

    /// The payload to publish: compact JSON, keys sorted.
    public var payload: [UInt8] {
        let wire = Wire(
            version: Self.version, text: text, theme: theme, scheme: scheme, kept: kept,
            at: at.formatted(.iso8601))
        return Array(Self.encode(wire))
    }

    /// `value` as compact JSON with sorted keys, slashes left as they are.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// `name` if it is a theme name as the theme setting allows them, else nil.
    static func plainTheme(_ name: String) -> String? {
        let plain =
            !name.isEmpty && name.count <= maximumThemeLength
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
        return plain ? name.lowercased() : nil
    }

    static func plainScheme(_ name: String) -> String? {
        name == "light" || name == "dark" ? name : nil
    }

    private struct Wire: Codable {
        var version: Int
        var text: String
        var theme: String?
        var scheme: String?
        var kept: Bool?
        var at: String?
    }
}

/// Whether the typist is in the room: `here` once connected, `left` when they quit or their
/// connection died (the broker's last will). Retained on `RoomName.presenceTopic`.
public struct RoomPresence: Sendable, Equatable {
    /// Whether the typist is there.
    public var isHere: Bool
    /// When it was said.
    public var at: Date

    /// Creates a presence.
    public init(isHere: Bool, at: Date = Date()) {
        self.isHere = isHere
        self.at = at
    }

    /// Reads a payload; nil when it is to be ignored.
    public init?(payload: some Collection<UInt8>) {
        guard payload.count <= RoomDocument.maximumBytes,
            let wire = try? JSONDecoder().decode(Wire.self, from: Data(payload)),
            wire.version >= 1, wire.typist == "here" || wire.typist == "left"
        else { return nil }
        self.init(isHere: wire.typist == "here", at: wire.at.flatMap { try? Date($0, strategy: .iso8601) } ?? Date())
    }

    /// The payload to publish. The last will's `at` is when the typist connected.
    public var payload: [UInt8] {
        Array(
            RoomDocument.encode(
                Wire(
                    version: RoomDocument.version, typist: isHere ? "here" : "left",
                    at: at.formatted(.iso8601))))
    }

    private struct Wire: Codable {
        var version: Int
        var typist: String
        var at: String?
    }
}
