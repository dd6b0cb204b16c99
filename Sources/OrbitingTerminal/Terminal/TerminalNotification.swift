import OrbitingText

/// The escape sequences that reach the person when a timer ends while the terminal is not in
/// front: a desktop notification, the window title, and the tmux passthrough that carries
/// them out of tmux. Built here, written by `FrameWriter.send(_:)`, the terminal's one writer.
///
/// Every text that goes into a sequence passes through `TextSanitizer` first (a label is
/// typed by a person): no ESC, BEL or other control can end the sequence early or start
/// another one.
public enum TerminalNotification {
    /// How a terminal shows a desktop notification.
    public enum Style: String, Sendable, Equatable, CaseIterable {
        /// `OSC 9 ; body ST`: iTerm2, WezTerm, Windows Terminal, Ghostty, kitty, foot (the default).
        case osc9
        /// `OSC 777 ; notify ; title ; body ST`: VTE terminals (GNOME Terminal, Tilix),
        /// rxvt-unicode, foot, Ghostty, WezTerm, Konsole.
        case osc777
        /// `OSC 99 ; ; body ST`: kitty's own protocol.
        case osc99

        /// The style the terminal described by `environment` understands.
        ///
        /// kitty (`TERM=xterm-kitty` or `KITTY_WINDOW_ID`) gets OSC 99; a VTE terminal
        /// (`VTE_VERSION`), Konsole (`KONSOLE_VERSION`), foot (`TERM=foot…`), rxvt-unicode
        /// (`TERM=rxvt-unicode…`) and WezTerm get OSC 777, which carries a title; every other
        /// terminal, iTerm2, Windows Terminal and Ghostty among them, gets OSC 9, which the most
        /// terminals show and the others ignore. Inside tmux `TERM_PROGRAM` names tmux, so the
        /// variables that survive into it (`KITTY_WINDOW_ID`, `VTE_VERSION`, `LC_TERMINAL`)
        /// decide.
        public static func detect(_ environment: [String: String]) -> Style {
            let term = environment["TERM"] ?? ""
            let program = environment["TERM_PROGRAM"] ?? environment["LC_TERMINAL"] ?? ""
            if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return .osc99 }
            if environment["VTE_VERSION"] != nil || environment["KONSOLE_VERSION"] != nil || term.hasPrefix("foot")
                || term.hasPrefix("rxvt-unicode") || program == "WezTerm"
            {
                return .osc777
            }
            return .osc9
        }
    }

    /// String terminator: ESC backslash.
    static let terminator = "\u{1B}\\"

    /// A notification with `title` and `body` in `style`.
    public static func notify(title: String, body: String, style: Style) -> String {
        let title = clean(title), body = clean(body)
        switch style {
        case .osc9:
            return "\u{1B}]9;" + title + ": " + body + terminator
        case .osc777:
            // The title ends at the first ';', so it cannot hold one.
            return "\u{1B}]777;notify;" + title.replacing(";", with: ",") + ";" + body + terminator
        case .osc99:
            return "\u{1B}]99;i=orbiting:d=0:p=title;" + title + terminator + "\u{1B}]99;i=orbiting:d=1:p=body;" + body
                + terminator
        }
    }

    /// Sets the window title to `title` (OSC 2).
    public static func title(_ title: String) -> String {
        "\u{1B}]2;" + clean(title) + terminator
    }

    /// Saves the window title on the terminal's stack (XTWINOPS 22), before it is changed.
    public static let saveTitle = "\u{1B}[22;0t"
    /// Puts back the title saved by `saveTitle` (XTWINOPS 23).
    public static let restoreTitle = "\u{1B}[23;0t"

    /// `sequence` wrapped for tmux to pass to the terminal outside it (DCS passthrough, which
    /// tmux 3.3 and later forwards with `allow-passthrough on`): every ESC inside is doubled.
    public static func tmuxPassthrough(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacing("\u{1B}", with: "\u{1B}\u{1B}") + terminator
    }

    /// `text` on one line with nothing a terminal would act on.
    static func clean(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
