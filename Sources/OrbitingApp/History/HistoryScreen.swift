import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// The History screen: every kept message, newest first, with live search, an All /
/// Favorites switch, a star toggle, delete and clear all (each confirmed with the
/// language's yes key, `ConfirmationKeys`; on the Favorites tab clear all deletes the
/// starred messages only), and
/// Enter to show a message on Home again.
///
/// Keys: printable text searches (ignoring case and accents), Backspace edits the search,
/// Ctrl-U empties it; Up, Down, Page Up, Page Down, Home and End move; Tab switches All /
/// Favorites; Ctrl-F stars or unstars; Ctrl-Y (or Alt-C) copies with OSC 52; Delete or
/// Ctrl-D deletes; Ctrl-X clears all; Enter
/// shows the message on Home; Esc or Ctrl-O closes.
///
/// The screen changes its own list when it asks for a star, a delete or a clear (the run
/// loop writes the store and may hand over a fresh list with `replaceMessages(_:)`).
public struct HistoryScreen: MessageListScreen {
    var list: HistoryList
    /// The window the list is laid out for.
    var windowSize: TerminalSize
    /// The selected row, an index into the messages shown.
    private(set) var selected = 0
    /// The first row shown, an index into the messages shown.
    private(set) var top = 0
    /// What the status row asks to confirm, if anything.
    private(set) var confirmation: HistoryConfirmation?
    /// A note on the status row until the next key.
    private(set) var notice: HistoryNotice?
    /// The answers that confirm, in the language in use.
    private(set) var answers = ConfirmationKeys.english
    /// The rows' relative times, formatted once a day.
    let times = HistoryTimes()

    /// A History of `messages` (in any order; shown newest first) for a window of `windowSize`.
    ///
    /// - Complexity: O(n log n), plus folding each text once for search.
    public init(messages: [Message], windowSize: TerminalSize) {
        list = HistoryList(messages: messages)
        self.windowSize = windowSize
    }

    /// Replaces the list with `messages` from the store, keeping the search, the favorites
    /// switch and, when it is still listed, the selected message.
    public mutating func replaceMessages(_ messages: [Message]) {
        let selectedID = selectedMessage?.id
        list.load(messages)
        if let selectedID, let index = list.index(ofID: selectedID) { selected = index }
        keepSelectionVisible()
    }

    /// The message the selection is on, or nil when nothing is listed.
    public var selectedMessage: Message? { list.message(at: selected) }

    /// The search as typed.
    public var query: String { list.query }

    /// Whether only favorites are listed.
    public var showsFavoritesOnly: Bool { list.favoritesOnly }

    /// The messages listed (after the switch and the search), newest first.
    ///
    /// - Complexity: O(n) for n listed: a copy, for tests and the run loop, not for drawing.
    public var listedMessages: [Message] { list.shown.map { list.messages[$0] } }

    /// Rows the list takes: the window less the tab row, the search row and the status row.
    var listRows: Int { max(1, windowSize.rows - 3) }

    /// Handles one key; returns what the app must do.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        notice = nil
        if let pending = confirmation {
            confirmation = nil
            guard answers.confirms(key) else {
                notice = .cancelled
                return []
            }
            return confirm(pending)
        }
        switch key {
        case .control("y"), .alt("c"), .alt("C"):
            // Not a plain `c`: typing searches here, and "cafe" must find Café.
            if let message = selectedMessage {
                notice = .copied
                return [.copy(message.text)]
            }
        case .text(let typed):
            search(list.query + typed)
        case .paste(let pasted):
            search(list.query + String(TextSanitizer.sanitize(pasted).map { $0 == "\n" ? " " : $0 }))
        case .backspace:
            if !list.query.isEmpty { search(String(list.query.dropLast())) }
        case .control("u"):
            if !list.query.isEmpty { search("") }
        case .special(.up): select(selected - 1)
        case .special(.down): select(selected + 1)
        case .special(.pageUp): select(selected - listRows)
        case .special(.pageDown): select(selected + listRows)
        case .special(.home): select(0)
        case .special(.end): select(list.count - 1)
        case .tab, .special(.backTab):
            list.setFavoritesOnly(!list.favoritesOnly)
            selected = 0
            top = 0
        case .control("f"):
            return toggleStar()
        case .special(.delete), .control("d"):
            if let message = selectedMessage { confirmation = .delete(id: message.id, text: message.text) }
        case .control("x"):
            // Clear all acts on what the tab shows: on Favorites, the starred messages.
            let favorites = list.favoritesOnly ? list.messages.count(where: \.isFavorite) : 0
            if list.favoritesOnly ? favorites == 0 : list.messages.isEmpty {
                notice = .nothingToDelete
            } else {
                confirmation =
                    list.favoritesOnly ? .clearFavorites(count: favorites) : .clearAll(count: list.messages.count)
            }
        case .enter:
            if let message = selectedMessage { return [.showOnHome(message.text)] }
        case .escape, .control("o"):
            return [.close]
        case .special(.function(1)):
            return [.open(.help)]
        default:
            break
        }
        return []
    }

    /// The mouse: the wheel moves the selection three rows; a click selects a row, a click
    /// on its star column stars or unstars it, a double click shows it on Home; a click on
    /// the tab row switches All / Favorites.
    public mutating func handleMouse(_ event: MouseEvent, clicks: Int, size: TerminalSize) -> [AppEffect] {
        guard confirmation == nil else { return [] }
        let firstRow = size.rows >= 3 ? 2 : 0
        switch event.kind {
        case .wheelUp: select(selected - Self.wheelStep)
        case .wheelDown: select(selected + Self.wheelStep)
        case .press(.left):
            if event.row == 0, size.rows >= 3 {
                list.setFavoritesOnly(!list.favoritesOnly)
                selected = 0
                top = 0
                return []
            }
            let index = top + event.row - firstRow
            guard event.row >= firstRow, event.row < size.rows - 1, list.message(at: index) != nil else { return [] }
            notice = nil
            select(index)
            if event.column <= 2 { return toggleStar() }
            if clicks >= 2, let message = selectedMessage { return [.showOnHome(message.text)] }
        default: break
        }
        return []
    }

    /// Rows one step of the wheel moves.
    static let wheelStep = 3

    /// Keeps the selection in range and on screen for the new window.
    public mutating func prepare(for context: RenderContext) {
        windowSize = context.size
        answers = ConfirmationKeys(context.l10n)
        keepSelectionVisible()
    }

    private mutating func search(_ text: String) {
        list.setQuery(text)
        selected = 0
        top = 0
    }

    private mutating func select(_ index: Int) {
        selected = index
        keepSelectionVisible()
    }

    private mutating func toggleStar() -> [AppEffect] {
        guard let message = selectedMessage else { return [] }
        list.setFavorite(at: selected, !message.isFavorite)
        keepSelectionVisible()
        return [.setFavorite(id: message.id, !message.isFavorite)]
    }

    private mutating func confirm(_ pending: HistoryConfirmation) -> [AppEffect] {
        switch pending {
        case .delete(let id, _):
            list.remove(id: id)
            keepSelectionVisible()
            return [.delete(id: id)]
        case .clearAll:
            list.removeAll()
            keepSelectionVisible()
            return [.clearAll]
        case .clearFavorites:
            list.load(list.messages.filter { !$0.isFavorite })
            keepSelectionVisible()
            return [.clearFavorites]
        }
    }

    /// Puts the selection inside the list and scrolls so that it shows, never leaving empty
    /// rows below the last message while there are messages above the first row.
    private mutating func keepSelectionVisible() {
        selected = min(max(0, selected), max(0, list.count - 1))
        let rows = listRows
        top = min(top, selected)
        top = max(top, selected - rows + 1)
        top = max(0, min(top, list.count - rows))
    }
}
