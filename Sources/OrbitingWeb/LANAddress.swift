#if canImport(Glibc)
    import Glibc
#endif

/// The IPv4 address of the interface the default route leaves through (`--web lan`): the
/// address phones on the same network reach this machine at.
enum LANAddress {
    /// The address, or nil when there is no default route or its interface has no IPv4 address.
    static func current() -> String? {
        guard let interface = defaultRouteInterface(routes: readRoutes()) else { return nil }
        return ipv4Address(of: interface)
    }

    /// The interface of the first default route in a `/proc/net/route` table (destination
    /// and mask 0), or nil.
    static func defaultRouteInterface(routes: String) -> String? {
        for line in routes.split(separator: "\n").dropFirst() {
            let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
            guard fields.count > 7 else { continue }
            if fields[1] == "00000000", fields[7] == "00000000" { return String(fields[0]) }
        }
        return nil
    }

    private static func readRoutes() -> String {
        guard let file = fopen("/proc/net/route", "r") else { return "" }
        defer { fclose(file) }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return text
    }

    private static func ipv4Address(of interface: String) -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let name = current.pointee.ifa_name, String(cString: name) == interface,
                let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let found = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            if found { return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }
}
