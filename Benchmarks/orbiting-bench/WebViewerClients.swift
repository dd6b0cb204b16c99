import OrbitingTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Loopback viewers of a browser screen's event stream, speaking the page's protocol on plain
/// sockets (`GET /TOKEN/events`, then `event: screen` / `data: {…}` blocks), all read from one
/// thread with `poll`. Each viewer remembers the key number of the newest screen it received
/// (screens whose text ends in `@@N`).
///
/// Used from one thread at a time (hence `@unchecked Sendable`).
final class WebViewerClients: @unchecked Sendable {
    /// The sockets, one per viewer.
    private(set) var sockets: [Int32] = []
    /// Per viewer, the bytes of an event not yet complete.
    private var partial: [[UInt8]] = []
    /// Per viewer, the newest key number received (-1: the first screen, with no number).
    private(set) var newest: [Int] = []
    /// Per viewer, whether its first event came.
    private(set) var started: [Bool] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var polls: [pollfd] = []
    private let capacity: Int

    /// Room for `capacity` viewers, allocated now so that a memory figure taken later counts
    /// the server's growth, not this client's.
    init(capacity: Int) {
        self.capacity = capacity
        partial.reserveCapacity(capacity)
        newest.reserveCapacity(capacity)
        started.reserveCapacity(capacity)
        sockets.reserveCapacity(capacity)
        polls.reserveCapacity(capacity)
        for _ in 0..<capacity {
            var buffer: [UInt8] = []
            buffer.reserveCapacity(4096)
            partial.append(buffer)
            newest.append(-1)
            started.append(false)
        }
    }

    /// How many viewers are connected.
    var count: Int { sockets.count }

    /// Connects viewers until there are `total`, each asking for `/token/events`; returns
    /// once every one has had its first event (false when that took over `timeout`).
    func connect(upTo total: Int, port: Int, token: String, timeout: Duration = .seconds(30)) -> Bool {
        let request = Array(
            "GET /\(token)/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        while sockets.count < min(total, capacity) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return false }
            var address = Loopback.address(port: port)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                close(fd)
                return false
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            sockets.append(fd)
            polls.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
            // Keep the server's accept queue short: read what came every 50 connections.
            if sockets.count % 50 == 0 { read(timeoutMilliseconds: 0) { _, _ in } }
        }
        return wait(
            until: { self.started.prefix(self.sockets.count).allSatisfy { $0 } }, timeout: timeout,
            received: { _, _ in })
    }

    /// Reads until `done` says so or `timeout` passes, calling `received(viewer, key)` for
    /// every screen with a key number as it arrives. Returns whether `done` came true.
    func wait(until done: () -> Bool, timeout: Duration, received: (Int, Int) -> Void) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !done() {
            let left = deadline - clock.now
            guard left > .zero else { return false }
            read(timeoutMilliseconds: Int32(min(100, max(1, left.components.seconds * 1000 + 1))), received: received)
        }
        return true
    }

    /// Polls every socket once (waiting up to `timeoutMilliseconds`) and reads what came.
    func read(timeoutMilliseconds: Int32, received: (Int, Int) -> Void) {
        guard !polls.isEmpty, poll(&polls, nfds_t(polls.count), timeoutMilliseconds) > 0 else { return }
        for index in polls.indices where polls[index].revents != 0 {
            polls[index].revents = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(sockets[index], $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                take(chunk[0..<count], viewer: index, received: received)
                if count < chunk.count { break }
            }
        }
    }

    /// Closes every connection.
    func closeAll() {
        for fd in sockets { close(fd) }
        sockets = []
        polls = []
    }

    /// Splits a viewer's bytes into events (blank-line separated) and notes each screen's key.
    private func take(_ bytes: ArraySlice<UInt8>, viewer: Int, received: (Int, Int) -> Void) {
        partial[viewer].append(contentsOf: bytes)
        while let end = Self.blankLine(in: partial[viewer]) {
            let event = partial[viewer][..<end]
            partial[viewer].removeSubrange(..<(end + 2))
            guard let data = Self.range(of: Array("data: ".utf8), in: event) else { continue }
            started[viewer] = true
            if let key = Self.key(in: event[data...]) {
                newest[viewer] = max(newest[viewer], key)
                received(viewer, key)
            }
        }
    }

    /// The number after `@@` in the screen's text (the event's only `@@`: colours and words
    /// have none).
    private static func key(in event: ArraySlice<UInt8>) -> Int? {
        guard var index = range(of: Array("@@".utf8), in: event) else { return nil }
        index += 2
        var value = 0
        while index < event.endIndex, (48...57).contains(event[index]) {
            value = value * 10 + Int(event[index] - 48)
            index += 1
        }
        return value
    }

    private static func blankLine(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for index in 0..<(bytes.count - 1) where bytes[index] == 10 && bytes[index + 1] == 10 { return index }
        return nil
    }

    private static func range(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        while index + needle.count <= bytes.endIndex {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
