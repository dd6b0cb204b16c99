import OrbitingCore
import OrbitingText
import OrbitingWeb
import Synchronization

/// The browser screen a session serves (`orbiting --web`): Home handed to the server on
/// every change, and "the typist left" with the last kept message on the way out.
public final class SessionWeb: Sendable {
    /// The server.
    public let server: WebServer
    /// The theme name and scheme the typist sees under some settings.
    let theme: ThemeNaming
    /// What was handed over last, and the last kept message.
    private let last = Mutex<(screen: WebScreen?, kept: String?)>((nil, nil))

    /// Serves with `server`, naming the theme with `theme`.
    public init(server: WebServer, theme: @escaping @Sendable (Settings) -> (name: String, scheme: String?)) {
        self.server = server
        self.theme = ThemeNaming(theme)
    }

    /// Hands what `home` shows under `settings`, in `language`, to the server.
    /// - Complexity: a comparison and a lock; the server does the rest on its own thread.
    public func offer(_ home: HomeState, settings: Settings, language: String) {
        let named = theme.named(settings)
        let kept = home.edit.text.isEmpty && home.kept != nil
        let screen = WebScreen(
            text: home.shownText, kept: kept, state: .live, theme: named.name, scheme: named.scheme,
            language: language, align: settings.align)
        let changed = last.withLock { last in
            guard last.screen != screen else { return false }
            last.screen = screen
            if kept { last.kept = screen.text }
            return true
        }
        if changed { server.publish(screen) }
    }

    /// Tells viewers the typist left (the last kept message stays) and stops serving.
    public func leave() {
        let (screen, kept) = last.withLock { ($0.screen, $0.kept) }
        server.stop(showing: screen?.left(keeping: kept))
    }

    /// What the status row says about the browser screen.
    public var status: WebStatus { WebStatus(url: server.url, isOpen: server.isReachableFromOtherMachines) }
}

/// The browser screen's address, as the status row names it.
public struct WebStatus: Sendable, Equatable {
    /// The page's URL (with the token).
    public var url: String
    /// Whether other machines can connect (the server binds beyond 127.0.0.1).
    public var isOpen: Bool

    /// Creates a status.
    public init(url: String, isOpen: Bool) {
        self.url = url
        self.isOpen = isOpen
    }

    /// The words: `Browsers: http://…` or `Open to the network: http://…`.
    public func text(_ l10n: Localizer) -> String {
        l10n(isOpen ? "web.status.network" : "web.status.local", ["url": TextSanitizer.singleLine(url)])
    }
}

/// A theme's name and scheme under some settings, the last answer kept, so that a keystroke
/// never resolves a theme.
final class ThemeNaming: Sendable {
    private let name: @Sendable (Settings) -> (name: String, scheme: String?)
    private let cache = Mutex<(settings: Settings, theme: (name: String, scheme: String?))?>(nil)

    init(_ name: @escaping @Sendable (Settings) -> (name: String, scheme: String?)) {
        self.name = name
    }

    /// The name and scheme under `settings`.
    func named(_ settings: Settings) -> (name: String, scheme: String?) {
        cache.withLock { cache in
            if let cache, cache.settings == settings { return cache.theme }
            let named = name(settings)
            cache = (settings, named)
            return named
        }
    }
}
