import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// `orbiting timers stats`: focus time per day and per label over the last days, Pomodoros
/// done and streaks, drawn as a bar chart in the theme's colours (or as JSON).
struct TimersStats: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Focus time per day and per label, Pomodoros done and streaks, as a bar chart.",
        discussion: "Read from the finished timers (orbiting timers --done); cancelled ones do not count."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("How many days back, today included (1 to 366).", valueName: "n"))
    var days: String = "14"

    @Flag(name: .long, help: "Print JSON instead (see the README for the fields).")
    var json = false

    @OptionGroup var colors: ColorOptions

    // `--json` after `stats` may be taken by `timers`' own flag of that name.
    @ParentCommand var parent: Timers

    mutating func run() async throws {
        let context = try await CommandContext.make(global)
        guard let count = Int(days), (1...DurationParser.maximumDays).contains(count) else {
            throw OrbitingExit.message(
                context.l10n("timers.stats.badDays", ["value": TextSanitizer.escaped(days)]), code: .usage)
        }
        let store = context.timerStore()
        let clock = SystemTimerClock()
        context.reportUnnoticed(store: store, at: clock.moment())
        let finished = try context.withTimers(store) { () throws(StoreError) in try store.done() }
        let statistics = FocusStatistics(finished, days: count, now: clock.moment().wall, zone: .current)
        if json || parent.json {
            guard let text = TimerCoding.json(statistics) else {
                throw OrbitingExit(text: "the statistics could not be written as JSON", status: .failure)
            }
            try StandardOutput.write(text + "\n", context.l10n)
            return
        }
        let settings = context.settings
        let look = try ThemeResolver.resolve(
            themeName: nil, settingTheme: settings.theme, scheme: settings.colorScheme.rawValue,
            colorMode: colors.color,
            depthSetting: settings.colorDepth, environment: context.environment,
            outputIsTerminal: ThemeResolver.standardOutputIsTerminal, paths: context.paths, localizer: context.l10n)
        let chart = FocusChart(
            context: context, depth: look.depth, palette: look.palette.readable,
            columns: TerminalFacts.columns(environment: context.environment))
        try StandardOutput.write(chart.lines(statistics).map { $0 + "\n" }.joined(), context.l10n)
    }
}

/// The statistics drawn as lines of text: a bar of block characters per day and per label,
/// in the palette's primary colour (the last day in its accent), and the counts under them.
struct FocusChart {
    let context: CommandContext
    let depth: ColorDepth
    let palette: Palette
    let columns: Int

    /// The chart's lines.
    func lines(_ statistics: FocusStatistics) -> [String] {
        let l10n = context.l10n
        var lines = [
            heading(
                l10n.plural(
                    "timers.stats.perDay", count: statistics.days.count, ["days": String(statistics.days.count)]))
        ]
        let dayRows = statistics.days.map { (String($0.date.suffix(5)), $0.focusSeconds) }
        lines += bars(dayRows, highlightLast: true)
        if statistics.totalFocusSeconds == 0 {
            lines.append(
                l10n.plural("timers.stats.empty", count: statistics.days.count, ["days": String(statistics.days.count)])
            )
        }
        if !statistics.labels.isEmpty {
            lines.append("")
            lines.append(heading(l10n("timers.stats.perLabel")))
            let labelRows = statistics.labels.prefix(10).map { label in
                (
                    label.label.isEmpty ? l10n("timers.stats.noLabel") : TextSanitizer.singleLine(label.label),
                    label.focusSeconds
                )
            }
            lines += bars(Array(labelRows), highlightLast: false)
        }
        lines.append("")
        lines.append(l10n("timers.stats.total", ["time": TimerDigits.elapsed(statistics.totalFocusSeconds)]))
        lines.append(l10n("timers.stats.pomodoros", ["count": String(statistics.pomodoros)]))
        lines.append(
            l10n.plural(
                "timers.stats.streak", count: statistics.currentStreak,
                ["current": String(statistics.currentStreak), "longest": String(statistics.longestStreak)]))
        return lines
    }

    private func heading(_ text: String) -> String {
        guard depth != .none else { return text }
        return SGR.foreground(palette.text, depth: depth) + "\u{1B}[1m" + text + SGR.reset
    }

    /// One row per item: its name padded, a bar as long as its share of the largest, the time.
    private func bars(_ rows: [(String, Double)], highlightLast: Bool) -> [String] {
        let names = rows.map { TextFitter.fitted($0.0, columns: 16) }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let times = rows.map { TimerDigits.elapsed($0.1) }
        let timeWidth = times.map(DisplayWidth.of).max() ?? 0
        let barWidth = max(4, min(50, columns - nameWidth - timeWidth - 4))
        let largest = rows.map(\.1).max() ?? 0
        return rows.indices.map { index in
            let name = DisplayWidth.padded(names[index], to: nameWidth)
            let eighths =
                largest > 0 && rows[index].1 > 0
                ? max(1, Int((rows[index].1 / largest * Double(barWidth * 8)).rounded())) : 0
            let bar = Self.bar(eighths: eighths)
            let pad = String(repeating: " ", count: barWidth - DisplayWidth.of(bar))
            let time = String(repeating: " ", count: timeWidth - DisplayWidth.of(times[index])) + times[index]
            let color = highlightLast && index == rows.count - 1 ? palette.accent : palette.primary
            let painted = depth == .none || bar.isEmpty ? bar : SGR.foreground(color, depth: depth) + bar + SGR.reset
            return name + "  " + painted + pad + "  " + time
        }
    }

    /// A bar `eighths` eighths of a cell long, in full blocks and one partial block; a thin
    /// mark for a value too small to reach an eighth, none for zero.
    static func bar(eighths: Int) -> String {
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
    }
}
