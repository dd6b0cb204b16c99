import OrbitingCore
import OrbitingTerminal

/// The timer display's state and its `update`: which timer is huge, what the status row
/// asks or says, the `n` prompt and Help over it. Keys come in; actions on the store and
/// the run loop's work come out as `TimerEffect` values.
///
/// Keys: Space pause/resume, `+`/`-` a minute and `e` the end time (counting down), `l` a
/// lap (a stopwatch), `r` restart, `f` finish now, `s` skip the Pomodoro phase (Enter at its
/// end), `n` a new timer, Tab the next timer, `x` cancel (after a yes), `q` (Esc, Ctrl-C,
/// F10) leave, F1 Help, Ctrl-Z suspend. Any key dismisses a timer that is over.
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
    /// Whether an end waiting for a key stays inverse rather than alternating once a second.
    public var steadyEnd = false
    /// Timers that are over, kept on screen (the first huge) until someone acts.
    public private(set) var ended: [TimerFace] = []
    /// The timer whose end closes the display once someone has seen it (`TimerLoopOptions.exitWhenDone`).
    public var waitedID: String?

    /// A display showing the nearest timer.
    public init() {}

    /// Keeps `face`, over, on screen until a key: it becomes the huge timer.
    public mutating func keep(ended face: TimerFace) {
        ended.removeAll { $0.id == face.id }
        ended.insert(face, at: 0)
        selectedID = nil
    }

    /// What the display shows: the timers that are over first, then `running` (the
    /// source's, nearest end first) without them.
    public func shown(_ running: [TimerFace]) -> [TimerFace] {
        ended + running.filter { face in !ended.contains { $0.id == face.id } }
    }

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
        if let over = huge(in: faces), over.awaitsSomeone, !Self.passesOverAnEnd(key) {
            // The end stays until someone acts: any key says it was seen.
            ended.removeAll { $0.id == over.id }
            return over.hasEnded ? [.dismiss(id: over.id)] : [.perform(.finish(id: over.id)), .dismiss(id: over.id)]
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
            guard !timer.kind.followsWallClock else {
                notice = .untilCannotPause
                return []
            }
            return [.perform(.togglePause(id: timer.id))]
        case .text("+"), .text("="), .text("-"), .text("_"):
            guard timer.countsDown else { return [] }  // a stopwatch counts what happened
            return [.perform(.adjust(id: timer.id, minutes: key == .text("+") || key == .text("=") ? 1 : -1))]
        case .enter:
            // A Pomodoro at the end of its phase: Enter starts the next one.
            guard timer.kind.hasPhases, timer.isOver else { return [] }
            return [.perform(.skipPhase(id: timer.id))]
        case .text("l"), .text("L"):
            guard timer.kind.takesLaps else { return [] }
            return [.perform(.lap(id: timer.id))]
        case .text("r"), .text("R"):
            return [.perform(.restart(id: timer.id))]
        case .text("f"), .text("F"):
            return [.perform(.finish(id: timer.id))]
        case .text("s"), .text("S"):
            guard timer.kind.hasPhases else {
                notice = .noPhases
                return []
            }
            return [.perform(.skipPhase(id: timer.id))]
        case .text("e"), .text("E"):
            if timer.countsDown { showsEnd.toggle() }
        case .text("x"), .text("X"):
            confirming = timer
        default:
            break
        }
        return []
    }

    /// Keys that keep their meaning over a timer that is over: Help, suspend, Ctrl-C, and
    /// Tab to look at the other timers.
    static func passesOverAnEnd(_ key: KeyEvent) -> Bool {
        switch key {
        case .special(.function(1)), .control("z"), .control("c"), .tab, .special(.backTab): true
        default: false
        }
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
            let index = faces.firstIndex(where: { $0.id == current.id })
        else { return }
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
    /// The end of the timer `id` was seen: it leaves the screen (the display closes when
    /// it was the timer it waited for).
    case dismiss(id: String)
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
