import OrbitingCore
import OrbitingText

/// The values a setting steps through on the Settings screen, and how each is named.
public struct SettingChoices: Sendable {
    /// The themes offered, in catalogue order.
    public var themes: [Theme]
    /// The languages offered.
    public var languages: [Language]
    /// The fonts offered: `auto`, `unifont` and font families installed here (empty: the
    /// setting's own words).
    public var fonts: [String]

    /// Choices from these themes, languages and fonts.
    public init(themes: [Theme], languages: [Language], fonts: [String] = []) {
        self.themes = themes
        self.languages = languages
        self.fonts = fonts
    }

    /// Every value `definition` can take here, in order; numbers in steps (10 for ranges of
    /// 50 or more, else 1).
    public func values(for definition: SettingDefinition) -> [SettingValue] {
        switch definition.kind {
        case .choice(let words): return words.map { .text($0) }
        case .flag: return [.flag(false), .flag(true)]
        case .number(let range):
            let step = range.upperBound - range.lowerBound >= 50 ? 10 : 1
            var numbers = Array(stride(from: range.lowerBound, through: range.upperBound, by: step))
            if numbers.last != range.upperBound { numbers.append(range.upperBound) }
            return numbers.map { .number($0) }
        case .language(let codes):
            return [.unset] + languages.map(\.code).filter { codes.contains($0) }.map { .text($0) }
        case .theme(let builtIn):
            let names = themes.isEmpty ? builtIn : themes.map(\.name)
            return names.map { .text($0) }
        case .font(let words):
            return (fonts.isEmpty ? words : fonts).map { .text($0) }
        case .broker, .room, .webAddress, .webToken:
            return []  // free text, set with `orbiting config set`
        }
    }

    /// The value after (`by` 1) or before (`by` -1) `current`. Lists wrap round; numbers stop
    /// at their ends unless `wrapping`. Nil when there is nowhere to go.
    public func step(
        _ definition: SettingDefinition, from current: SettingValue, by offset: Int,
        wrapping: Bool
    ) -> SettingValue? {
        let values = values(for: definition)
        guard !values.isEmpty else { return nil }
        let isNumber: Bool
        if case .number = definition.kind { isNumber = true } else { isNumber = false }
        let index: Int
        if let found = values.firstIndex(of: current) {
            index = found + offset
        } else if case .number(let number) = current {
            // A value set from the shell between two steps: go to the step beyond it.
            let below = values.lastIndex { ($0.numberValue ?? 0) < number } ?? -1
            index = offset > 0 ? below + 1 : below
        } else {
            index = offset > 0 ? 0 : values.count - 1
        }
        if values.indices.contains(index) { return values[index] }
        guard wrapping || !isNumber else { return nil }
        return values[(index % values.count + values.count) % values.count]
    }

    /// How `value` of the setting `key` reads on screen, in the language of `l10n`.
    public func label(_ value: SettingValue, key: String, l10n: Localizer) -> String {
        switch (SettingKey(rawValue: key), value) {
        case (.language, .unset): return l10n("settingsScreen.language.auto")
        case (.language, .text(let code)): return Language.withCode(code)?.nativeName ?? code
        case (.colorScheme, .text(let scheme)): return l10n("scheme." + scheme)
        case (.theme, .text(let name)):
            return l10n.has("theme." + name) ? l10n("theme." + name) : name
        case (.maxTextSize, .number(let percent)):
            return l10n("settingsScreen.maxTextSize.value", ["percent": String(percent)])
        case (.margin, .number(let count)):
            return l10n.plural("settingsScreen.margin.value", count: count)
        case (_, .flag(let on)): return l10n(on ? "common.on" : "common.off")
        case (_, .text(let word)):
            let wordKey = "settingsScreen." + key + "." + word
            return l10n.has(wordKey) ? l10n(wordKey) : word
        default: return value.description
        }
    }
}

extension SettingChoices {
    /// How `value` reads in at most `columns` columns: the label, else its short form (the
    /// catalogue's `….short`, for the few long ones), else the label cut with an ellipsis.
    public func label(_ value: SettingValue, key: String, l10n: Localizer, columns: Int) -> String {
        let full = label(value, key: key, l10n: l10n)
        guard DisplayWidth.of(full) > columns else { return full }
        if let shortKey = shortLabelKey(value, key: key), l10n.has(shortKey),
            DisplayWidth.of(l10n(shortKey)) < DisplayWidth.of(full)
        {
            return TextFitter.fitted(l10n(shortKey), columns: columns)
        }
        return TextFitter.fitted(full, columns: columns)
    }

    /// The catalogue key of the short form of `value`'s label, for values whose label is a word.
    private func shortLabelKey(_ value: SettingValue, key: String) -> String? {
        switch (SettingKey(rawValue: key), value) {
        case (.language, .unset): return "settingsScreen.language.auto.short"
        case (.colorScheme, .text(let scheme)): return "scheme." + scheme + ".short"
        case (.theme, _), (.language, _): return nil
        case (_, .text(let word)): return "settingsScreen." + key + "." + word + ".short"
        default: return nil
        }
    }
}

extension SettingValue {
    /// The number, for a number value.
    var numberValue: Int? {
        if case .number(let number) = self { return number }
        return nil
    }
}
