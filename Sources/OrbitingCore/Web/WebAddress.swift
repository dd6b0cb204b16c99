/// Where the browser screen listens: `[ADDRESS][:PORT]`, or `lan` for the address of the
/// machine's default route (so that phones on the same network reach it).
///
/// `127.0.0.1:8080` is the default; `:9000` keeps the default address, `0.0.0.0` the default
/// port; an IPv6 address is written in brackets (`[::1]:8080`).
public struct WebAddress: Sendable, Equatable, CustomStringConvertible {
    /// Which address to bind.
    public enum Host: Sendable, Equatable {
        /// A literal address or a host name (an IPv6 address without its brackets).
        case named(String)
        /// The address of the interface the default route leaves through (`lan`).
        case lan
    }

    /// The address to bind.
    public var host: Host
    /// The TCP port (0: any free port, as the system picks).
    public var port: Int

    /// The address used when none is given.
    public static let defaultHost = "127.0.0.1"
    /// The port used when none is given.
    public static let defaultPort = 8080
    /// The word for the default route's address.
    public static let lanWord = "lan"
    /// `127.0.0.1:8080`.
    public static let defaultAddress = WebAddress(host: .named(defaultHost), port: defaultPort)

    /// Creates an address.
    public init(host: Host, port: Int) {
        self.host = host
        self.port = port
    }

    /// Reads `text` (empty: the default); nil when it is not `[ADDRESS][:PORT]` or `lan[:PORT]`.
    public init?(_ text: String) {
        var hostText: Substring
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            hostText = text[text.index(after: text.startIndex)..<close]
            guard !hostText.isEmpty else { return nil }
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if text.allSatisfy(\.isASCII), text.allSatisfy({ $0.isNumber }), !text.isEmpty {
            hostText = ""
            portText = Substring(text)
        } else if let colon = text.firstIndex(of: ":") {
            // More than one colon without brackets is an IPv6 address without a port.
            if text[text.index(after: colon)...].contains(":") {
                hostText = Substring(text)
            } else {
                hostText = text[..<colon]
                portText = text[text.index(after: colon)...]
            }
        } else {
            hostText = Substring(text)
        }
        let plain = hostText.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-:_%".unicodeScalars.contains($0))
        }
        guard plain, hostText.count <= 253 else { return nil }
        var port = Self.defaultPort
        if let portText {
            guard portText.allSatisfy(\.isASCII), let number = Int(portText), (0...65_535).contains(number) else {
                return nil
            }
            port = number
        }
        if hostText.lowercased() == Self.lanWord {
            host = .lan
        } else {
            host = .named(hostText.isEmpty ? Self.defaultHost : String(hostText))
        }
        self.port = port
    }

    /// Whether only this machine can connect: a loopback address (`127.x`, `::1`, `localhost`).
    public var isLoopbackOnly: Bool {
        guard case .named(let name) = host else { return false }
        return name.hasPrefix("127.") || name == "::1" || name.lowercased() == "localhost"
    }

    /// The address as written: `127.0.0.1:8080`, `[::1]:8080`, `lan:8080`.
    public var description: String {
        switch host {
        case .lan: return Self.lanWord + ":" + String(port)
        case .named(let name): return (name.contains(":") ? "[" + name + "]" : name) + ":" + String(port)
        }
    }
}

/// The browser screen's secret: the path segment a viewer must know (`web-token`).
public enum WebToken {
    /// The fewest characters a `web-token` setting may have (as guessable as 96 random bits of hex).
    public static let minimumLength = 24
    /// The most characters a `web-token` setting may have.
    public static let maximumLength = 128

    /// Whether `text` can be a token: `minimumLength` to `maximumLength` letters, digits, `-` or `_`
    /// (characters that stand in a URL path as they are).
    public static func isValid(_ text: String) -> Bool {
        (minimumLength...maximumLength).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }

    /// A new token of 128 random bits from the system's generator, as 32 lowercase hex digits.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next() as UInt64, generator.next() as UInt64]
        return words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
