import ArgumentParser
import FoundationEssentials
import OrbitingCore
import OrbitingText

/// `orbiting timers status`: one line for a shell prompt or a tmux status line.
struct TimersStatus: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print the nearest timer in one line, for prompts and status lines.",
        discussion: """
            Placeholders: {label} the label, {name} the label or else what it is, {left} the \
            big digits (time left, +overtime, or a stopwatch's time), {end} when it ends \
            (HH:MM, or HH:MM:SS), {kind}, {phase}, {state} (running or paused), {progress} (percent), {id}. \
            Nothing is printed when no timer runs. Example for tmux: \
            set -g status-right '#(orbiting timers status)'.
            """
    )

    /// The placeholders a format may use.
    static let placeholders = ["label", "name", "left", "end", "kind", "phase", "state", "progress", "id"]

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("What to print, with placeholders (see below).", valueName: "format"))
    var format = "{label} {left}"

    @Flag(name: .long, help: "One line for every timer, nearest first.")
    var all = false

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let parts = try Self.parse(format, context: context)
        let store = context.timerStore()
        let moment = SystemTimerClock().moment()
        let timers = try context.withTimers(store) { () throws(StoreError) in try store.timers() }
            .filter { !$0.isOver(at: moment) }
        let ordered = Self.nearestFirst(timers, at: moment)
        let lines = TimerLines(context: context, zone: .current)
        for timer in all ? ordered : Array(ordered.prefix(1)) {
            let reading = timer.reading(at: moment)
            let text = parts.map { part -> String in
                switch part {
                case .literal(let text): return text
                case .placeholder(let name): return Self.value(name, timer, reading, moment, context, lines)
                }
            }.joined()
            try StandardOutput.write(
                TextSanitizer.singleLine(text.trimmingSpaces) + "\n", context.l10n)
        }
    }

    /// Running timers by the time they end (overtime first), then paused ones and stopwatches.
    static func nearestFirst(_ timers: [TimerRecord], at moment: TimerMoment) -> [TimerRecord] {
        timers.enumerated().sorted { lhs, rhs in
            func key(_ timer: TimerRecord) -> (Int, Double) {
                let reading = timer.reading(at: moment)
                if reading.isPaused { return (2, reading.remaining ?? .infinity) }
                guard let remaining = reading.remaining else { return (1, -reading.elapsed) }
                return (0, remaining)
            }
            let left = key(lhs.element), right = key(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    enum Part: Equatable {
        case literal(String)
        case placeholder(String)
    }

    /// The format split into text and placeholders.
    /// - Throws: a usage error naming an unknown placeholder and the known ones.
    static func parse(_ format: String, context: CommandContext) throws -> [Part] {
        var parts: [Part] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            parts.append(.literal(String(rest[..<open])))
            guard let close = rest[open...].firstIndex(of: "}") else {
                parts.append(.literal(String(rest[open...])))
                return parts
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard placeholders.contains(name) else {
                throw OrbitingExit.message(
                    context.l10n(
                        "timers.status.unknownPlaceholder",
                        [
                            "name": TextSanitizer.singleLine(name),
                            "list": placeholders.map { "{" + $0 + "}" }.joined(separator: " "),
                        ]), code: .usage)
            }
            parts.append(.placeholder(name))
            rest = rest[rest.index(after: close)...]
        }
        parts.append(.literal(String(rest)))
        return parts
    }

    private static func value(
        _ name: String, _ timer: TimerRecord, _ reading: TimerReading, _ moment: TimerMoment,
        _ context: CommandContext, _ lines: TimerLines
    ) -> String {
        switch name {
        case "label": return timer.label
        case "name": return context.timerName(timer)
        case "left": return reading.digits
        case "end": return reading.endsAt.map { lines.clockTime($0, now: moment.wall) } ?? ""
        case "kind": return context.l10n("timers.kind." + timer.kind.rawValue)
        case "phase": return reading.phase.map { context.l10n("timers.phase." + $0.rawValue) } ?? ""
        case "state": return reading.isPaused ? "paused" : "running"
        case "progress": return String(Int((reading.progress * 100).rounded(.down)))
        case "id": return timer.shortID
        default: return ""
        }
    }
}
