import OrbitingCore

/// How a room client's connection to the broker stands, for a status row.
public enum RoomConnection: Sendable, Equatable {
    /// Connecting for the first time.
    case connecting
    /// Connected: messages go out and come in.
    case connected
    /// The broker could not be reached or the connection was lost: trying again, with the
    /// reason.
    case retrying(RoomTrouble)
    /// The broker refused the connection (a wrong password, an unknown user), with its reason.
    case refused(String)
}

/// Why a room client could not reach its broker.
public enum RoomTrouble: Sendable, Equatable, CustomStringConvertible {
    /// A first `mqtts` connection whose TLS handshake did not end: a listener without TLS
    /// never answers it.
    case handshakeFailed
    /// Nothing listens at the broker's address (`ECONNREFUSED`).
    case nothingListens
    /// Anything else, in libmosquitto's or the system's words.
    case other(String)

    /// Whether waiting cannot help: no broker is there to wait for, so a one-shot command
    /// gives up at once.
    public var isFinal: Bool {
        if case .other = self { false } else { true }
    }

    /// The reason in the library's words (English), as `room --json` gives it.
    public var description: String {
        switch self {
        case .handshakeFailed: "TLS handshake failed"
        case .nothingListens: RoomClient.connectionRefused
        case .other(let words): words
        }
    }
}

/// What a room client reports, on libmosquitto's thread.
public enum RoomEvent: Sendable, Equatable {
    /// The connection changed.
    case connection(RoomConnection)
    /// A message arrived on a subscribed topic.
    case message(topic: String, payload: [UInt8])
}

/// How a room client reaches its broker.
public struct RoomClientOptions: Sendable {
    /// The broker's address.
    public var broker: BrokerAddress
    /// The password for the address's user (from the environment or a private file).
    public var password: String?
    /// A PEM file of the CAs to trust for `mqtts` (nil: the system's).
    public var cafile: String?

    /// Creates options.
    public init(broker: BrokerAddress, password: String? = nil, cafile: String? = nil) {
        self.broker = broker
        self.password = password
        self.cafile = cafile
    }
}
