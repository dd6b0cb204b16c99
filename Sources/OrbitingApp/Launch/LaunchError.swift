import OrbitingCore
import OrbitingWeb

/// Why a full-screen program (or a room's browser screen) could not start: the launch path's
/// own error type. The executable says each in the person's words, with its exit status.
public enum LaunchError: Error, Sendable {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// `--kiosk` with no phrase kept (`orbiting config set kiosk-phrase`).
    case noKioskPhrase
    /// The kiosk's phrase file cannot be used.
    case kioskPhrase(KioskPhraseError)
    /// `--web` names something that is no address.
    case webAddress(String)
    /// The browser screen could not listen.
    case web(WebError)
    /// The theme named cannot be used.
    case theme(ThemeResolutionError)
    /// The room cannot be joined (its name, its broker, no libmosquitto).
    case room(RoomError)
}
