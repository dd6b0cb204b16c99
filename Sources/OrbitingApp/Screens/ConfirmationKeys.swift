import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// How every yes/no question of the session is asked and answered, in the language in use:
/// the question, then the catalogue's prompt (`[y/N]`, German `[j/N]`) on the status row;
/// a one-letter yes answer of the catalogue confirms (`y`; German `j` or `y`); any other key
/// cancels, Enter and Esc included (No is the default the prompt names in capitals).
/// The command line's `--yes`-less questions take the same answers, as words.
public struct ConfirmationKeys: Sendable, Equatable {
    /// The one-letter answers that confirm, lowercased.
    public let yes: Set<String>
    /// The answer the prompt and Help name.
    public let shown: String

    /// The answers of the language of `l10n` (`history.confirm.yesAnswers`).
    public init(_ l10n: Localizer) {
        let answers = l10n("history.confirm.yesAnswers").split(separator: ",").map {
            String($0.filter { !$0.isWhitespace }).lowercased()
        }
        let letters = answers.filter { $0.count == 1 }
        self.init(yes: Set(letters.isEmpty ? ["y"] : letters), shown: letters.first ?? "y")
    }

    private init(yes: Set<String>, shown: String) {
        self.yes = yes
        self.shown = shown
    }

    /// English's answers, until a screen learns the language in use.
    public static let english = ConfirmationKeys(yes: ["y"], shown: "y")

    /// Whether `key` answers yes.
    public func confirms(_ key: KeyEvent) -> Bool {
        guard case .text(let typed) = key else { return false }
        return yes.contains(typed.lowercased())
    }

    /// `question` with the language's prompt after it, as every status row asks it; in
    /// `columns`, the question is cut ("…") before the prompt is, so the keys always show.
    public static func prompt(_ question: String, _ l10n: Localizer, columns: Int = .max) -> String {
        let keys = l10n("history.confirm.prompt")
        let room = columns == .max ? Int.max : max(1, columns - DisplayWidth.of(keys) - 1)
        return TextFitter.fitted(question, columns: room) + " " + keys
    }
}
