import OrbitingCore
import OrbitingTerminal

@testable import OrbitingApp

/// A stand-in for the screens other than Home: it answers each typed key with the effects
/// its script gives for that text, and remembers what it was made from and what it was sent.
struct ScriptedScreen: MessageListScreen {
    /// Which screen the factory was asked for.
    var id: ScreenID
    /// The messages History was made from (empty for the other screens).
    var messages: [Message] = []
    /// Effects by typed text: `.key(.text("x"))` answers `script["x"]`.
    var script: [String: [AppEffect]] = [:]
    /// The keys handled so far.
    var received: [KeyEvent] = []

    mutating func replaceMessages(_ messages: [Message]) {
        self.messages = messages
    }

    mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        received.append(key)
        if case .text(let text) = key { return script[text] ?? [] }
        return []
    }

    func render(into frame: inout ScreenBuffer, context: RenderContext) {
        frame.write(id.rawValue, row: 0, column: 0, style: .plain)
    }
}

extension ScreenFactory {
    /// A factory making `ScriptedScreen`s that all follow `script`; `missing` lists the
    /// screens it cannot make.
    static func scripted(_ script: [String: [AppEffect]] = [:], missing: Set<ScreenID> = []) -> ScreenFactory {
        ScreenFactory(
            history: { messages in ScriptedScreen(id: .history, messages: messages, script: script) },
            make: { id, _ in missing.contains(id) ? nil : ScriptedScreen(id: id, script: script) })
    }
}

extension SessionModel {
    /// A session past its first run, on Home, with `change` applied to the default settings.
    static func onHome(script: [String: [AppEffect]] = [:], _ change: (inout Settings) -> Void = { _ in })
        -> SessionModel
    {
        var settings = Settings()
        settings.set("hasSeenWelcome", to: .flag(true))
        change(&settings)
        return SessionModel(settings: settings, size: TerminalSize(columns: 80, rows: 24), screens: .scripted(script))
    }

    /// The screen in front as the test's stand-in, if it is one.
    var scripted: ScriptedScreen? { screen as? ScriptedScreen }
}

/// What a person typed, as readline reports it: the text with the edit position at its end.
func typed(_ text: String) -> SessionEvent {
    .edited(HomeEdit(text: text, cursor: text.count))
}

/// Enter on `text`, typed afresh.
func enter(_ text: String) -> SessionEvent {
    .readline(.accepted(text, isRecalled: false))
}

/// The texts among `commands` that are saved.
func saves(_ commands: [SessionCommand]) -> [String] {
    commands.compactMap {
        switch $0 {
        case .save(let text), .saveDraft(let text): text
        default: nil
        }
    }
}
