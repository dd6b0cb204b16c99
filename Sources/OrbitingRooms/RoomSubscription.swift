import OrbitingCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A room as a screen follows it: the typist's document and presence, and the connection,
/// collected from libmosquitto's thread for one reader that polls `fileDescriptor`.
///
/// Payloads are read here, so what reaches `take()` is already checked: a payload over
/// 64 KiB, JSON of another shape or a version not known is dropped (`RoomDocument`).
public final class RoomSubscription: Sendable {
    /// What happened in the room.
    public enum Update: Sendable, Equatable {
        /// The typist's Home showed this.
        case document(RoomDocument)
        /// The typist came (true) or left (false).
        case presence(RoomPresence)
        /// The connection to the broker changed.
        case connection(RoomConnection)
    }

    /// The room followed.
    public let room: RoomName
    let client: RoomClient
    private let updates = Mutex<[Update]>([])
    /// A pipe: a byte is written to `wake[1]` for each batch of updates.
    private let wake: (read: Int32, write: Int32)

    /// Follows `room` through a broker as `options` say; not yet connected.
    /// - Throws: `RoomError` when libmosquitto is missing or the client cannot be set up.
    public init(room: RoomName, options: RoomClientOptions) throws(RoomError) {
        self.room = room
        client = try RoomClient(options: options)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw .unreachable(broker: options.broker.description, reason: String(cString: strerror(errno)))
        }
        for end in fds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wake = (fds[0], fds[1])
        client.subscribe(room.topic)
        client.subscribe(room.presenceTopic)
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Starts connecting (on other threads); returns at once.
    public func start() {
        let topic = room.topic, presenceTopic = room.presenceTopic
        client.start { [weak self] event in
            guard let self else { return }
            let update: Update?
            switch event {
            case .connection(let connection):
                update = .connection(connection)
            case .message(let received, let payload) where received == topic:
                update = RoomDocument(payload: payload).map(Update.document)
            case .message(let received, let payload) where received == presenceTopic:
                update = RoomPresence(payload: payload).map(Update.presence)
            case .message:
                update = nil
            }
            guard let update else { return }
            updates.withLock { $0.append(update) }
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
    }

    /// How the connection stands now.
    public var connection: RoomConnection { client.connection }

    /// Readable when updates are waiting: poll it with the terminal.
    public var fileDescriptor: Int32 { wake.read }

    /// The updates since the last call, oldest first.
    public func take() -> [Update] {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(wake.read, &drain, drain.count) > 0 {}
        return updates.withLock { updates in
            defer { updates = [] }
            return updates
        }
    }

    /// Waits up to `timeout` for updates (for a reader without a terminal); returns them.
    public func wait(timeout: Duration? = nil) -> [Update] {
        var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        let milliseconds =
            timeout.map {
                Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000)
            } ?? -1
        _ = poll(&fds, 1, milliseconds)
        return take()
    }
}
