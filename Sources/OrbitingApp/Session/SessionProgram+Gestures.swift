import OrbitingCore
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

extension SessionProgram {
    /// A mouse report: a left click on the status row presses the key the hint there names
    /// (on every screen); anything else goes to the model (swipes, History's list, Settings).
    func mouse(_ event: MouseEvent) async {
        guard model.settings.mouse else { return }
        if model.home.kiosk == nil, case .press(.left) = event.kind, event.row == model.size.rows - 1,
            let key = KeyHint.key(inRow: frame(at: now).text(ofRow: event.row), column: event.column)
        {
            if key == .escape, takesBytes {
                await loneEscape()
            } else if takesBytes {
                _ = await receive(bytes: key.bytes)
            } else {
                await apply(.key(key))
            }
            return
        }
        await apply(.key(.mouse(event)))
    }

    /// Signals a locked kiosk ignores: only SIGTERM (and a hang-up) end it.
    static func kioskIgnores(_ signal: Int32) -> Bool {
        signal == SIGINT || signal == SIGTSTP || signal == SIGQUIT
    }

    /// Sets the window's title to the message shown, when it changed and the setting allows.
    func showTitle() {
        guard showsWindowTitle else { return }
        let title = WindowTitle.text(for: model.home.shownText)
        guard title != shownTitle else { return }
        shownTitle = title
        effects.append(.send(TerminalNotification.title(title)))
    }

    /// Reads favorite `number` in the Favorites tab's order, for a quick phrase.
    func loadFavorite(_ number: Int) async {
        do {
            let favorites = try services.messages.messages(matching: MessageQuery(favoritesOnly: true, limit: number))
            queued.append(
                .favoriteLoaded(number: number, text: favorites.count >= number ? favorites[number - 1].text : nil))
        } catch {
            queued.append(.favoriteLoaded(number: number, text: nil))
        }
    }

    /// Sends `text` to the clipboard through the terminal (OSC 52; inside tmux, tmux keeps it
    /// and passes it on when its `set-clipboard` allows).
    func copy(_ text: String) {
        effects.append(.send(ControlSequence.copyToClipboard(Array(text.utf8))))
    }

    /// Follows the settings the terminal's features depend on (the mouse, the title).
    func followFeatures(_ settings: Settings) {
        effects.append(.feature(.mouse, on: settings.mouse))
        if settings.windowTitle != showsWindowTitle {
            if !settings.windowTitle, shownTitle != nil { effects.append(.send(TerminalNotification.title(""))) }
            effects.append(.feature(.windowTitle, on: settings.windowTitle))
            showsWindowTitle = settings.windowTitle
            shownTitle = nil
        }
    }
}

/// The window title for a message: on one line, control characters made harmless, at most
/// `longest` columns (with an ellipsis), "Orbiting" while nothing is shown.
public enum WindowTitle {
    /// The most columns a title takes.
    public static let longest = 60

    /// The title showing `message`.
    public static func text(for message: String) -> String {
        let line = String(
            TextSanitizer.singleLine(message).drop(while: \.isWhitespace).reversed()
                .drop(while: \.isWhitespace).reversed())
        return line.isEmpty ? "Orbiting" : TextFitter.fitted(line, columns: longest)
    }
}
