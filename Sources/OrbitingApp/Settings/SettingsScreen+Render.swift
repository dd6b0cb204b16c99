import OrbitingCore
import OrbitingTerminal
import OrbitingText

extension SettingsScreen {
    /// The sample the preview draws in big letters: two letters of the language's script
    /// ("Aa", "अआ", "あア"), in the chosen font when the screen has engines.
    func previewSample(_ context: RenderContext) -> (text: String, engine: BigTextEngine) {
        guard let engines = previewEngines, let engine = engines(settings.font, context.l10n.code) else {
            return ("Aa", Self.builtinEngine)
        }
        return (context.l10n("settingsScreen.previewSample"), engine)
    }

    /// Draws the title, the list of settings, the chosen one's description, the preview and
    /// the status row (the key hint, or the reset question).
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        guard frame.height > 0, frame.width > 0 else { return }
        let l10n = context.l10n, colors = context.colors
        frame.writeInsetRow(l10n("settingsScreen.title"), row: 0, style: colors.heading)
        guard frame.height > 1 else { return }
        let status =
            isConfirmingReset
            ? ConfirmationKeys.prompt(l10n("confirm.reset"), l10n, columns: frame.width - 2 * PanelLayout.inset)
            // ← → is the one key a narrow row leaves out first: the chosen value's ‹ › marks show it.
            : KeyHint(
                [
                    .init(key: "↑↓", label: l10n("settingsScreen.choose")),
                    .init(key: "R", label: l10n("settingsScreen.reset")),
                    .init(key: "←→", label: l10n("settingsScreen.change")),
                    .init(key: "Esc", label: l10n("common.back")),
                    .init(key: "F1", label: l10n("timer.key.help")),
                ], helpKey: "F1"
            )
            .text(columns: frame.width - 2 * PanelLayout.inset)
        frame.writeInsetRow(status, row: frame.height - 1, style: colors.statusRow)
        let space = frame.height - 2
        // The chosen setting's description, on up to two rows: it keeps its rows in a small
        // window, and the list scrolls (the chosen setting always shows) in what is left.
        let description = selectedDefinition.map { definition in
            // The screen's own wording where the command line's names a value to type (`auto`).
            let screenKey = "settingsScreen.description." + definition.key
            return l10n(l10n.has(screenKey) ? screenKey : definition.descriptionKey)
        }
        let columns = max(1, frame.width - 2 * PanelLayout.inset)
        var descriptionLines = description.map { ColumnWrapper.wrap($0, columns: columns) } ?? []
        let descriptionRows = min(descriptionLines.count, space >= 4 ? 2 : space >= 2 ? 1 : 0)
        if descriptionLines.count > descriptionRows, descriptionRows > 0 {
            // What does not fit ends the last row with an ellipsis.
            let rest = descriptionLines[(descriptionRows - 1)...].joined(separator: " ")
            descriptionLines[descriptionRows - 1] = TextFitter.fitted(rest, columns: columns)
        }
        let listRows = Self.listRows(count: definitions.count, height: frame.height, descriptionRows: descriptionRows)
        drawList(rows: listRows, into: &frame, context: context)
        var next = 1 + listRows
        for line in descriptionLines.prefix(descriptionRows) {
            frame.writeInsetRow(line, row: next, style: colors.quiet)
            next += 1
        }
        let previewRows = frame.height - 1 - next
        if previewRows >= 3 {
            drawPreview(top: next, rows: previewRows, into: &frame, context: context)
        }
    }

    /// Draws `rows` rows of the list from row 1, scrolled so the chosen setting shows.
    private func drawList(rows: Int, into frame: inout ScreenBuffer, context: RenderContext) {
        guard rows > 0 else { return }
        let inset = PanelLayout.inset, columns = frame.width - 2 * inset
        let names = definitions.map { context.l10n("settingsScreen." + $0.key) }
        let nameWidth = min(names.map { DisplayWidth.of($0) }.max() ?? 0, columns / 2)
        let first = Self.firstListed(selected: selected, rows: rows, count: definitions.count)
        for row in 0..<rows {
            let index = first + row
            let definition = definitions[index]
            let isSelected = index == selected
            let style = isSelected ? context.colors.selected : context.colors.body
            if isSelected {
                for column in inset..<max(inset, frame.width - inset) {
                    frame.put(" ", row: 1 + row, column: column, style: style)
                }
            }
            let name = TextFitter.fitted(names[index], columns: nameWidth)
            frame.write(name, row: 1 + row, column: inset, style: style)
            let valueColumn = inset + nameWidth + 1
            // The value's marks (‹ ›) take four columns; a long label gives way to its short form.
            let labelColumns = max(1, frame.width - inset - valueColumn - 4)
            let label = choices.label(
                settings[definition.key], key: definition.key, l10n: context.l10n, columns: labelColumns)
            let value = isSelected ? "‹ " + label + " ›" : "  " + label
            frame.write(
                TextFitter.fitted(value, columns: frame.width - inset - valueColumn), row: 1 + row,
                column: valueColumn, style: style)
        }
        // The list scrolls: an arrow at the end of its first or last row says more is above or below.
        let edge = frame.width - inset - 1
        guard edge > inset else { return }
        if first > 0 {
            frame.put(
                "↑", row: 1, column: edge, style: first == selected ? context.colors.selected : context.colors.quiet)
        }
        if first + rows < definitions.count {
            let last = first + rows - 1
            frame.put(
                "↓", row: rows, column: edge, style: last == selected ? context.colors.selected : context.colors.quiet)
        }
    }

    /// The colours the preview paints with: the chosen theme, or none when the run has no colour.
    func previewColors(_ context: RenderContext) -> ScreenColors {
        context.colors.hasColor ? ScreenColors(previewPalette) : .none
    }

    /// Draws the preview: a heading naming the theme and scheme, then a box in the theme's
    /// background with the sample in big letters as the settings would draw it, and the
    /// localized sample word in the theme's primary colour with a favorite star.
    private func drawPreview(top: Int, rows: Int, into frame: inout ScreenBuffer, context: RenderContext) {
        let l10n = context.l10n, inset = PanelLayout.inset
        let columns = frame.width - 2 * inset
        guard columns > 0 else { return }
        let themeName = choices.label(.text(settings.theme), key: SettingKey.theme.rawValue, l10n: l10n)
        // One catalogue string, so each language punctuates it its own way (Japanese full width).
        let heading = l10n(
            "settingsScreen.previewOf", ["theme": themeName, "scheme": l10n("scheme." + previewVariant.rawValue)])
        frame.writeInsetRow(heading, row: top, style: context.colors.heading)
        let colors = previewColors(context)
        let boxTop = top + 1, boxRows = rows - 1
        for row in boxTop..<(boxTop + boxRows) {
            for column in inset..<(inset + columns) { frame.put(" ", row: row, column: column, style: colors.body) }
        }
        let sampleWord = TextFitter.fitted(l10n("themes.sample"), columns: max(0, columns - 4))
        let wordRow = boxTop + boxRows - 1
        let end = frame.write(sampleWord, row: wordRow, column: inset + 1, style: colors.heading)
        frame.write("★", row: wordRow, column: end + 1, style: colors.star)
        let letterRows = boxRows - 1
        guard letterRows > 0 else { return }
        let box = Box(width: columns, height: letterRows)
        var options = FitOptions(settings: settings)
        options.margin = min(options.margin, 1)  // the preview box is small
        let sample = previewSample(context)
        let layout = sample.engine.layout(sample.text, in: box, options: options)
        frame.draw(BigTextRenderer.grid(layout, box: box), row: boxTop, column: inset, style: colors.body)
    }
}
