import CRoomLibrary
import Dispatch
import Glibc
import OrbitingCore
import Synchronization

/// One MQTT connection to a broker, through libmosquitto (loaded on first use).
///
/// Everything that waits happens off the caller's thread: `start()` resolves the host and
/// connects on a thread of its own, and libmosquitto's network thread sends, receives,
/// keeps the connection alive and reconnects with a backoff from `minimumDelay` to
/// `maximumDelay`. `publish` and `subscribe` only queue. Events (`RoomEvent`) are handed
/// to `onEvent` on libmosquitto's thread; subscriptions are renewed on every reconnect.
public final class RoomClient: Sendable {
    /// The shortest wait before reconnecting, in seconds; it doubles up to `maximumDelay`.
    public static let minimumDelay: UInt32 = 1
    /// The longest wait before reconnecting, in seconds.
    public static let maximumDelay: UInt32 = 30
    /// Seconds between keep-alive pings: a dead connection is noticed within one and a half.
    public static let keepAlive: Int32 = 10
    /// Seconds a first `mqtts` connection may take (TLS handshake included) before it is said
    /// to have failed: a listener without TLS never answers the handshake.
    public static let handshakeTimeout: Double = 5
    /// The system's words when nothing listens at the broker's address (`ECONNREFUSED`).
    static let connectionRefused = String(cString: strerror(ECONNREFUSED))
    /// The largest packet the broker may send this client: a room's document, its topic and
    /// the packet's header, with room to spare. A bigger publish is dropped by the broker and
    /// never read (MQTT 5's maximum packet size, asked for in every CONNECT).
    public static let maximumPacketBytes = RoomDocument.maximumBytes + 4096

    let options: RoomClientOptions
    private let state = Mutex(State())
    /// The C client: created in `init`, freed in `deinit`.
    private nonisolated(unsafe) let handle: OpaquePointer

    private struct State {
        var subscriptions: [String] = []
        var connection = RoomConnection.connecting
        var closed = false
        var onEvent: (@Sendable (RoomEvent) -> Void)?
        /// Signalled when the goodbye of `close` is sent.
        var goodbye: DispatchSemaphore?
    }

    /// A client for `options`, not yet connected; `will` is the message the broker publishes
    /// (retained, QoS 1) when the connection dies without a goodbye.
    /// - Throws: `RoomError.libraryMissing` without libmosquitto, `.unreachable` when the
    ///   client cannot be set up (TLS files, memory).
    public init(options: RoomClientOptions, will: (topic: String, payload: [UInt8])? = nil) throws(RoomError) {
        self.options = options
        guard orbiting_room_available() != 0 else { throw .libraryMissing }
        // The C client keeps an unretained pointer to this object: `deinit` frees the client
        // (stopping its thread) before the object goes.
        guard let handle = orbiting_room_client_new(nil, nil, roomConnected, roomDisconnected, roomMessage) else {
            throw .unreachable(broker: options.broker.description, reason: String(cString: strerror(ENOMEM)))
        }
        self.handle = handle
        // A failure below ends `init` with every property set, so `deinit` frees the client.
        let fail = { (code: Int32) -> RoomError in
            .unreachable(broker: options.broker.description, reason: Self.errorText(code))
        }
        if let user = options.broker.user {
            let code = orbiting_room_credentials(handle, user, options.password)
            guard code == 0 else { throw fail(code) }
        }
        if options.broker.usesTLS {
            let code = orbiting_room_tls(handle, options.cafile)
            guard code == 0 else { throw fail(code) }
        }
        if let will {
            let code = will.payload.withUnsafeBufferPointer {
                orbiting_room_will(handle, will.topic, $0.baseAddress, $0.count, 1, 1)
            }
            guard code == 0 else { throw fail(code) }
        }
        orbiting_room_set_context(handle, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        orbiting_room_client_free(handle)
    }

    /// Starts connecting, on a thread of its own, handing events to `onEvent`; returns at once.
    public func start(onEvent: @escaping @Sendable (RoomEvent) -> Void) {
        state.withLock { $0.onEvent = onEvent }
        DetachedThread.start { [self] in
            var delay = Self.minimumDelay
            while !state.withLock({ $0.closed }) {
                var firstError = [CChar](repeating: 0, count: 256)
                let code = orbiting_room_start(
                    handle, options.broker.host, Int32(options.broker.port), Self.keepAlive,
                    Self.minimumDelay, Self.maximumDelay, UInt32(Self.maximumPacketBytes),
                    &firstError, firstError.count)
                if code == 0 {
                    // Nothing listened: the network thread tries again meanwhile.
                    let reason = String(
                        decoding: firstError.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    if !reason.isEmpty { changed(to: .retrying(Self.trouble(reason))) }
                    return
                }
                // Not even a first attempt (the name does not resolve): say so, wait, try again.
                changed(to: .retrying(Self.trouble(Self.errorText(code))))
                DetachedThread.sleep(seconds: Double(delay))
                delay = min(Self.maximumDelay, delay * 2)
            }
        }
        guard options.broker.usesTLS else { return }
        // Still connecting after the timeout, with no reason given: the handshake never ended.
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.handshakeTimeout) { [weak self] in
            guard let self, state.withLock({ !$0.closed && $0.connection == .connecting }) else { return }
            changed(to: .retrying(.handshakeFailed))
        }
    }

    /// Subscribes to `topic` (QoS 1), now if connected and again after every reconnect.
    public func subscribe(_ topic: String) {
        let connected = state.withLock { state in
            state.subscriptions.append(topic)
            return state.connection == .connected
        }
        if connected { _ = orbiting_room_subscribe(handle, topic, 1) }
    }

    /// Queues `payload` for `topic`, QoS 1; `retain` keeps it for screens that join later.
    /// - Returns: whether libmosquitto took it (false while it has no connection).
    @discardableResult
    public func publish(_ payload: [UInt8], to topic: String, retain: Bool = true) -> Bool {
        payload.withUnsafeBufferPointer {
            orbiting_room_publish(handle, topic, $0.baseAddress, $0.count, 1, retain ? 1 : 0) == 0
        }
    }

    /// How the connection stands now.
    public var connection: RoomConnection { state.withLock { $0.connection } }

    /// Stops reconnecting and says goodbye to the broker (which then drops the will),
    /// once what was published before is acknowledged; waits for that at most `timeout`. The network
    /// thread is stopped when the client goes.
    public func close(timeout: Duration = .seconds(1)) {
        let done = DispatchSemaphore(value: 0)
        let wasConnected = state.withLock { state in
            state.closed = true
            state.goodbye = done
            return state.connection == .connected
        }
        guard wasConnected else { return }
        let (seconds, attoseconds) = timeout.components
        let deadline =
            DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        // Every publish acknowledged first: a goodbye sent right after the last publish could
        // reach the broker before it (seen under load: `room say -` lost its last line).
        while orbiting_room_unacknowledged(handle) > 0, DispatchTime.now() < deadline { usleep(2_000) }
        guard orbiting_room_disconnect(handle) == 0 else { return }
        _ = done.wait(timeout: deadline)
    }

    /// The trouble libmosquitto's or the system's `words` describe.
    static func trouble(_ words: String) -> RoomTrouble {
        words == connectionRefused ? .nothingListens : .other(words)
    }

    /// libmosquitto's words for an error code.
    static func errorText(_ code: Int32) -> String {
        return String(cString: orbiting_room_error_text(code))
    }

    fileprivate func connected(_ code: Int32) {
        guard code == 0 else {
            changed(to: .refused(String(cString: orbiting_room_connack_text(code))))
            return
        }
        let topics = state.withLock { $0.subscriptions }
        for topic in topics { _ = orbiting_room_subscribe(handle, topic, 1) }
        changed(to: .connected)
    }

    fileprivate func disconnected(_ code: Int32) {
        if code == 0, let goodbye = state.withLock({ $0.goodbye }) {
            goodbye.signal()
            return
        }
        // After a refusal the broker closes the connection: the refusal is what to say.
        let refused = state.withLock { if case .refused = $0.connection { true } else { false } }
        if refused || code == 0 { return }
        changed(to: .retrying(Self.trouble(Self.errorText(code))))
    }

    fileprivate func received(topic: String, payload: [UInt8]) {
        state.withLock { $0.onEvent }?(.message(topic: topic, payload: payload))
    }

    private func changed(to connection: RoomConnection) {
        let onEvent = state.withLock { state -> (@Sendable (RoomEvent) -> Void)? in
            defer { state.connection = connection }
            return state.connection != connection ? state.onEvent : nil
        }
        onEvent?(.connection(connection))
    }
}

// The C callbacks: `context` is the client (see `RoomClient.init`).

private func roomConnected(_ context: UnsafeMutableRawPointer?, _ code: Int32) {
    guard let context else { return }
    Unmanaged<RoomClient>.fromOpaque(context).takeUnretainedValue().connected(code)
}

private func roomDisconnected(_ context: UnsafeMutableRawPointer?, _ code: Int32) {
    guard let context else { return }
    Unmanaged<RoomClient>.fromOpaque(context).takeUnretainedValue().disconnected(code)
}

private func roomMessage(
    _ context: UnsafeMutableRawPointer?, _ topic: UnsafePointer<CChar>?,
    _ payload: UnsafePointer<UInt8>?, _ length: Int
) {
    guard let context, let topic else { return }
    // Anything bigger than a room's document is ignored before it is copied.
    guard length <= RoomDocument.maximumBytes else { return }
    let bytes = payload.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    Unmanaged<RoomClient>.fromOpaque(context).takeUnretainedValue().received(
        topic: String(cString: topic), payload: bytes)
}
