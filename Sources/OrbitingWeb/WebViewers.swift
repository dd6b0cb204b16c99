import NIOCore
import NIOHTTP1

/// The viewers of the event stream and the state they are sent. Lives on the server's one
/// event loop and is touched only there (hence `@unchecked Sendable`).
final class WebViewers: @unchecked Sendable {
    /// The event loop everything here runs on.
    let loop: any EventLoop
    /// The most viewers at once.
    let maximum: Int
    private let look: WebLook
    private var viewers: [ObjectIdentifier: WebRequestHandler] = [:]
    /// The current screen, and its event encoded once for every viewer.
    private var screen: WebScreen
    private(set) var event: ByteBuffer
    private var strings: (language: String, words: WebStrings)?

    /// Viewers of `screen`, at most `maximum`, on `loop`.
    init(loop: any EventLoop, maximum: Int, look: WebLook, screen: WebScreen) {
        self.loop = loop
        self.maximum = maximum
        self.look = look
        self.screen = screen
        event = ByteBuffer()
        event = encode(screen)
    }

    /// How many viewers are connected.
    var count: Int { viewers.count }

    /// Adds a viewer; false when `maximum` are connected already.
    func add(_ viewer: WebRequestHandler) -> Bool {
        loop.preconditionInEventLoop()
        guard viewers.count < maximum else { return false }
        viewers[ObjectIdentifier(viewer)] = viewer
        return true
    }

    /// Removes a viewer (its connection closed).
    func remove(_ viewer: WebRequestHandler) {
        viewers[ObjectIdentifier(viewer)] = nil
    }

    /// Sends `screen` to every viewer, unless it is what they have already.
    func show(_ next: WebScreen) {
        loop.preconditionInEventLoop()
        guard next != screen else { return }
        screen = next
        event = encode(next)
        for viewer in viewers.values { viewer.send(event) }
    }

    /// Sends the keep-alive comment to every viewer that is keeping up.
    func keepAlive() {
        let comment = ByteBuffer(bytes: WebResponses.keepAlive)
        for viewer in viewers.values { viewer.sendIfIdle(comment) }
    }

    /// Ends every viewer's stream (the server is stopping); succeeds once all are closed.
    func closeAll() -> EventLoopFuture<Void> {
        let closing = viewers.values.map { $0.finish() }
        viewers = [:]
        return EventLoopFuture.andAllComplete(closing, on: loop)
    }

    private func encode(_ screen: WebScreen) -> ByteBuffer {
        let words: WebStrings
        if let strings, strings.language == screen.language {
            words = strings.words
        } else {
            words = look.strings(screen.language)
            strings = (screen.language, words)
        }
        return ByteBuffer(bytes: WebResponses.event(look.json(screen, strings: words)))
    }
}
