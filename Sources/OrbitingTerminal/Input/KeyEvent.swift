/// One thing a person did at the keyboard, decoded from the bytes a terminal sends.
public enum KeyEvent: Sendable, Equatable {
    /// Typed text, one or more characters: no C0 controls or DEL, invalid UTF-8 replaced by
    /// U+FFFD; sanitize before showing it (`TextSanitizer`), as any text.
    case text(String)
    /// Enter (CR).
    case enter
    /// Alt-Enter (ESC CR): a line break inside the message.
    case altEnter
    /// Tab (Ctrl-I).
    case tab
    /// Backspace (DEL, 0x7F).
    case backspace
    /// Escape on its own: an ESC after which nothing came within the timeout.
    case escape
    /// A control key: `"a"`…`"z"` for Ctrl-A…Ctrl-Z (except Tab and Enter), and `"@"`,
    /// `"\\"`, `"]"`, `"^"`, `"_"` for the other control bytes.
    case control(Character)
    /// Alt (Meta) with a printable ASCII character, sent as ESC then the character.
    case alt(Character)
    /// A key that sends an escape sequence: arrows, Home, function keys, ….
    case special(SpecialKey)
    /// Text pasted while bracketed paste was on, exactly as pasted (not yet sanitized).
    case paste(String)
    /// The mouse, reported while mouse reporting is on (`TerminalFeatures.mouse`).
    case mouse(MouseEvent)
    /// A sequence the decoder does not know, with its bytes.
    case unknown([UInt8])
}

/// Keys that arrive as escape sequences.
public enum SpecialKey: Sendable, Hashable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow right.
    case right
    /// Arrow left.
    case left
    /// Home.
    case home
    /// End.
    case end
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Shift-Tab.
    case backTab
    /// F1 … F12.
    case function(Int)
}
