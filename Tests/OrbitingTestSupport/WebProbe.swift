import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A browser stand-in for tests and benchmarks: plain HTTP requests, and viewers of the
/// browser screen's Server-Sent Events (through SwiftNIO's HTTP client codec).
public enum WebProbe {
    /// The client's event loops, shared by every probe.
    public static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// A response read whole.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// The headers, names in lower case.
        public var headers: [String: String]
        /// The body.
        public var body: [UInt8]
        /// The body as text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Requests `path` from 127.0.0.1:`port` and reads the whole response.
    public static func get(port: Int, path: String, method: HTTPMethod = .GET, host: String = "127.0.0.1") async throws
        -> Response
    {
        let collector = ResponseCollector()
        let channel = try await connect(host: host, port: port, handler: collector)
        try await request(channel, path: path, method: method)
        let response = try await collector.done.futureResult.get()
        try? await channel.close()
        return response
    }

    /// Opens the event stream at `path`; `onEvent` gets the data of every `screen` event, in order,
    /// on the probe's thread. With `reading` false nothing is read until `resume()` (a stalled viewer).
    public static func stream(
        port: Int, path: String, host: String = "127.0.0.1", reading: Bool = true,
        receiveBuffer: Int? = nil,
        onEvent: @escaping @Sendable (String) -> Void
    ) async throws -> Stream {
        let handler = StreamHandler(onEvent: onEvent)
        let channel = try await connect(
            host: host, port: port, handler: handler, autoRead: reading, receiveBuffer: receiveBuffer)
        try await request(channel, path: path, method: .GET)
        if !reading { channel.read() }
        let status = try await handler.head.futureResult.get()
        return Stream(channel: channel, status: status)
    }

    /// An open event stream.
    public struct Stream: Sendable {
        let channel: any Channel
        /// The response's status.
        public let status: Int

        /// Reads on from now on (for a stream opened with `reading` false).
        public func resume() {
            channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in channel.read() }
        }

        /// Closes the connection.
        public func close() async {
            try? await channel.close()
        }
    }

    private static func connect(
        host: String, port: Int, handler: some ChannelInboundHandler & Sendable,
        autoRead: Bool = true, receiveBuffer: Int? = nil
    ) async throws -> any Channel {
        var bootstrap = ClientBootstrap(group: group)
            .channelOption(.autoRead, value: autoRead)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
        if let receiveBuffer {
            bootstrap = bootstrap.channelOption(.socketOption(.so_rcvbuf), value: SocketOptionValue(receiveBuffer))
        }
        return try await bootstrap.connect(host: host, port: port).get()
    }

    private static func request(_ channel: any Channel, path: String, method: HTTPMethod) async throws {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: "127.0.0.1")
        let head = HTTPRequestHead(version: .http1_1, method: method, uri: path, headers: headers)
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        try await channel.writeAndFlush(HTTPClientRequestPart.end(nil)).get()
    }
}

/// Reads one response whole.
private final class ResponseCollector: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPClientResponsePart
    let done = WebProbe.group.next().makePromise(of: WebProbe.Response.self)
    private var response = WebProbe.Response(status: 0, headers: [:], body: [])

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            response.status = Int(head.status.code)
            for (name, value) in head.headers { response.headers[name.lowercased()] = value }
        case .body(let buffer):
            response.body += buffer.readableBytesView
        case .end:
            done.succeed(response)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        done.fail(ChannelError.eof)
    }
}

/// Reads an event stream, event by event.
private final class StreamHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPClientResponsePart
    let head = WebProbe.group.next().makePromise(of: Int.self)
    private let onEvent: @Sendable (String) -> Void
    private var pending: [UInt8] = []

    init(onEvent: @escaping @Sendable (String) -> Void) {
        self.onEvent = onEvent
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let response):
            head.succeed(Int(response.status.code))
        case .body(let buffer):
            pending += buffer.readableBytesView
            while let end = Self.blockEnd(pending) {
                let block = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeFirst(end + 2)
                let lines = block.split(separator: "\n")
                guard lines.contains("event: screen") else { continue }
                let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst("data: ".count) }.joined(
                    separator: "\n")
                onEvent(data)
            }
        case .end:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        head.fail(ChannelError.eof)
    }

    private static func blockEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for index in 0..<(bytes.count - 1) where bytes[index] == 10 && bytes[index + 1] == 10 { return index }
        return nil
    }
}
