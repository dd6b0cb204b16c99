import OrbitingCore
import OrbitingTerminal

/// The timer display's state and its `update`: which timer is huge, what the status row
/// asks or says, the `n` prompt and Help over it. Keys come in; actions on the store and
/// the run loop's work come out as `TimerEffect` values.
///
/// Keys: Space pause/resume, `+`/`-` a minute, `r` restart, `f` finish now, `s` skip the
/// Pomodoro phase, `n` a new timer, Tab the next timer, `e` the end time, `x` cancel (after
/// a yes), `q` (Esc, Ctrl-C, F10) leave, F1 Help, Ctrl-Z suspend.
public struct TimerDisplay: Sendable {
    /// The timer picked with Tab, while it exists; otherwise the nearest one is huge.
    public var selectedID: String?
    /// What the status row asks to confirm: cancelling this timer.
    public private(set) var confirming: TimerFace?
    /// A note on the status row until the next key.
    public var notice: TimerNotice?
    /// The line typed at the `n` prompt, while it is open (readline edits it).
    public var prompt: HomeEdit?
    /// Help, while it is open over the display.
    public private(set) var help: HelpScreen?
    /// Whether the status row shows when the huge timer ends.
    public private(set) var showsEnd = false
    /// The answers that confirm, in the language in use.
    public var answers = ConfirmationKeys.english
    /// How many seconds before the end the time turns to the accent colour.
    public var lastSeconds = 10

    /// A display showing the nearest timer.
    public init() {}

    /// The timer drawn huge among `faces`: the one picked with Tab, else the nearest.
    public func huge(in faces: [TimerFace]) -> TimerFace? {
        faces.first { $0.id == selectedID } ?? faces.first
    }

    /// The timers of the strip: every one but the huge one, in order.
    public func strip(in faces: [TimerFace]) -> [TimerFace] {
        guard let huge = huge(in: faces) else { return [] }
        return faces.filter { $0.id != huge.id }
    }

    /// Handles one key with `faces` on screen.
    public mutating func handle(_ key: KeyEvent, faces: [TimerFace]) -> [TimerEffect] {
        if help != nil {
            if help?.handle(key).contains(.close) == true { help = nil }
            return []
        }
        notice = nil
        if let pending = confirming {
            confirming = nil
            guard answers.confirms(key) else {
                notice = .notCancelled
                return []
            }
            return [.perform(.cancel(id: pending.id))]
        }
        switch key {
        case .text("q"), .text("Q"), .escape, .control("c"), .special(.function(10)):
            return [.leave]
        case .special(.function(1)):
            help = HelpScreen()
            return []
        case .control("z"):
            return [.suspend]
        case .tab, .special(.backTab):
            selectNext(in: faces, by: key == .tab ? 1 : -1)
            return []
        case .text("n"), .text("N"):
            prompt = HomeEdit()
            return [.startPrompt]
        default:
            break
        }
        guard let timer = huge(in: faces) else { return [] }
        switch key {
        case .text(" "):
            guard timer.kind != .until else {
                notice = .untilCannotPause
                return []
            }
            return [.perform(.togglePause(id: timer.id))]
        case .text("+"), .text("="):
            return [.perform(.adjust(id: timer.id, minutes: 1))]
        case .text("-"), .text("_"):
            return [.perform(.adjust(id: timer.id, minutes: -1))]
        case .text("r"), .text("R"):
            return [.perform(.restart(id: timer.id))]
        case .text("f"), .text("F"):
            return [.perform(.finish(id: timer.id))]
        case .text("s"), .text("S"):
            guard timer.kind == .pomodoro else {
                notice = .noPhases
                return []
            }
            return [.perform(.skipPhase(id: timer.id))]
        case .text("e"), .text("E"):
            showsEnd.toggle()
        case .text("x"), .text("X"):
            confirming = timer
        default:
            break
        }
        return []
    }

    /// Ends the `n` prompt: with the line typed, a new timer is asked for (an empty line
    /// asks for nothing); without (Ctrl-G, Ctrl-C, Ctrl-D), nothing happens.
    public mutating func endPrompt(accepting line: String?) -> [TimerEffect] {
        prompt = nil
        guard let line, !line.allSatisfy(\.isWhitespace) else { return [] }
        return [.perform(.create(input: line))]
    }

    /// Gets ready to draw in `context`: the language's answers, Help's page.
    public mutating func prepare(for context: RenderContext) {
        answers = ConfirmationKeys(context.l10n)
        help?.prepare(for: context)
    }

    private mutating func selectNext(in faces: [TimerFace], by step: Int) {
        guard faces.count > 1, let current = huge(in: faces),
              let index = faces.firstIndex(where: { $0.id == current.id }) else { return }
        selectedID = faces[(index + step + faces.count) % faces.count].id
    }
}

/// What the timer display asks of its run loop.
public enum TimerEffect: Sendable, Equatable {
    /// Carry out an action on the store.
    case perform(TimerAction)
    /// Open the `n` prompt's line editor.
    case startPrompt
    /// Give the terminal back and stop until continued.
    case suspend
    /// Leave the display; the timers go on running in the store.
    case leave
}

/// A short note on the timer display's status row, until the next key.
public enum TimerNotice: Sendable, Equatable {
    /// Space on a clock-time countdown: its end is a time of day and does not move.
    case untilCannotPause
    /// `s` on a timer without phases.
    case noPhases
    /// The cancel question was answered with something other than yes.
    case notCancelled
    /// The store could not do what was asked, in words.
    case problem(String)

    /// The note in the language of `l10n`.
    public func text(_ l10n: Localizer) -> String {
        switch self {
        case .untilCannotPause: l10n("timer.notice.untilCannotPause")
        case .noPhases: l10n("timer.notice.noPhases")
        case .notCancelled: l10n("timer.notice.notCancelled")
        case .problem(let text): text
        }
    }
}
