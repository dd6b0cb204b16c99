import OrbitingCore

/// Something a screen asks the app to do: the side effects of `update`, as values
/// (the run loop carries them out; tests read them).
public enum AppEffect: Sendable, Equatable {
    /// Leave the screen in front and go back to Home as it was.
    case close
    /// Leave History and show `text` on Home as a kept message, without keeping a copy.
    case showOnHome(String)
    /// Star or unstar the message with this id.
    case setFavorite(id: String, Bool)
    /// Delete the message with this id (the person has confirmed).
    case delete(id: String)
    /// Delete every message (the person has confirmed).
    case clearAll
    /// Delete every starred message, keeping the others (the person has confirmed).
    case clearFavorites
    /// Reload the History list from the store.
    case reloadHistory
    /// Change one setting and keep it (`Settings` keys, as `orbiting config set`).
    case changeSetting(key: String, value: SettingValue)
    /// Put every setting back to its default (the person has confirmed).
    case resetSettings
    /// The first-run Welcome has been seen: do not show it again.
    case markWelcomeSeen
    /// Open another screen.
    case open(ScreenID)
    /// Ring the terminal bell.
    case bell
    /// Save what is typed and leave Orbiting.
    case quit
    /// Put `text` on the system clipboard through the terminal (OSC 52), where it allows it.
    case copy(String)
}

/// The screens of the full-screen session.
public enum ScreenID: String, Sendable, Equatable, CaseIterable {
    /// The message, huge, and the edit buffer (readline).
    case home
    /// Earlier messages: search, favorites, delete.
    case history
    /// Every setting, with a live preview.
    case settings
    /// The keys.
    case help
    /// What Orbiting is for and who made the original.
    case about
    /// The first-run greeting.
    case welcome
    /// The browser screen's address as a QR code.
    case web
}
