import NIOCore
import NIOHTTP1

/// The headers every response carries, and the few fixed responses.
enum WebResponses {
    /// What every response says, whatever it is: a strict policy, no sniffing, no referrer,
    /// no caching (the URL holds the token).
    static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'self'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-store"),
    ]

    /// The body of every 404: the same for a wrong token, no token and an unknown path.
    static let notFoundBody = Array("Not Found\n".utf8)
    /// The body of a 503 (too many viewers).
    static let busyBody = Array("Service Unavailable\n".utf8)

    /// A response head with the security headers, `contentType`, and a length when given.
    static func head(
        _ status: HTTPResponseStatus, version: HTTPVersion, contentType: String,
        length: Int?
    ) -> HTTPResponseHead {
        var headers = HTTPHeaders(securityHeaders)
        headers.add(name: "Content-Type", value: contentType)
        if let length { headers.add(name: "Content-Length", value: String(length)) }
        return HTTPResponseHead(version: version, status: status, headers: headers)
    }

    /// The head of the event stream: no length, nothing buffered on the way.
    static func eventStreamHead(version: HTTPVersion) -> HTTPResponseHead {
        var response = head(.ok, version: version, contentType: "text/event-stream; charset=utf-8", length: nil)
        response.headers.add(name: "X-Accel-Buffering", value: "no")
        return response
    }

    /// One `screen` event carrying `json`.
    static func event(_ json: [UInt8]) -> [UInt8] {
        Array("event: screen\ndata: ".utf8) + json + Array("\n\n".utf8)
    }

    /// The comment sent every `WebServer.keepAliveInterval`, so that proxies and sleeping
    /// radios keep the stream open.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
