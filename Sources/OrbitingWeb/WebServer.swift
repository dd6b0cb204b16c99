import NIOCore
import NIOHTTP1
import NIOPosix
import OrbitingCore
import Synchronization

/// The browser screen's server: the page under a secret token, and what the typist shows
/// pushed to every viewer over Server-Sent Events (see docs of `WebRequestHandler`).
///
/// One event-loop thread of its own does all the work. `publish` never waits: it puts the
/// screen in a slot (the newest wins) and wakes the loop, which encodes it once and writes it
/// to every viewer; a viewer that does not keep up skips stale screens, never the newest.
public final class WebServer: Sendable {
    /// How the server starts.
    public struct Configuration: Sendable {
        /// Where to listen.
        public var address: WebAddress
        /// The path segment a viewer must know.
        public var token: String
        /// The most viewers of the event stream at once (the next one gets 503).
        public var maximumViewers: Int
        /// The most connections open at once (viewers and requests); more are closed at once.
        public var maximumConnections: Int

        /// Listens at `address`, with `token` (a new random one when nil), 256 viewers at most.
        public init(address: WebAddress, token: String? = nil, maximumViewers: Int = 256) {
            self.address = address
            self.token = token ?? WebToken.random()
            self.maximumViewers = maximumViewers
            maximumConnections = maximumViewers * 2 + 64
        }
    }

    /// How often an idle stream gets a comment.
    public static let keepAliveInterval = TimeAmount.seconds(15)
    /// How long a connection that is not a viewer may stay open.
    static let requestTimeout = TimeAmount.seconds(30)

    /// The address bound (the default route's for `lan`), as a URL's host part shows it.
    public let host: String
    /// The port bound (the one the system picked, for port 0).
    public let port: Int
    /// The token in the URL.
    public let token: String
    /// Whether other machines can connect (anything but a loopback address).
    public let isReachableFromOtherMachines: Bool
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let viewers: WebViewers
    private let slot = Mutex(Slot())

    private struct Slot {
        var screen: WebScreen?
        var scheduled = false
        var stopped = false
    }

    /// The page's address: `http://127.0.0.1:8080/0123…/`.
    public var url: String {
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + String(port) + "/" + token + "/"
    }

    /// Starts listening; returns once bound, showing `screen` to the first viewers.
    /// - Throws: `WebError` when the address is in use, not this machine's, or `lan` has none.
    public init(_ configuration: Configuration, look: WebLook, screen: WebScreen) throws(WebError) {
        let bindHost: String
        switch configuration.address.host {
        case .lan:
            guard let address = LANAddress.current() else { throw .noLANAddress }
            bindHost = address
        case .named(let name):
            bindHost = name
        }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let viewers = WebViewers(loop: loop, maximum: configuration.maximumViewers, look: look, screen: screen)
        let token = configuration.token
        let connections = WebConnectionCount(maximum: configuration.maximumConnections)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 512)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.writeBufferWaterMark, value: .init(low: 8 * 1024, high: 16 * 1024))
            .childChannelInitializer { channel in
                guard connections.open() else { return channel.close() }
                channel.closeFuture.whenComplete { _ in connections.close() }
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(WebRequestHandler(viewers: viewers, token: token))
                }
            }
        let channel: any Channel
        do {
            channel = try Self.bind(bootstrap, host: bindHost, port: configuration.address.port)
        } catch {
            try? group.syncShutdownGracefully()
            let shown = WebAddress(host: .named(bindHost), port: configuration.address.port).description
            if let error = error as? IOError, error.errnoCode == EADDRINUSE { throw .addressInUse(address: shown) }
            throw .cannotBind(address: shown, reason: String(describing: error))
        }
        let wildcard = bindHost == "0.0.0.0" || bindHost == "::"
        self.group = group
        self.channel = channel
        self.viewers = viewers
        self.token = token
        host = wildcard ? LANAddress.current() ?? bindHost : bindHost
        port = channel.localAddress?.port ?? configuration.address.port
        isReachableFromOtherMachines = !WebAddress(host: .named(bindHost), port: 0).isLoopbackOnly
        loop.scheduleRepeatedTask(initialDelay: Self.keepAliveInterval, delay: Self.keepAliveInterval) { _ in
            viewers.keepAlive()
        }
    }

    private static func bind(_ bootstrap: ServerBootstrap, host: String, port: Int) throws -> any Channel {
        try bootstrap.bind(host: host, port: port).wait()
    }

    /// Hands `screen` to the server: it reaches every viewer soon after, unless a newer one
    /// comes first. Returns at once.
    /// - Complexity: a lock and, when the loop is not already woken, one wake-up; no I/O.
    public func publish(_ screen: WebScreen) {
        let wake = slot.withLock { slot in
            guard !slot.stopped else { return false }
            slot.screen = screen
            defer { slot.scheduled = true }
            return !slot.scheduled
        }
        guard wake else { return }
        viewers.loop.execute { [self] in deliver() }
    }

    private func deliver() {
        let screen = slot.withLock { slot in
            slot.scheduled = false
            return slot.screen.take()
        }
        if let screen { viewers.show(screen) }
    }

    /// How many viewers are connected now (waits for the server's thread).
    public var viewerCount: Int {
        (try? viewers.loop.submit { self.viewers.count }.wait()) ?? 0
    }

    /// Shows `screen` (the typist left) to every viewer, ends their streams and stops
    /// listening; waits at most about a second for slow viewers.
    public func stop(showing screen: WebScreen? = nil) {
        let stopped = slot.withLock { slot in
            defer { slot.stopped = true }
            return slot.stopped
        }
        guard !stopped else { return }
        let loop = viewers.loop
        let closed = loop.flatSubmit { [self] in
            if let screen { viewers.show(screen) }
            return viewers.closeAll()
        }
        // Every stream ends within about a second (see `WebRequestHandler.finish`).
        try? closed.wait()
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// How many connections are open, shared by the accepting code (it runs on the one loop).
final class WebConnectionCount: Sendable {
    private let state: Mutex<Int> = Mutex(0)
    private let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts one more; false (and not counted) when `maximum` are open.
    func open() -> Bool {
        state.withLock { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    /// Counts one fewer.
    func close() {
        state.withLock { $0 -= 1 }
    }
}
