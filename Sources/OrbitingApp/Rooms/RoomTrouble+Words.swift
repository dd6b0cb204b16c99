import OrbitingCore
import OrbitingRooms
import OrbitingText

extension RoomTrouble {
    /// The reason in the person's language where Orbiting has the words (a TLS handshake
    /// that never ended, nothing listening), else the library's or the system's, on one line.
    public func text(_ l10n: Localizer) -> String {
        switch self {
        case .handshakeFailed: l10n("room.trouble.handshakeFailed")
        case .nothingListens: l10n("room.trouble.nothingListens")
        case .other(let words): TextSanitizer.singleLine(words)
        }
    }
}
