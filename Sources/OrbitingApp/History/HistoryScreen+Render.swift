import FoundationEssentials
import OrbitingCore
import OrbitingTerminal
import OrbitingText

extension HistoryScreen {
    /// Draws the whole window: the tabs and count, the search field, the visible rows of
    /// the list (only those), and the status row.
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        let height = frame.height
        guard height > 0, frame.width > 0 else { return }
        if height >= 3 {
            drawTabs(into: &frame, context: context)
            drawSearch(into: &frame, context: context)
        }
        let firstRow = height >= 3 ? 2 : 0
        let rows = max(0, height - 1 - firstRow)
        if list.count == 0 {
            if rows > 0 { frame.writeInsetRow(emptyText(context.l10n), row: firstRow, style: context.colors.quiet) }
        } else if rows > 0 {
            let visible = (top..<min(list.count, top + rows)).compactMap { list.message(at: $0) }
            let stamps = times.strings(for: visible.map(\.createdAt), context: context)
            for (offset, message) in visible.enumerated() {
                drawRow(
                    message, time: stamps[offset], isSelected: top + offset == selected,
                    row: firstRow + offset, into: &frame, colors: context.colors)
                if let number = quickPhraseNumber(at: top + offset) {
                    let style = top + offset == selected ? context.colors.selected : context.colors.quiet
                    frame.write(String(number), row: firstRow + offset, column: 0, style: style)
                }
            }
        }
        frame.writeInsetRow(
            statusText(context.l10n, columns: frame.width - 2 * PanelLayout.inset), row: height - 1,
            style: confirmation == nil ? context.colors.statusRow : context.colors.heading)
    }

    /// What the status row says in `columns`: the question being asked (its answer keys
    /// always shown), a note, or the key hint.
    func statusText(_ l10n: Localizer, columns: Int = .max) -> String {
        let question: String
        switch confirmation {
        case .delete(_, let text):
            let name = TextFitter.fitted(TextSanitizer.sanitize(text, mode: .singleLine), columns: 24)
            question = l10n("history.screen.deleteNamed", ["text": name])
        case .clearAll(let count):
            question = l10n(
                count == 1 ? "confirm.clearAll.one" : "confirm.clearAll.other",
                ["count": HistoryNumber.grouped(count, code: l10n.code)])
        case .clearFavorites(let count):
            question = l10n(
                count == 1 ? "history.screen.clearFavorites.one" : "history.screen.clearFavorites.other",
                ["count": HistoryNumber.grouped(count, code: l10n.code)])
        case nil:
            // On Favorites, Tab is the way back to All: the hint says so.
            if let notice { return l10n(notice.key) }
            let hint = l10n(list.favoritesOnly ? "history.screen.hintFavorites" : "history.screen.hint")
            return columns == .max
                ? hint : KeyHint(catalogue: hint, exitKey: l10n("keycap.escape"), helpKey: "F1").text(columns: columns)
        }
        return ConfirmationKeys.prompt(question, l10n, columns: columns)
    }

    /// The quick phrase (Alt-1 … Alt-9 on Home) of the row at `index`: the first nine rows of
    /// the Favorites tab while nothing is searched, which are the favorites in that order.
    func quickPhraseNumber(at index: Int) -> Int? {
        guard list.favoritesOnly, list.query.isEmpty, index < 9 else { return nil }
        return index + 1
    }

    /// The line shown in place of an empty list.
    func emptyText(_ l10n: Localizer) -> String {
        if !list.query.isEmpty {
            return l10n("historyScreen.noMatches", ["query": TextSanitizer.sanitize(list.query, mode: .singleLine)])
        }
        return l10n(list.favoritesOnly ? "historyScreen.emptyFavorites" : "historyScreen.empty")
    }

    /// Row 0: the title, the All and Favorites tabs (the current one in brackets), and on the
    /// right how many messages are listed.
    private func drawTabs(into frame: inout ScreenBuffer, context: RenderContext) {
        let l10n = context.l10n, colors = context.colors
        var column = frame.write(l10n("historyScreen.title"), row: 0, column: 1, style: colors.heading) + 2
        for (key, isCurrent) in [
            ("historyScreen.all", !list.favoritesOnly), ("historyScreen.favorites", list.favoritesOnly),
        ] {
            let label = l10n(key)
            column =
                frame.write(
                    isCurrent ? "[" + label + "]" : " " + label + " ", row: 0, column: column,
                    style: isCurrent ? colors.heading : colors.quiet) + 1
        }
        let count = l10n.plural(
            "historyScreen.count", count: list.count, ["count": HistoryNumber.grouped(list.count, code: l10n.code)])
        let countColumn = frame.width - 1 - DisplayWidth.of(count)
        if countColumn > column { frame.write(count, row: 0, column: countColumn, style: colors.quiet) }
    }

    /// Row 1: the search label and the search as typed, with the edit position after it.
    private func drawSearch(into frame: inout ScreenBuffer, context: RenderContext) {
        let label = context.l10n("history.screen.searchPrompt")
        let start = frame.write(label, row: 1, column: 1, style: context.colors.quiet) + 1
        let room = frame.width - start - 1
        let shown = TextFitter.tail(list.query, columns: room)
        let caret = frame.write(shown, row: 1, column: start, style: context.colors.body)
        frame.restyle(row: 1, column: caret, context.colors.markCaret)
    }

    /// One message row: the star, the text on one line, the time on the right.
    private func drawRow(
        _ message: Message, time: String, isSelected: Bool, row: Int,
        into frame: inout ScreenBuffer, colors: ScreenColors
    ) {
        let width = frame.width
        let body = isSelected ? colors.selected : colors.body
        if isSelected {
            for column in 0..<width { frame.put(" ", row: row, column: column, style: body) }
        }
        if message.isFavorite { frame.write("★", row: row, column: 1, style: isSelected ? body : colors.star) }
        let timeWidth = DisplayWidth.of(time)
        var textColumns = width - 3 - 2 - timeWidth - 1
        let showsTime = textColumns >= 8
        if !showsTime { textColumns = width - 4 }
        frame.write(TextFitter.fitted(message.text, columns: textColumns), row: row, column: 3, style: body)
        if showsTime {
            frame.write(time, row: row, column: width - 1 - timeWidth, style: isSelected ? body : colors.quiet)
        }
    }
}

/// Counts written as the language writes numbers ("1,234", "1.234", "১,২৩৪").
enum HistoryNumber {
    /// `count` with the grouping of the language with catalogue code `code`.
    static func grouped(_ count: Int, code: String) -> String {
        let locale = Locale(identifier: Language.withCode(code)?.localeIdentifier ?? "en")
        return count.formatted(.number.locale(locale))
    }
}
