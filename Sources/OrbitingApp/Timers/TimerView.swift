import FoundationEssentials
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// Draws the timer display (`TimerDisplay` over the store's `TimerFace`s) into a buffer:
/// see `TimerLayout` for where each part goes.
///
/// The time is fitted once per shape of its digits ("0:00", "00:00", "0:00:00") and box,
/// then every second is drawn at that size, so the digits never change size while they
/// count; the last drawings are kept, so a frame that only recolours (the flash) draws no
/// text. The texts are drawn in the render mode (`render`): block characters, smooth cells,
/// or pictures on a graphics terminal, one for each text.
public final class TimerView {
    /// The block-letter engine.
    public let engine: BigTextEngine
    private var sizes: [FitKey: Int] = [:]
    private var drawings: [FitKey: BigTextDrawing] = [:]
    /// Which way the big digits and labels face (`--rotate`, the rotation setting); the
    /// status row stays upright.
    public var orientation: Orientation = .upright {
        didSet { if orientation != oldValue { drawings = [:] } }
    }
    /// How the big texts reach the screen (`--render`, the render setting).
    public var render = RenderTarget(mode: .blocks) {
        didSet {
            if render != oldValue {
                drawings = [:]
                sizes = [:]
            }
        }
    }

    private struct FitKey: Hashable {
        var text: String
        var width: Int
        var height: Int
        var options: FitOptionsKey
    }

    private struct FitOptionsKey: Hashable {
        var style: String
        var margin: Int
        var alignment: String
        var forcedSize: Int?
        var percent: Int

        init(_ options: FitOptions) {
            style = options.style.rawValue
            margin = options.margin
            alignment = options.alignment.rawValue
            forcedSize = options.forcedSize
            percent = options.maximumSizePercent
        }
    }

    /// Creates a view drawing with `engine`.
    public init(engine: BigTextEngine) {
        self.engine = engine
    }

    /// Draws `display` showing `faces` into `frame` (the whole window).
    public func render(
        _ display: TimerDisplay, faces: [TimerFace], options: FitOptions, into frame: inout ScreenBuffer,
        context: RenderContext
    ) {
        if let help = display.help {
            help.render(into: &frame, context: context)
            return
        }
        let colors = context.colors
        let huge = display.huge(in: faces)
        let others = display.strip(in: faces)
        let label = huge.map { TextSanitizer.sanitize($0.label) } ?? ""
        let layout = TimerLayout(rows: frame.height, hasLabel: !label.isEmpty, others: others.count)
        if let huge {
            let style = timeStyle(huge, colors: colors, lastSeconds: display.lastSeconds)
            drawTime(
                huge.digits, shape: huge.digitsShape, rows: layout.digits, options: options, style: style, into: &frame)
            if !layout.label.isEmpty {
                drawLabel(label, rows: layout.label, options: options, style: colors.body, into: &frame)
            }
            if let row = layout.info { drawInfo(huge, display: display, row: row, into: &frame, context: context) }
            if let row = layout.bar {
                drawBar(huge, lastSeconds: display.lastSeconds, row: row, into: &frame, colors: colors)
            }
        } else if !layout.digits.isEmpty {
            drawText(
                context.l10n("timer.none"), rows: layout.digits, options: options, style: colors.quiet, into: &frame)
        }
        drawStrip(
            others, lastSeconds: display.lastSeconds, rows: layout.strip, options: options, into: &frame,
            context: context)
        if let row = layout.status {
            var shown = display
            if !noticeIsFresh(display.notice, now: context.now) { shown.notice = nil }
            let line = statusText(shown, huge: huge, columns: frame.width, l10n: context.l10n, timers: faces.count)
            frame.write(
                line, row: row, column: max(0, (frame.width - DisplayWidth.of(line)) / 2), style: colors.statusRow)
        }
        if let huge, huge.awaitsSomeone, Self.endIsInverse(huge, at: context.now, steady: display.steadyEnd) {
            // The end keeps signalling until a key: the whole screen inverse, every other second.
            Flash.apply(1, to: &frame, colors: colors)
        }
    }

    /// How long a note stays on the status row (it also goes with the next key).
    static let noticeLifetime: TimeInterval = 4
    private var noticeSeen: (notice: TimerNotice, since: Date)?

    /// Whether `notice` was first drawn less than `noticeLifetime` ago.
    private func noticeIsFresh(_ notice: TimerNotice?, now: Date) -> Bool {
        guard let notice else {
            noticeSeen = nil
            return false
        }
        if noticeSeen?.notice != notice { noticeSeen = (notice, now) }
        return now.timeIntervalSince(noticeSeen?.since ?? now) < Self.noticeLifetime
    }

    /// Whether `face`'s end, waiting for someone, is drawn inverse at `now`: from one second
    /// after the end (the alarm's own flash has the first), every other second, or all the
    /// time when it is to stay still (`TimerDisplay.steadyEnd`).
    static func endIsInverse(_ face: TimerFace, at now: Date, steady: Bool) -> Bool {
        let seconds = Int(now.timeIntervalSince(face.end ?? now).rounded(.down))
        return seconds >= 1 && (steady || seconds % 2 == 1)
    }

    /// The status row: the prompt, the question, the end waiting for a key (which replaces
    /// any older note), a note for a few seconds, or the keys (Tab among them when `timers`,
    /// the number shown, is more than one).
    public func statusText(_ display: TimerDisplay, huge: TimerFace?, columns: Int, l10n: Localizer, timers: Int = 1)
        -> String
    {
        if let prompt = display.prompt {
            let line = l10n("timer.prompt") + " " + TextSanitizer.singleLine(prompt.text)
            return TextFitter.fitted(line, columns: columns)
        }
        if let timer = display.confirming {
            let name = timer.label.isEmpty ? timer.digits : TextSanitizer.singleLine(timer.label)
            return ConfirmationKeys.prompt(l10n("timer.confirm.cancel", ["label": name]), l10n, columns: columns)
        }
        if let huge, huge.awaitsSomeone {
            // The end replaces any older note. The instruction comes first, named here too in
            // plain text when the row has room (the label is on screen already).
            let key = huge.id == display.waitedID ? "timer.key.anyKeyCloses" : "timer.key.anyKeyDismisses"
            let instruction = l10n(key)
            let line = huge.label.isEmpty ? instruction : instruction + " · " + TextSanitizer.singleLine(huge.label)
            return TextFitter.fitted(DisplayWidth.of(line) <= columns ? line : instruction, columns: columns)
        }
        if let notice = display.notice { return TextFitter.fitted(notice.text(l10n), columns: columns) }
        var items: [KeyHint.Item] = []
        if let huge {
            // Only the keys that do something for the timer shown.
            if huge.kind.hasPhases, huge.isOver {
                items.append(.init(key: "Enter", label: l10n("timer.key.nextPhase")))
            }
            if !huge.kind.followsWallClock {
                items.append(.init(key: "Space", label: l10n(huge.isPaused ? "timer.key.resume" : "timer.key.pause")))
            }
            if huge.kind.takesLaps {
                items.append(.init(key: "l", label: l10n("timer.key.lap")))
            } else {
                items.append(.init(key: "+/-", label: l10n("timer.key.minute")))
            }
            if huge.kind.hasPhases, !huge.isOver { items.append(.init(key: "s", label: l10n("timer.key.skip"))) }
            if huge.countsDown { items.append(.init(key: "e", label: l10n("timer.key.end"))) }
        }
        if timers > 1 { items.append(.init(key: "Tab", label: l10n("timer.key.next"))) }
        items.append(.init(key: "n", label: l10n("timer.key.new")))
        items.append(.init(key: "q", label: l10n("timer.key.leave")))
        items.append(.init(key: "F1", label: l10n("timer.key.help")))
        return KeyHint(items, exitKey: "q").text(columns: columns)
    }

    // MARK: Parts

    /// The huge time's style: quieter while paused, the alert colour (a readable red) in the
    /// last seconds and overtime; bold without colour.
    func timeStyle(_ face: TimerFace, colors: ScreenColors, lastSeconds: Int) -> CellStyle {
        if face.isPaused { return colors.quiet }
        if face.isOver || face.isInLastSeconds(lastSeconds) {
            return CellStyle(
                foreground: colors.alert ?? colors.accent ?? colors.text, background: colors.background, isBold: true)
        }
        return colors.body
    }

    private func drawTime(
        _ digits: String, shape: String, rows: Range<Int>, options: FitOptions, style: CellStyle,
        into frame: inout ScreenBuffer
    ) {
        guard !rows.isEmpty else { return }
        let box = Box(width: frame.width, height: rows.count)
        var fixed = options
        fixed.forcedSize = size(of: shape, box: box, options: options)
        drawing(digits, box: box, options: fixed.forcedSize == nil ? options : fixed)
            .draw(into: &frame, row: rows.lowerBound, column: 0, style: style)
    }

    private func drawText(
        _ text: String, rows: Range<Int>, options: FitOptions, style: CellStyle,
        into frame: inout ScreenBuffer, columns: Range<Int>? = nil
    ) {
        guard !rows.isEmpty else { return }
        let columns = columns ?? 0..<frame.width
        drawing(text, box: Box(width: columns.count, height: rows.count), options: options)
            .draw(into: &frame, row: rows.lowerBound, column: columns.lowerBound, style: style)
    }

    /// The label in block letters when they are tall enough to read (`legibleRows`), else as
    /// one line of plain text across the middle of its rows.
    private func drawLabel(
        _ label: String, rows: Range<Int>, options: FitOptions, style: CellStyle,
        into frame: inout ScreenBuffer
    ) {
        guard !rows.isEmpty else { return }
        let box = Box(width: frame.width, height: rows.count)
        if let size = size(of: label, box: box, options: options),
            size >= Self.legibleRows(label) * options.grid.rowsPerCell
        {
            drawText(label, rows: rows, options: options, style: style, into: &frame)
            return
        }
        let line = TextFitter.fitted(TextSanitizer.singleLine(label), columns: max(1, frame.width - 2))
        frame.write(
            line, row: rows.lowerBound + (rows.count - 1) / 2,
            column: max(0, (frame.width - DisplayWidth.of(line)) / 2), style: style)
    }

    /// The fewest cell rows block letters of `text` need to be read: 5 for Latin, Greek and
    /// Cyrillic, 8 for scripts with denser strokes (kana, kanji, Hangul, Devanagari, Bengali).
    static func legibleRows(_ text: String) -> Int {
        text.unicodeScalars.contains { $0.value > 0x52F && !$0.properties.isWhitespace } ? 8 : 5
    }

    private func drawInfo(
        _ face: TimerFace, display: TimerDisplay, row: Int, into frame: inout ScreenBuffer,
        context: RenderContext
    ) {
        var parts: [String] = []
        if face.isPaused { parts.append("⏸ " + context.l10n("timer.paused")) }
        if let phase = face.phase { parts.append(TextSanitizer.singleLine(phase)) }
        let times = RelativeTimeFormatter(
            localizer: context.l10n, timeZone: context.timeZone,
            now: { [now = context.now] in now })
        if face.hasEnded, let end = face.end {
            parts.append(context.l10n("timer.endedAt", ["time": times.string(for: end)]))
        } else if face.isOver, let next = face.nextPhase {
            parts.append(context.l10n("timer.phase.nextEnter", ["phase": TextSanitizer.singleLine(next)]))
        } else if face.isOver {
            parts.append(context.l10n("timer.overtime"))
        }
        // A stopwatch's laps, newest first, as many as the row holds: each lap's own time, and
        // the time counted when it was taken.
        let splits = face.laps.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
        for (index, lap) in LapTimes.durations(splits).enumerated().reversed() {
            parts.append(
                context.l10n(
                    "timer.lap",
                    [
                        "number": String(index + 1), "time": TimerDigits.elapsed(lap),
                        "split": TimerDigits.elapsed(splits[index]),
                    ]))
        }
        if display.showsEnd, !face.hasEnded, let end = face.end {
            var time = times.string(for: end)
            if let identifier = face.zoneIdentifier,
                let typed = ZonedEnd.zone(of: face.kind, typedIn: identifier, here: context.timeZone, at: end)
            {
                // As typed, in its zone, and here.
                let there = RelativeTimeFormatter(
                    localizer: context.l10n, timeZone: typed, now: { [now = context.now] in now })
                time = ZonedEnd.text(time: there.string(for: end), zone: typed, local: time, l10n: context.l10n)
            }
            parts.append(context.l10n("timer.ends", ["time": time]))
        }
        let line = TextFitter.fitted(parts.joined(separator: " · "), columns: frame.width)
        frame.write(
            line, row: row, column: max(0, (frame.width - DisplayWidth.of(line)) / 2),
            style: face.isPaused ? context.colors.heading : context.colors.quiet)
    }

    /// A thin bar across the window less its margins: the part run heavy, the rest light.
    private func drawBar(
        _ face: TimerFace, lastSeconds: Int, row: Int, into frame: inout ScreenBuffer, colors: ScreenColors
    ) {
        guard let progress = face.progress else { return }
        let inset = frame.width > 10 ? 2 : 0
        let width = frame.width - 2 * inset
        let done = Int((max(0, min(1, progress)) * Double(width)).rounded(.down))
        let late = face.isOver || face.isInLastSeconds(lastSeconds)
        let doneStyle = CellStyle(
            foreground: (late ? colors.alert ?? colors.accent : colors.primary) ?? colors.text,
            background: colors.background)
        frame.write(String(repeating: "━", count: done), row: row, column: inset, style: doneStyle)
        frame.write(String(repeating: "─", count: width - done), row: row, column: inset + done, style: colors.quiet)
    }

    /// The other timers side by side: each one's time in small block letters with its label
    /// under it, or, in a strip of one row, "label time" items on one line.
    private func drawStrip(
        _ faces: [TimerFace], lastSeconds: Int, rows: Range<Int>, options: FitOptions, into frame: inout ScreenBuffer,
        context: RenderContext
    ) {
        guard !faces.isEmpty, !rows.isEmpty else { return }
        let colors = context.colors
        if rows.count == 1 {
            let items = faces.map { face in
                (face.label.isEmpty ? "" : TextSanitizer.singleLine(face.label) + " ") + face.digits
                    + (face.isPaused ? " ⏸" : "")
            }
            let line = TextFitter.fitted(items.joined(separator: "   "), columns: frame.width)
            frame.write(
                line, row: rows.lowerBound, column: max(0, (frame.width - DisplayWidth.of(line)) / 2),
                style: colors.quiet)
            return
        }
        let width = frame.width / faces.count
        var small = options
        small.margin = 0
        let time = rows.lowerBound..<(rows.upperBound - 1)
        let box = Box(width: max(1, width - 2), height: time.count)
        // One size for the whole strip, the largest every time fits at; plain text for all
        // when one of them fits only so.
        let sizes = faces.map { size(of: $0.digitsShape, box: box, options: small) }
        let common = sizes.contains(nil) ? nil : sizes.compactMap { $0 }.min()
        for (index, face) in faces.enumerated() {
            let columns = (index * width)..<((index + 1) * width)
            let style = timeStyle(face, colors: colors, lastSeconds: lastSeconds)
            if let common {
                var fixed = small
                fixed.forcedSize = common
                drawing(face.digits, box: box, options: fixed)
                    .draw(into: &frame, row: time.lowerBound, column: columns.lowerBound + 1, style: style)
            } else {
                let digits = TextFitter.fitted(face.digits, columns: columns.count)
                frame.write(
                    digits, row: time.lowerBound + time.count / 2,
                    column: columns.lowerBound + max(0, (columns.count - DisplayWidth.of(digits)) / 2), style: style,
                    limit: columns.upperBound)
            }
            let name = TextFitter.fitted(
                face.label.isEmpty ? face.phase ?? "" : TextSanitizer.singleLine(face.label),
                columns: max(1, columns.count - 2))
            frame.write(
                name, row: rows.upperBound - 1,
                column: columns.lowerBound + max(0, (columns.count - DisplayWidth.of(name)) / 2),
                style: colors.quiet, limit: columns.upperBound)
        }
    }

    // MARK: Fitting

    /// The glyph size `shape` fits `box` at, or nil when it fits only as plain text.
    private func size(of shape: String, box: Box, options: FitOptions) -> Int? {
        let key = FitKey(text: shape, width: box.width, height: box.height ?? 0, options: FitOptionsKey(options))
        if let known = sizes[key] { return known > 0 ? known : nil }
        let layout = engine.layout(shape, in: box, options: render.fitting(box).fitOptions(options))
        let size = layout.mode == .text ? 0 : layout.size
        if sizes.count > 64 { sizes = [:] }
        sizes[key] = size
        return size > 0 ? size : nil
    }

    /// `text` drawn in `box` in the render mode, from the kept drawings when it was drawn
    /// there before.
    private func drawing(_ text: String, box: Box, options: FitOptions) -> BigTextDrawing {
        let key = FitKey(text: text, width: box.width, height: box.height ?? 0, options: FitOptionsKey(options))
        if let known = drawings[key] { return known }
        let render = render.fitting(box)
        let layout = engine.layout(text, in: box, options: render.fitOptions(options))
        let drawn = BigTextDrawing(layout, box: box, mode: render.mode)
        // Plain text (a time that fits no glyph size) stays upright: letters cannot turn.
        let drawing = layout.mode == .text ? drawn : drawn.turned(orientation)
        // A few seconds' worth: the times on screen now, and the label.
        if drawings.count > 16 { drawings = [:] }
        drawings[key] = drawing
        return drawing
    }
}
