import OrbitingCore
import OrbitingRooms
import OrbitingWeb
import Synchronization

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
        let screen = WebScreen(
            text: document.text, kept: document.kept, state: .live,
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

/// Serves a room to browsers: every update of the process's one subscription of the room
/// (the room screen's, or the headless follower's) is handed over with `forward`, so that a
/// process holds one MQTT connection whatever it shows.
public final class RoomWebBridge: Sendable {
    /// The server.
    public let server: WebServer
    private let state: Mutex<RoomWebState>

    /// Serves what is forwarded with `server`, starting from `state`.
    public init(server: WebServer, state: RoomWebState) {
        self.server = server
        self.state = Mutex(state)
    }

    /// Takes in an update of the room; the server gets the screen when it changed.
    /// - Complexity: a lock and a comparison; the server encodes and sends on its own thread.
    public func forward(_ update: RoomSubscription.Update) {
        let screen = state.withLock { state in state.apply(update) ? state.screen : nil }
        if let screen { server.publish(screen) }
    }

    /// What the status row says about the browser screen.
    public var status: WebStatus { WebStatus(url: server.url, isOpen: server.isReachableFromOtherMachines) }
}
