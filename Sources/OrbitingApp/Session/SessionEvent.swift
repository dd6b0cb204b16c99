import OrbitingCore
import OrbitingTerminal

/// Everything that can happen to a session, as a value: keys, edits, the window, the
/// clock, signals and the results of the effects it asked for.
public enum SessionEvent: Sendable {
    /// Readline changed the edit buffer.
    case edited(HomeEdit)
    /// Readline reported an action, Enter or end of input.
    case readline(ReadlineEvent)
    /// A key for the screen in front (not Home: readline has Home's keys).
    case key(KeyEvent)
    /// The window changed size.
    case resized(TerminalSize)
    /// Time passed (for the idle save, the flash and notices).
    case tick
    /// The store's messages, oldest first, for History.
    case historyLoaded([Message])
    /// The settings as kept after a change.
    case settingsChanged(Settings)
    /// Something could not be done (a save that failed): shown in the status row.
    case failed(String)
    /// SIGTERM, SIGHUP: save and leave.
    case terminate
    /// Favorite `number` (1–9, in the Favorites tab's order) as read for a quick phrase;
    /// nil when there are fewer favorites.
    case favoriteLoaded(number: Int, text: String?)
}

/// What the session asks the run loop to do, as a value (tests read them).
public enum SessionCommand: Sendable, Equatable {
    /// Keep `text` through the store's save rules; it replaces the draft, if one is pending.
    case save(String)
    /// Keep `text` as a draft (the 5-second idle save): a later save of the same edit
    /// replaces it, so pauses while typing leave no half-typed fragments behind.
    case saveDraft(String)
    /// The pending draft stays as it is, a message like any other.
    case keepDraft
    /// Put `text` in readline's edit buffer.
    case replaceLine(String)
    /// Add `text` to readline's history, so Up recalls it.
    case remember(String)
    /// Read the messages for History.
    case loadHistory
    /// Carry out a screen's effect on the store or the settings.
    case perform(AppEffect)
    /// Ring the bell.
    case bell
    /// Give the terminal back and stop until continued (Ctrl-Z).
    case suspend
    /// Leave, restoring the terminal.
    case exit
    /// Read favorite `number` (1–9) for a quick phrase (answered with `.favoriteLoaded`).
    case loadFavorite(Int)
}
