/// Where the broker is: `mqtt://[user@]host[:port]`, or `mqtts://…` for TLS.
///
/// A password is never part of the address (it would show in `ps` and shell history): it
/// comes from the environment or a private file.
public struct BrokerAddress: Sendable, Equatable, CustomStringConvertible {
    /// The host name or address (an IPv6 address without its brackets).
    public var host: String
    /// The TCP port: 1883 for `mqtt`, 8883 for `mqtts` unless given.
    public var port: Int
    /// Whether the connection uses TLS (`mqtts`).
    public var usesTLS: Bool
    /// The user name, if the address has one.
    public var user: String?

    /// The broker used when none is set: a local mosquitto.
    public static let defaultAddress = "mqtt://localhost:1883"

    /// Reads `text`; nil when it is not an `mqtt://` or `mqtts://` address of this form.
    public init?(_ text: String) {
        let tls: Bool
        var rest: Substring
        if text.hasPrefix("mqtt://") {
            tls = false
            rest = text.dropFirst("mqtt://".count)
        } else if text.hasPrefix("mqtts://") {
            tls = true
            rest = text.dropFirst("mqtts://".count)
        } else {
            return nil
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        var user: String?
        if let at = rest.lastIndex(of: "@") {
            let name = rest[..<at]
            // `user:password@` is refused: a password never comes from the command line.
            guard !name.isEmpty, !name.contains(":") else { return nil }
            user = String(name)
            rest = rest[rest.index(after: at)...]
        }
        var host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if let colon = rest.firstIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        } else {
            host = rest
        }
        let printable = (host + (user ?? "")).unicodeScalars.allSatisfy {
            !$0.properties.generalCategory.isControlOrFormat && !$0.properties.isWhitespace && $0 != "/"
        }
        guard !host.isEmpty, printable else { return nil }
        var port = tls ? 8883 : 1883
        if let portText {
            guard let number = Int(portText), (1...65_535).contains(number) else { return nil }
            port = number
        }
        self.host = String(host)
        self.port = port
        self.usesTLS = tls
        self.user = user
    }

    /// The address as written, with the user: `mqtts://ana@example.org:8883`.
    public var description: String {
        let shownHost = host.contains(":") ? "[" + host + "]" : host
        return (usesTLS ? "mqtts://" : "mqtt://") + (user.map { $0 + "@" } ?? "") + shownHost + ":" + String(port)
    }
}
