import Dispatch
import OrbitingCore
import Synchronization

/// Publishes what a typist's Home shows to a room, without ever making the typist wait.
///
/// `offer` only stores the document and schedules a send: sending happens on a queue of
/// its own, at most once every `interval` (the latest document wins, but a kept message
/// is never skipped), and only while connected. On every (re)connect the publisher says the
/// typist is here and sends the current document again, so a broker that restarted has it;
/// `leave()` says the typist left, and so does the last will when the connection dies.
public final class RoomPublisher: Sendable {
    /// The shortest time between two publishes while typing.
    public static let interval: Duration = .milliseconds(50)

    /// The room published to.
    public let room: RoomName
    let client: RoomClient
    private let queue = DispatchQueue(label: "orbiting room publisher")
    private let state = Mutex(State())
    private let clock = ContinuousClock()

    private struct State {
        /// Documents waiting to go out, oldest first: at most a kept one and the latest.
        var pending: [RoomDocument] = []
        /// What was offered last, to skip offers that change nothing.
        var offered: RoomDocument?
        /// What the room shows: sent last, sent again on a reconnect.
        var current: RoomDocument?
        var lastSent: ContinuousClock.Instant?
        var scheduled = false
        var connection = RoomConnection.connecting
    }

    /// A publisher to `room` through a broker as `options` say; not yet connected.
    /// - Throws: `RoomError` when libmosquitto is missing or the client cannot be set up.
    public init(room: RoomName, options: RoomClientOptions) throws(RoomError) {
        self.room = room
        client = try RoomClient(options: options, will: (room.presenceTopic, RoomPresence(isHere: false).payload))
    }

    /// Starts connecting (on other threads); returns at once.
    public func start() {
        client.start { [weak self] event in
            guard case .connection(let connection) = event, let self else { return }
            state.withLock { $0.connection = connection }
            if connection == .connected { queue.async { self.reconnected() } }
        }
    }

    /// How the connection stands now.
    public var connection: RoomConnection { state.withLock { $0.connection } }

    /// Offers what Home shows now: sent within `interval` unless it changes nothing.
    /// - Complexity: a lock and a comparison; no I/O, no waiting.
    public func offer(_ document: RoomDocument) {
        let delay: Duration? = state.withLock { state in
            guard state.offered.map({ !$0.showsSame(as: document) }) ?? true else { return nil }
            state.offered = document
            if let last = state.pending.last, !last.kept || state.pending.count > 1 {
                state.pending[state.pending.count - 1] = document
            } else {
                state.pending.append(document)
            }
            guard !state.scheduled else { return nil }
            state.scheduled = true
            guard let sent = state.lastSent else { return .zero }
            return max(.zero, sent + Self.interval - clock.now)
        }
        guard let delay else { return }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { self.flush() }
    }

    /// Says the typist left (retained, so screens that join later know it too) and closes
    /// the connection; waits for that at most a second.
    public func leave() {
        queue.sync {
            if connection == .connected { client.publish(RoomPresence(isHere: false).payload, to: room.presenceTopic) }
        }
        client.close()
    }

    private func flush() {
        let documents: [RoomDocument] = state.withLock { state in
            state.scheduled = false
            guard state.connection == .connected else { return [] }  // sent on connect
            defer { state.pending = [] }
            state.lastSent = clock.now
            if let last = state.pending.last { state.current = last }
            return state.pending
        }
        for document in documents { client.publish(document.payload, to: room.topic) }
    }

    private func reconnected() {
        client.publish(RoomPresence(isHere: true).payload, to: room.presenceTopic)
        let documents: [RoomDocument] = state.withLock { state in
            defer { state.pending = [] }
            let documents = state.pending.isEmpty ? (state.current.map { [$0] } ?? []) : state.pending
            if let last = documents.last { state.current = last }
            state.lastSent = clock.now
            return documents
        }
        for document in documents { client.publish(document.payload, to: room.topic) }
    }
}

extension RoomDocument {
    /// Whether `other` shows the same: text, kept, theme and scheme (not the time).
    public func showsSame(as other: RoomDocument) -> Bool {
        text == other.text && kept == other.kept && theme == other.theme && scheme == other.scheme
    }
}
