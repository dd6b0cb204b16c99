import ArgumentParser
import FoundationEssentials
import Glibc
import OrbitingCore
import OrbitingText

/// `orbiting timers`: lists running and paused timers (or the finished ones); its
/// subcommands pause, resume and cancel them, and print one for a status line.
struct Timers: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timers",
        abstract: "List running and paused timers, or the finished ones; pause, resume or cancel one.",
        subcommands: [
            TimersPause.self, TimersResume.self, TimersCancel.self, TimersStatus.self, TimersWatch.self,
            TimersStats.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "List finished and cancelled timers instead, newest first.")
    var done = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --done: only timers whose label contains this text (ignoring case and accents).", valueName: "text"))
    var search: String?

    @Flag(name: .long, help: "Print JSON instead (see the README for the fields).")
    var json = false

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let store = context.timerStore()
        let clock = SystemTimerClock()
        context.reportUnnoticed(store: store, at: clock.moment())
        let lines = TimerLines(context: context, zone: .current)
        if done {
            let finished = try context.withTimers(store) { () throws(StoreError) in
                try store.done(search: search ?? "", overAt: clock.moment())
            }
            if json {
                try StandardOutput.write(try TimerJSON.finished(finished), context.l10n)
            } else if finished.isEmpty {
                try StandardOutput.write(
                    context.l10n((search ?? "").isEmpty ? "timers.done.empty" : "timers.done.noMatches") + "\n",
                    context.l10n)
            } else {
                try StandardOutput.write(lines.finished(finished).map { $0 + "\n" }.joined(), context.l10n)
            }
            return
        }
        let moment = clock.moment()
        // A timer that ended a moment ago, not yet taken by a display, is over: never running.
        let timers = try context.withTimers(store) { () throws(StoreError) in try store.timers() }
            .filter { !$0.isOver(at: moment) }
        if json {
            try StandardOutput.write(try TimerJSON.running(timers, at: moment), context.l10n)
        } else if timers.isEmpty {
            try StandardOutput.write(context.l10n("timers.empty") + "\n", context.l10n)
        } else {
            try StandardOutput.write(lines.running(timers, at: moment).map { $0 + "\n" }.joined(), context.l10n)
        }
    }
}

/// `orbiting timers watch`: every running and paused timer full screen (the nearest huge,
/// the others in a strip), counting on into overtime, until `q`.
struct TimersWatch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show every timer full screen, the nearest huge, until q (the display's keys work here too)."
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var renderOptions: RenderOptions

    @OptionGroup var turnOptions: TurnOptions

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        let render = try renderOptions.request(context.l10n)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw OrbitingExit.message(context.l10n("timers.watch.notATerminal"), code: .usage)
        }
        let store = context.timerStore()
        let clock = SystemTimerClock()
        context.reportUnnoticed(store: store, at: clock.moment())
        try await TimerDisplayLauncher.run(
            timerID: nil, store: store, clock: clock, context: context, render: render,
            turn: turnOptions)
    }
}

/// `orbiting timers pause ID|LABEL`.
struct TimersPause: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause",
        abstract: "Pause a timer (its id, any unique start of it, or its label)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The timer's id, any unique start of it, or its label.", completion: .custom(timerKeys))
    var timer: String

    mutating func run() async throws {
        try await TimerControl.apply(to: timer, global: global, saying: "timers.paused") { record, moment in
            .keep(try record.paused(at: moment))
        }
    }
}

/// `orbiting timers resume ID|LABEL`.
struct TimersResume: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Resume a paused timer (its id, any unique start of it, or its label)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The timer's id, any unique start of it, or its label.", completion: .custom(timerKeys))
    var timer: String

    mutating func run() async throws {
        try await TimerControl.apply(to: timer, global: global, saying: "timers.resumed") { record, moment in
            .keep(try record.resumed(at: moment))
        }
    }
}

/// `orbiting timers cancel ID|LABEL`.
struct TimersCancel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Cancel a timer; it stays among the finished ones (orbiting timers --done)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The timer's id, any unique start of it, or its label.", completion: .custom(timerKeys))
    var timer: String

    mutating func run() async throws {
        try await TimerControl.apply(to: timer, global: global, saying: "timers.cancelled") { record, moment in
            .finish(record.finished(at: moment, result: .cancelled))
        }
    }
}

/// The ids and labels of the running timers, for shell completion.
func timerKeys(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
    let paths = OrbitingPaths.resolve(environment: ProcessEnvironment.variables())
    let timers = (try? TimerStore(directory: paths.data).timers()) ?? []
    return timers.map(\.shortID) + timers.map(\.label).filter { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
}

/// Pause, resume and cancel: one change under the store's lock, then one sentence.
enum TimerControl {
    /// Applies `change` to the timer `key` names and says what was done with the sentence
    /// `messageKey`.
    static func apply(
        to key: String, global: GlobalOptions, saying messageKey: String,
        _ change: (TimerRecord, TimerMoment) throws -> TimerStore.Change
    ) async throws {
        let context = try await CommandContext.make(global)
        let store = context.timerStore()
        let moment = SystemTimerClock().moment()
        var target: TimerRecord?
        let result: TimerStore.Change
        do {
            // Resolved first (an ambiguous key lists the candidates), changed by id under the lock.
            let id = try context.withTimers(store) { () throws(StoreError) in try store.resolve(key) }.id
            result = try store.update(id) { record in
                target = record
                return try change(record, moment)
            }
        } catch let error as TimerOperationError {
            guard let target else { throw error }
            throw context.exit(for: error, timer: target)
        } catch let error as StoreError {
            throw context.exit(for: error)
        }
        switch result {
        case .keep(let record):
            let reading = record.reading(at: moment)
            try StandardOutput.write(
                context.l10n(messageKey, ["name": context.timerName(record), "left": reading.digits]) + "\n",
                context.l10n)
        case .finish(let finished):
            try StandardOutput.write(
                context.l10n(messageKey, ["name": context.timerName(from: finished)]) + "\n", context.l10n)
        }
    }
}
