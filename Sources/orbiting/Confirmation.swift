import OrbitingCore

/// The yes-or-no before deleting: asked on a terminal, `--yes` required otherwise.
enum Confirmation {
    /// Returns when the person agreed (or gave `--yes`); throws the exit otherwise.
    static func require(yes: Bool, question: String, context: CommandContext) throws {
        if yes { return }
        guard TerminalFacts.isTerminal(0) && TerminalFacts.isTerminal(2) else {
            throw OrbitingExit.message(context.l10n("history.confirm.needsYes"), code: .usage)
        }
        let prompt = question + " " + context.l10n("history.confirm.prompt")
        guard TerminalFacts.confirm(prompt, yesAnswers: context.l10n("history.confirm.yesAnswers")) else {
            throw OrbitingExit.message(context.l10n("history.confirm.cancelled"), code: .failure)
        }
    }
}
