/// Why the browser screen could not start.
public enum WebError: Error, Sendable, Equatable {
    /// Another program listens on the address already.
    case addressInUse(address: String)
    /// The address is not this machine's, or binding it was refused.
    case cannotBind(address: String, reason: String)
    /// `lan`: no default route, or no IPv4 address on its interface.
    case noLANAddress
}
