import OrbitingText

/// Text on screen stays readable in every theme, the user's own included: each role drawn as
/// text is checked against the colour it is drawn on, and one that falls short of
/// `minimumTextContrast` is moved towards black or white just as far as it takes.
extension Palette {
    /// The least contrast text must have against what it is drawn on (WCAG 2, AA).
    public static let minimumTextContrast = 4.5

    /// One role drawn as text: its name, the colour of the letters and of what is under them.
    public struct TextPair: Sendable, Equatable {
        /// The role's name as theme files spell it.
        public var role: String
        /// The colour of the letters.
        public var foreground: RGBColor
        /// The colour under them.
        public var background: RGBColor

        /// The WCAG 2 contrast ratio of the pair.
        public var contrast: Double { foreground.contrastRatio(with: background) }
    }

    /// Every role the screens draw text in: text, primary (headings), secondary (hints,
    /// times, descriptions), status and favorite on the background; the background's colour
    /// on selection (a selected row) and on accent (the edit position).
    public var textPairs: [TextPair] {
        [
            TextPair(role: "text", foreground: text, background: background),
            TextPair(role: "primary", foreground: primary, background: background),
            TextPair(role: "secondary", foreground: secondary, background: background),
            TextPair(role: "status", foreground: status, background: background),
            TextPair(role: "favorite", foreground: favorite, background: background),
            TextPair(role: "selection", foreground: background, background: selection),
            TextPair(role: "accent", foreground: background, background: accent),
        ]
    }

    /// The roles whose text falls short of `minimumTextContrast`, by name.
    public var unreadableRoles: [String] {
        textPairs.filter { $0.contrast < Self.minimumTextContrast }.map(\.role)
    }

    /// This palette with every text role readable: a role that falls short is mixed with
    /// black or white (whichever lies further from the background) by the least amount that
    /// reaches `minimumTextContrast`; roles that pass, and the background, stay as they are.
    /// Selection and accent are what the background's colour is drawn on, so they move.
    public var readable: Palette {
        var result = self
        result.text = Self.readable(text, on: background)
        result.primary = Self.readable(primary, on: background)
        result.secondary = Self.readable(secondary, on: background)
        result.status = Self.readable(status, on: background)
        result.favorite = Self.readable(favorite, on: background)
        result.selection = Self.readable(selection, on: background)
        result.accent = Self.readable(accent, on: background)
        return result
    }

    /// `color` moved towards black or white until it has `minimumTextContrast` with `other`.
    ///
    /// Black or white always reaches it (against any colour, one of them has at least 4.58:1),
    /// so the search over the mix ends with a readable colour.
    static func readable(_ color: RGBColor, on other: RGBColor) -> RGBColor {
        let goal = minimumTextContrast
        guard color.contrastRatio(with: other) < goal else { return color }
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        let target = black.contrastRatio(with: other) >= white.contrastRatio(with: other) ? black : white
        var low = 0.0, high = 1.0
        for _ in 0..<20 {
            let middle = (low + high) / 2
            if color.mixed(with: target, amount: middle).contrastRatio(with: other) >= goal {
                high = middle
            } else {
                low = middle
            }
        }
        // Rounding to 8-bit channels may land just short: step on until it does not.
        var amount = high
        var mixed = color.mixed(with: target, amount: amount)
        while mixed.contrastRatio(with: other) < goal && amount < 1 {
            amount = min(1, amount + 1.0 / 256)
            mixed = color.mixed(with: target, amount: amount)
        }
        return mixed
    }
}

extension Palette {
    /// A role whose colour is drawn differently so that text in it stays readable.
    public struct Adjustment: Sendable, Equatable {
        /// The role's name as theme files spell it.
        public var role: String
        /// The colour the palette gives the role.
        public var given: RGBColor
        /// The colour drawn instead.
        public var drawn: RGBColor
        /// The contrast the given colour has with what it meets (below `minimumTextContrast`).
        public var contrast: Double
    }

    /// The roles `readable` changes, in the order of `textPairs`; empty when every text role
    /// already reads.
    public var adjustments: [Adjustment] {
        let drawn = readable
        let drawnColors = Dictionary(uniqueKeysWithValues: drawn.roles.map { ($0.name, $0.color) })
        let givenColors = Dictionary(uniqueKeysWithValues: roles.map { ($0.name, $0.color) })
        return textPairs.compactMap { pair in
            guard pair.contrast < Self.minimumTextContrast,
                let given = givenColors[pair.role], let now = drawnColors[pair.role], now != given
            else { return nil }
            return Adjustment(role: pair.role, given: given, drawn: now, contrast: pair.contrast)
        }
    }
}
