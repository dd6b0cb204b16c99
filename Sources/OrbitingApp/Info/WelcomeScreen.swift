import OrbitingCore
import OrbitingTerminal

/// The first-run greeting: what Orbiting does and the three keys to know. Any key closes it
/// for good (`markWelcomeSeen`); text typed or pasted to close it is also the start of the
/// message on Home (`passesOn(_:)`), so a paste arriving while it is shown is never lost.
public struct WelcomeScreen: Screen {
    /// The three keys the greeting shows: keep, History, Help (named as keys, not as Help
    /// describes itself: "This help" would be wrong here).
    public static let keys: [HelpContent.KeyLine] = [
        HelpContent.KeyLine(keys: HomeAction.keep.keyLabel, descriptionKey: HomeAction.keep.descriptionKey),
        HelpContent.KeyLine(keys: HomeAction.history.keyLabel, descriptionKey: HomeAction.history.descriptionKey),
        HelpContent.KeyLine(keys: HomeAction.help.keyLabel, descriptionKey: "keys.help"),
    ]

    /// The greeting.
    public init() {}

    /// Any key: the greeting has been seen; back to Home.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        [.markWelcomeSeen, .close]
    }

    /// Whether `key`, which closed the greeting, goes on to Home as typed: a paste, and text
    /// that is not only spaces (a burst of typing arrives as one piece of text). Other keys
    /// (Enter, Escape, a lone space, the function keys) only close it.
    public static func passesOn(_ key: KeyEvent) -> Bool {
        switch key {
        case .paste: return true
        case .text(let text): return !text.allSatisfy(\.isWhitespace)
        default: return false
        }
    }

    /// Draws the greeting.
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        let l10n = context.l10n
        var blocks: [PanelBlock] = [.paragraph(l10n("welcome.body")), .blank, .heading(l10n("welcome.keys"))]
        blocks += Self.keys.map { .key($0.keys, l10n($0.descriptionKey)) }
        TextPanel().render(
            title: l10n("welcome.title"), rows: PanelLayout.rows(blocks, width: frame.width),
            status: l10n("welcome.start"), into: &frame, context: context)
    }
}
