import Foundation
import OrbitingCore
import OrbitingRooms
import OrbitingWeb

/// What a room shows browsers (`orbiting room NAME --web`): the typist's last document and
/// whether the typist is there, as the screen the browser screen's server sends.
public struct RoomWebState: Sendable {
    /// The typist's last document, if any came.
    public private(set) var document: RoomDocument?
    /// Whether the typist is there (until told otherwise, yes).
    public private(set) var isHere = true
    /// The language of the page's words.
    let language: String
    /// The theme shown while the typist names none.
    let theme: (name: String, scheme: String?)
    /// How lines sit.
    let align: AlignmentSetting

    /// A room with nothing in it yet, shown in `language`, in `theme` until the typist names one.
    public init(language: String, theme: (name: String, scheme: String?), align: AlignmentSetting) {
        self.language = language
        self.theme = theme
        self.align = align
    }

    /// The screen now: waiting before the first document, then the typist's, then "left"
    /// (with the last kept message) once the typist quit.
    public var screen: WebScreen {
        guard let document else { return .waiting(language: language) }
        let screen = WebScreen(text: document.text, kept: document.kept, state: .live,
                               theme: document.theme ?? theme.name, scheme: document.scheme ?? theme.scheme,
                               language: language, align: align)
        return isHere ? screen : screen.left(keeping: nil)
    }

    /// Takes in an update; returns whether the screen changed.
    public mutating func apply(_ update: RoomSubscription.Update) -> Bool {
        let before = screen
        switch update {
        case .document(let next):
            document = next
            isHere = true
        case .presence(let presence):
            isHere = presence.isHere
        case .connection:
            break
        }
        return screen != before
    }
}

/// Serves a room to browsers: a subscription of its own, forwarded on a thread of its own
/// (for a room screen in the terminal, which keeps its own subscription).
public final class RoomWebBridge: Sendable {
    /// The server.
    public let server: WebServer
    private let subscription: RoomSubscription

    /// Forwards what `subscription` brings to `server`, starting from `state`.
    public init(server: WebServer, subscription: RoomSubscription, state: RoomWebState) {
        self.server = server
        self.subscription = subscription
        let thread = Thread { [server, subscription] in
            var state = state
            while true {
                for update in subscription.wait() where state.apply(update) { server.publish(state.screen) }
            }
        }
        thread.name = "orbiting room web"
        subscription.start()
        thread.start()
    }
}
