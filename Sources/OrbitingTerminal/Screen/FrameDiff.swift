/// Turns the change from one frame to the next into the bytes a terminal needs.
///
/// Only the runs of cells that changed are written, each after a cursor move, with SGR
/// escapes only where the style changes; the whole is wrapped in synchronized output so
/// the terminal shows it at once. When the sizes differ (or there is no previous frame)
/// the screen is erased and redrawn in full; when most of the frame changed, whole rows
/// are written if that is shorter. Cell text is sanitized by `StyledCell`, so
/// the only control bytes written are the escapes built here.
///
/// The writer cannot drift: after a character whose width terminals disagree on
/// (`StyledCell.isUncertain`: an Indic conjunct, an emoji sequence) the cursor is moved
/// absolutely before the next cell, and a changed row that holds such a character, now or
/// in the frame before, is erased and written whole, so nothing a terminal drew wider or
/// narrower than expected is left behind.
public enum FrameDiff {
    /// Unchanged cells shorter than this between two changed runs on a row are rewritten
    /// rather than skipped with a cursor move (a move costs 6–8 bytes).
    static let gapToBridge = 4

    /// The bytes that turn a terminal showing `old` into one showing `new`; empty when
    /// nothing changed. Every frame leaves the terminal's attributes reset.
    ///
    /// - Parameters:
    ///   - old: the frame on the terminal now, or nil when unknown (a full redraw).
    ///   - new: the frame to show.
    ///   - depth: how colours are written.
    /// - Complexity: O(`new.width` × `new.height`).
    public static func bytes(from old: ScreenBuffer?, to new: ScreenBuffer, depth: ColorDepth) -> [UInt8] {
        var writer = RunWriter(depth: depth)
        if let old, old.width == new.width, old.height == new.height {
            for row in 0..<new.height {
                let runs = changedRuns(row: row, old: old, new: new)
                guard !runs.isEmpty else { continue }
                if hasUncertain(row: row, in: old) || hasUncertain(row: row, in: new) {
                    writer.rewrite(row: row, of: new)
                } else {
                    for run in runs { writer.write(row: row, columns: run, of: new) }
                }
            }
            guard !writer.output.isEmpty else { return [] }
            if writer.output.count > new.width * new.height {
                // Most of the frame changed: whole rows may cost fewer bytes than many runs.
                var rows = RunWriter(depth: depth)
                for row in 0..<new.height { rows.write(row: row, columns: 0..<new.width, of: new) }
                if rows.output.count < writer.output.count { writer = rows }
            }
        } else {
            writer.output.append(contentsOf: (ControlSequence.resetAttributes + ControlSequence.eraseScreen).utf8)
            writer.pen = .plain
            for row in 0..<new.height where new.width > 0 {
                writer.write(row: row, columns: 0..<new.width, of: new)
            }
        }
        return Array(ControlSequence.beginSynchronizedUpdate.utf8) + writer.finish()
            + Array(ControlSequence.endSynchronizedUpdate.utf8)
    }

    /// The column ranges of `row` that differ, widened to whole characters and joined
    /// across short unchanged gaps.
    static func changedRuns(row: Int, old: ScreenBuffer, new: ScreenBuffer) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var column = 0
        while column < new.width {
            guard old[row, column] != new[row, column] else {
                column += 1
                continue
            }
            var start = column
            while start > 0 && new[row, start].isContinuation { start -= 1 }
            var end = column + 1
            while end < new.width && old[row, end] != new[row, end] { end += 1 }
            while end < new.width && new[row, end].isContinuation { end += 1 }
            if let last = runs.last, start - last.upperBound < gapToBridge {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }

    /// Whether `row` of `buffer` holds a character of uncertain width.
    static func hasUncertain(row: Int, in buffer: ScreenBuffer) -> Bool {
        (0..<buffer.width).contains { buffer[row, $0].isUncertain }
    }
}

/// Accumulates cursor moves, style changes and cell text, tracking the terminal's pen.
private struct RunWriter {
    let depth: ColorDepth
    var output: [UInt8] = []
    /// The style the terminal is drawing with, or nil when not known yet.
    var pen: CellStyle?

    init(depth: ColorDepth) {
        self.depth = depth
    }

    mutating func write(row: Int, columns: Range<Int>, of buffer: ScreenBuffer) {
        output.append(contentsOf: ControlSequence.moveTo(row: row + 1, column: columns.lowerBound + 1).utf8)
        writeCells(row: row, columns: columns, of: buffer)
    }

    /// The cells of `columns`, from where the cursor is (the first of them).
    private mutating func writeCells(row: Int, columns: Range<Int>, of buffer: ScreenBuffer) {
        for column in columns {
            let cell = buffer[row, column]
            if cell.isContinuation { continue }
            setPen(cell.style)
            output.append(contentsOf: cell.character.utf8)
            let next = column + cell.width
            if cell.isUncertain && next < buffer.width && next < columns.upperBound {
                // Wherever the terminal left the cursor, the next cell goes where it belongs.
                output.append(contentsOf: ControlSequence.moveTo(row: row + 1, column: next + 1).utf8)
            }
        }
    }

    /// Erases `row` in its first cell's background and writes it whole.
    mutating func rewrite(row: Int, of buffer: ScreenBuffer) {
        guard buffer.width > 0 else { return }
        output.append(contentsOf: ControlSequence.moveTo(row: row + 1, column: 1).utf8)
        setPen(buffer[row, 0].style)
        output.append(contentsOf: ControlSequence.eraseLine.utf8)
        writeCells(row: row, columns: 0..<buffer.width, of: buffer)
    }

    private mutating func setPen(_ style: CellStyle) {
        guard pen != style else { return }
        SGR.appendStyle(style, depth: depth, from: pen, to: &output)
        pen = style
    }

    mutating func finish() -> [UInt8] {
        if let pen, pen != .plain { output.append(contentsOf: SGR.reset.utf8) }
        return output
    }
}
