/// Why a room could not be used. The executable turns each into words and an exit status.
public enum RoomError: Error, Sendable, Equatable {
    /// The room name has `+`, `#`, `/` or a control character, or is empty or too long.
    case invalidName(String)
    /// The broker address is not `mqtt://[user@]host[:port]` or `mqtts://…`.
    case invalidBroker(String)
    /// libmosquitto could not be loaded.
    case libraryMissing
    /// The broker answered and refused: a wrong password, a user it does not know.
    case refused(broker: String, reason: String)
    /// The broker could not be reached (or the client could not be set up).
    case unreachable(broker: String, reason: String)
}
