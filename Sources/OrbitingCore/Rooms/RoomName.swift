/// The name of a room: what a typist publishes to and screens show, one MQTT topic each.
///
/// Names are refused when they would change the topic's meaning or reach a screen as
/// something other than text: MQTT's wildcards `+` and `#`, the level separator `/`,
/// control and format characters; names starting with `$` (the broker's own topics, such as
/// `$SYS`) or a dot (`.`, `..`); and blank ones, empty ones and those over `maximumLength`
/// characters.
public struct RoomName: Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public let name: String

    /// The most characters a name may have.
    public static let maximumLength = 100
    /// The topics of all rooms start with this.
    public static let topicPrefix = "orbiting/rooms/"

    /// The name `text`, or nil when it is not allowed.
    public init?(_ text: String) {
        guard !text.isEmpty, text.count <= Self.maximumLength, !text.allSatisfy(\.isWhitespace),
            !text.hasPrefix("$"), !text.hasPrefix(".")
        else { return nil }
        let refused = text.unicodeScalars.contains { scalar in
            scalar == "+" || scalar == "#" || scalar == "/" || scalar.properties.generalCategory.isControlOrFormat
        }
        guard !refused else { return nil }
        name = text
    }

    /// The topic the room's message is published to, retained: `orbiting/rooms/NAME`.
    public var topic: String { Self.topicPrefix + name }
    /// The topic saying whether the typist is there (`RoomPresence`), retained: `…/NAME/typist`.
    public var presenceTopic: String { topic + "/typist" }

    /// The name as it was given.
    public var description: String { name }
}
