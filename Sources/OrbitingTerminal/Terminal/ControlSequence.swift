import FoundationEssentials

/// The escape sequences Orbiting writes. All output to a terminal is built from these.
public enum ControlSequence {
    /// Switch to the alternate screen.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Back to the main screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hide the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Show the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Start a synchronized update (the terminal shows the frame only when it ends).
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    /// End a synchronized update.
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// Erase the whole screen.
    public static let eraseScreen = "\u{1B}[2J"
    /// Erase from the cursor to the end of the line.
    public static let eraseToEndOfLine = "\u{1B}[K"
    /// Erase the whole line the cursor is on (in the current background).
    public static let eraseLine = "\u{1B}[2K"
    /// Stop wrapping at the right margin (DECAWM off): text that a terminal draws wider
    /// than expected is clipped there instead of wrapping, or scrolling the screen.
    public static let disableAutowrap = "\u{1B}[?7l"
    /// Draw grapheme clusters as one (mode 2027, where the terminal offers it).
    public static let enableGraphemeClustering = "\u{1B}[?2027h"
    /// Back to drawing per code point.
    public static let disableGraphemeClustering = "\u{1B}[?2027l"
    /// Asks whether mode 2027 is known, and whether it is set (DECRQM).
    public static let queryGraphemeClustering = "\u{1B}[?2027$p"
    /// Wrap at the right margin again (the terminal's default).
    public static let enableAutowrap = "\u{1B}[?7h"
    /// Reset colours and attributes.
    public static let resetAttributes = "\u{1B}[0m"

    /// Move the cursor to 1-based `row`, `column`.
    /// Moves the cursor `count` rows up (CUU), stopping at the top.
    public static func cursorUp(_ count: Int) -> String { count > 0 ? "\u{1B}[\(count)A" : "" }
    /// Moves the cursor `count` rows down (CUD), stopping at the bottom.
    public static func cursorDown(_ count: Int) -> String { count > 0 ? "\u{1B}[\(count)B" : "" }
    /// Saves the cursor's position (DECSC).
    public static let saveCursor = "\u{1B}7"
    /// Goes back to the position saved (DECRC).
    public static let restoreCursor = "\u{1B}8"
    /// Moves the cursor to `row` and `column`, both counted from 1 (CUP); smaller values count as 1.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(max(1, row));\(max(1, column))H"
    }
}

extension ControlSequence {
    /// Ask the terminal to mark pasted text with `ESC [200~` … `ESC [201~`.
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Stop marking pasted text.
    public static let disableBracketedPaste = "\u{1B}[?2004l"
}

extension ControlSequence {
    /// Report the mouse: presses and releases (1000), drags with a button held (1002), in
    /// SGR form (1006: any column, releases say which button). Shift-drag still selects text
    /// in most terminals.
    public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    /// Stop reporting the mouse.
    public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Asks the terminal to put `bytes` on the system clipboard (OSC 52), base64-encoded.
    public static func copyToClipboard(_ bytes: [UInt8]) -> String {
        "\u{1B}]52;c;" + Data(bytes).base64EncodedString() + "\u{1B}\\"
    }
}
