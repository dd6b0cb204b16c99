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
    /// The page as last served, in its language.
    private var page: (language: String, bytes: [UInt8])?

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

    /// The page in the current screen's language, with its words in it.
    func pageBytes() -> [UInt8] {
        loop.preconditionInEventLoop()
        if let page, page.language == screen.language { return page.bytes }
        let bytes = WebPage.index(language: screen.language, strings: look.json(words(screen.language)))
        page = (screen.language, bytes)
        return bytes
    }

    private func encode(_ screen: WebScreen) -> ByteBuffer {
        ByteBuffer(bytes: WebResponses.event(look.json(screen, strings: words(screen.language))))
    }

    /// The page's words in `language` (the last language's kept).
    private func words(_ language: String) -> WebStrings {
        if let strings, strings.language == language { return strings.words }
        let words = look.strings(language)
        strings = (language, words)
        return words
    }
}
