import OrbitingCore
import OrbitingTerminal

/// Where a full-screen program gets its look for some settings, and the one way the
/// terminal's late answer to the picture questions (after the start-up wait gave up) reaches
/// it: the loop hands the program the answer (`ScreenProgram.renderAfterLateAnswer`), the
/// program takes the source `afterLateAnswer` gives and draws in the look it then has.
public protocol LookSource: Sendable {
    /// The colours, words, fit and render mode under `settings`.
    func look(for settings: Settings) -> SessionLook
    /// This source once the terminal said `support` about pictures.
    func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource
}

extension LookResolver: LookSource {
    /// The resolver with the terminal's answer, when it was awaited; itself otherwise.
    public func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource {
        answered(support)
    }
}

/// A look made already is the same for any settings and whatever the terminal says late
/// (tests, and looks made before the run).
extension SessionLook: LookSource {
    /// This look, whatever the settings.
    public func look(for settings: Settings) -> SessionLook { self }

    /// This look, whatever the terminal said.
    public func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource { self }
}

/// A look made for any settings by `make`, which nothing the terminal says late changes.
public struct SettingsLook: LookSource {
    let make: @Sendable (Settings) -> SessionLook

    /// The source whose look for some settings `make` makes.
    public init(_ make: @escaping @Sendable (Settings) -> SessionLook) {
        self.make = make
    }

    /// The look `make` makes for `settings`.
    public func look(for settings: Settings) -> SessionLook { make(settings) }

    /// This look, whatever the terminal said.
    public func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource { self }
}
