import NIOCore
import NIOHTTP1

/// One connection: answers the page's files, or becomes a viewer of the event stream.
///
/// Nothing a browser sends reaches the session: only the request line is read, and only
/// `GET` and `HEAD` of the four paths under the token are answered; everything else gets
/// the same 404. A viewer keeps at most one unsent state: while its socket does not take
/// more, a newer state replaces the one waiting (stale states are dropped, the newest never).
final class WebRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let viewers: WebViewers
    private let token: String
    private var context: ChannelHandlerContext?
    private var request: HTTPRequestHead?
    /// Whether this connection is a viewer (its response is the event stream).
    private var isViewer = false
    /// The newest state not yet written, while the socket is not writable.
    private var pending: ByteBuffer?
    /// Whether anything was written since the last keep-alive.
    private var wroteSinceKeepAlive = false

    init(viewers: WebViewers, token: String) {
        self.viewers = viewers
        self.token = token
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        if isViewer { viewers.remove(self) }
        isViewer = false
        pending = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break  // nothing a browser sends is read
        case .end:
            guard let head = request, !isViewer else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, let next = pending {
            pending = nil
            write(next, context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    /// Sends a state: at once when the socket takes it, else it waits, replacing any older one.
    func send(_ event: ByteBuffer) {
        guard isViewer, let context else { return }
        if context.channel.isWritable {
            pending = nil
            write(event, context: context)
        } else {
            pending = event
        }
    }

    /// Sends `comment` if nothing else was sent since the last one and nothing waits.
    func sendIfIdle(_ comment: ByteBuffer) {
        defer { wroteSinceKeepAlive = false }
        guard isViewer, !wroteSinceKeepAlive, pending == nil, let context, context.channel.isWritable else { return }
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(comment))), promise: nil)
    }

    /// Ends the stream (with anything waiting written first) and closes the connection.
    func finish() -> EventLoopFuture<Void> {
        guard let context else { return viewers.loop.makeSucceededVoidFuture() }
        if let next = pending {
            pending = nil
            context.write(wrapOutboundOut(.body(.byteBuffer(next))), promise: nil)
        }
        isViewer = false
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        // A viewer that takes nothing more is closed after a second (its writes then fail).
        let deadline = context.eventLoop.scheduleTask(in: .seconds(1)) { bound.value.close(promise: nil) }
        return context.writeAndFlush(wrapOutboundOut(.end(nil))).flatMap {
            deadline.cancel()
            return bound.value.close()
        }.recover { _ in }
    }

    private func write(_ event: ByteBuffer, context: ChannelHandlerContext) {
        wroteSinceKeepAlive = true
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(event))), promise: nil)
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let name = head.method == .GET || head.method == .HEAD ? resource(in: head.uri) : nil
        if name == "events", head.method == .GET {
            guard viewers.add(self) else {
                reply(
                    .serviceUnavailable, body: WebResponses.busyBody, contentType: "text/plain; charset=utf-8",
                    head: head, close: true, context: context)
                return
            }
            isViewer = true
            context.write(wrapOutboundOut(.head(WebResponses.eventStreamHead(version: head.version))), promise: nil)
            write(viewers.event, context: context)
        } else if let name, name.isEmpty || name == "index.html" {
            reply(
                .ok, body: viewers.pageBytes(), contentType: WebPage.contentType(of: "index.html"), head: head,
                close: false,
                context: context)
        } else if let name, let file = WebPage.files[name] {
            reply(.ok, body: file.bytes, contentType: file.contentType, head: head, close: false, context: context)
        } else {
            reply(
                .notFound, body: WebResponses.notFoundBody, contentType: "text/plain; charset=utf-8",
                head: head, close: false, context: context)
        }
    }

    /// The file a request's path names under the token (`""` for the page, `app.js`,
    /// `events`), or nil when the token is wrong or missing or the path is anything else.
    private func resource(in uri: String) -> String? {
        let path = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, Self.sameToken(parts[1], token) else { return nil }
        let name = String(parts[2])
        return name.isEmpty || name == "events" || WebPage.files[name] != nil ? name : nil
    }

    /// Compares in time that does not depend on where they differ.
    private static func sameToken(_ given: Substring, _ token: String) -> Bool {
        let given = Array(given.utf8)
        let token = Array(token.utf8)
        guard given.count == token.count else { return false }
        var difference: UInt8 = 0
        for index in token.indices { difference |= given[index] ^ token[index] }
        return difference == 0
    }

    private func reply(
        _ status: HTTPResponseStatus, body: [UInt8], contentType: String, head: HTTPRequestHead,
        close: Bool, context: ChannelHandlerContext
    ) {
        var response = WebResponses.head(status, version: head.version, contentType: contentType, length: body.count)
        if close { response.headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(response)), promise: nil)
        if head.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        }
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if close {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            done.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }
}
