import OrbitingCore

/// What Help says: the keys of Home, History and the timer display, how editing works and how to rebind keys.
public enum HelpContent {
    /// One line of a key table: the key or keys and the catalogue key of what it does.
    public struct KeyLine: Sendable, Equatable {
        /// The key or keys, with the names of keys whose caps differ by language in braces
        /// (`{delete}` is `keycap.delete`: Del, Entf, Supr, Suppr); chords and letters as they are.
        public var keys: String
        /// The catalogue key of the description.
        public var descriptionKey: String

        /// The keys as Help shows them in the language of `l10n`, as History's and the
        /// timer display's own hints name them.
        public func shown(_ l10n: Localizer) -> String {
            var text = keys
            for cap in ["delete", "enter", "escape", "space", "anyKey", "mouse"] {
                text = text.replacing("{\(cap)}", with: l10n("keycap." + cap))
            }
            return text
        }
    }

    /// Home's keys: every `HomeAction`, with the history keys (and Esc, which ends a search)
    /// after the shake action.
    public static var homeKeys: [KeyLine] {
        var lines: [KeyLine] = []
        for action in HomeAction.allCases {
            // The nine quick phrases are one line: Alt-1 … Alt-9.
            if let number = action.favoriteNumber {
                if number == 1 { lines.append(KeyLine(keys: "Alt-1 … Alt-9", descriptionKey: action.descriptionKey)) }
                continue
            }
            lines.append(KeyLine(keys: action.keyLabel, descriptionKey: action.descriptionKey))
            if action == .shake {
                lines.append(KeyLine(keys: "↑", descriptionKey: "keys.previous"))
                lines.append(KeyLine(keys: "↓", descriptionKey: "keys.next"))
                lines.append(KeyLine(keys: "Ctrl-R", descriptionKey: "keys.search"))
                lines.append(KeyLine(keys: "Esc", descriptionKey: "keys.escape"))
            }
        }
        return lines
    }

    /// History's keys.
    public static let historyKeys: [KeyLine] = [
        KeyLine(keys: "abc…", descriptionKey: "help.history.type"),
        KeyLine(keys: "↑ ↓ PgUp PgDn Home End", descriptionKey: "help.history.move"),
        KeyLine(keys: "Tab", descriptionKey: "help.history.filter"),
        KeyLine(keys: "Ctrl-F", descriptionKey: "help.history.star"),
        KeyLine(keys: "{delete} / Ctrl-D", descriptionKey: "help.history.delete"),
        KeyLine(keys: "Ctrl-X", descriptionKey: "help.history.clearAll"),
        KeyLine(keys: "Ctrl-Y / Alt-C", descriptionKey: "help.history.copy"),
        KeyLine(keys: "{enter}", descriptionKey: "historyScreen.show"),
        KeyLine(keys: "{mouse}", descriptionKey: "help.history.mouse"),
        KeyLine(keys: "F1", descriptionKey: "keys.help"),
        KeyLine(keys: "{escape} / Ctrl-O", descriptionKey: "help.history.back"),
    ]

    /// The timer display's keys.
    public static let timerKeys: [KeyLine] = [
        KeyLine(keys: "{space}", descriptionKey: "help.timers.pause"),
        KeyLine(keys: "+ / -", descriptionKey: "help.timers.minute"),
        KeyLine(keys: "r", descriptionKey: "help.timers.restart"),
        KeyLine(keys: "f", descriptionKey: "help.timers.finish"),
        KeyLine(keys: "s", descriptionKey: "help.timers.skip"),
        KeyLine(keys: "{enter}", descriptionKey: "help.timers.nextPhase"),
        KeyLine(keys: "l", descriptionKey: "help.timers.lap"),
        KeyLine(keys: "n", descriptionKey: "help.timers.new"),
        KeyLine(keys: "Tab", descriptionKey: "help.timers.next"),
        KeyLine(keys: "e", descriptionKey: "help.timers.end"),
        KeyLine(keys: "x", descriptionKey: "help.timers.cancel"),
        KeyLine(keys: "q / {escape}", descriptionKey: "help.timers.leave"),
        KeyLine(keys: "{anyKey}", descriptionKey: "help.timers.anyKey"),
    ]

    /// The lines of `~/.inputrc` shown as an example of rebinding a key.
    public static let inputrcExample = "$if orbiting\n\"\\C-t\": orbiting-shake\n$endif"

    /// The whole page in the language of `l10n`.
    public static func blocks(_ l10n: Localizer) -> [PanelBlock] {
        var blocks: [PanelBlock] = [.paragraph(l10n("help.intro")), .blank, .heading(l10n("help.home"))]
        blocks += homeKeys.map { .key($0.shown(l10n), l10n($0.descriptionKey)) }
        blocks += [
            .blank, .paragraph(l10n("help.editing")), .paragraph(l10n("help.rebind")),
            .note(inputrcExample), .blank, .heading(l10n("help.history")),
        ]
        let yes = ConfirmationKeys(l10n).shown.uppercased()
        blocks += historyKeys.map { .key($0.shown(l10n), l10n($0.descriptionKey, ["yes": yes])) }
        blocks += [.blank, .heading(l10n("help.timers")), .paragraph(l10n("help.timers.intro"))]
        blocks += timerKeys.map { .key($0.shown(l10n), l10n($0.descriptionKey, ["yes": yes])) }
        blocks += [.blank, .paragraph(l10n("help.commands"))]
        return blocks
    }
}
