/// What History is waiting for the person to confirm on its status row (`ConfirmationKeys`).
enum HistoryConfirmation: Sendable, Equatable {
    /// Deleting the message with this id and text.
    case delete(id: String, text: String)
    /// Deleting every message; `count` is how many there are.
    case clearAll(count: Int)
    /// Deleting every starred message (Clear all on the Favorites tab); `count` is how many.
    case clearFavorites(count: Int)
}

/// A short note History shows on its status row until the next key.
enum HistoryNotice: Sendable, Equatable {
    /// A confirmation was answered with something other than yes.
    case cancelled
    /// Clear all was asked for with nothing to clear.
    case nothingToDelete
    /// The selected message was sent to the terminal's clipboard (OSC 52).
    case copied

    /// The catalogue key of the note.
    var key: String {
        switch self {
        case .cancelled: "history.confirm.cancelled"
        case .nothingToDelete: "history.clear.nothing"
        case .copied: "history.screen.copied"
        }
    }
}
