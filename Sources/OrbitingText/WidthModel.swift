import Synchronization

/// How the terminal in use draws the clusters terminals disagree on. The default, `perCodePoint`,
/// is the model terminals share (each code point advances by its `wcwidth`); a session may
/// learn the terminal's own by probing it (see `TerminalWidthProbe`) and set
/// `DisplayWidth.model` once, before it draws.
public struct WidthModel: Sendable, Hashable {
    /// An emoji ZWJ sequence (👨‍👩‍👧) is drawn as wide as its first emoji (tmux, kitty).
    public var joinsZeroWidthJoiner: Bool
    /// A skin tone after an emoji (👍🏽) adds no width.
    public var joinsEmojiModifiers: Bool
    /// A text-style character followed by VS16 (❤️) is drawn two columns wide.
    public var widensVariationSelector16: Bool
    /// A whole grapheme cluster takes the width of its first code point (terminals with
    /// grapheme clustering, mode 2027): an Indic conjunct takes one column.
    public var clustersGraphemes: Bool

    /// A model; with no arguments, `perCodePoint`.
    public init(
        joinsZeroWidthJoiner: Bool = false, joinsEmojiModifiers: Bool = false,
        widensVariationSelector16: Bool = false, clustersGraphemes: Bool = false
    ) {
        self.joinsZeroWidthJoiner = joinsZeroWidthJoiner
        self.joinsEmojiModifiers = joinsEmojiModifiers
        self.widensVariationSelector16 = widensVariationSelector16
        self.clustersGraphemes = clustersGraphemes
    }

    /// Every code point advances by its own width: tmux 3.3, xterm, VTE without clustering.
    public static let perCodePoint = WidthModel()

    /// What a terminal is asked to draw to tell the models apart, in order: a ZWJ sequence,
    /// a skin tone, VS16, an Indic conjunct.
    public static let probes = ["\u{1F468}\u{200D}\u{1F469}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "स्ते"]

    /// The model of a terminal that drew `probes` with these widths; nil unless there is
    /// one width a probe.
    public init?(probedWidths widths: [Int]) {
        guard widths.count == WidthModel.probes.count else { return nil }
        self.init(
            joinsZeroWidthJoiner: widths[0] == 2, joinsEmojiModifiers: widths[1] == 2,
            widensVariationSelector16: widths[2] == 2, clustersGraphemes: widths[3] == 1)
    }

    /// The model as bits, for the atomic that holds the one in use.
    var bits: UInt8 {
        (joinsZeroWidthJoiner ? 1 : 0) | (joinsEmojiModifiers ? 2 : 0) | (widensVariationSelector16 ? 4 : 0)
            | (clustersGraphemes ? 8 : 0)
    }

    init(bits: UInt8) {
        self.init(
            joinsZeroWidthJoiner: bits & 1 != 0, joinsEmojiModifiers: bits & 2 != 0,
            widensVariationSelector16: bits & 4 != 0, clustersGraphemes: bits & 8 != 0)
    }

    /// Columns `text` takes under this model.
    public func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns `character` takes under this model (at least one).
    public func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if clustersGraphemes, let first = scalars.first {
            let emoji = first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
            return max(1, emoji ? 2 : DisplayWidth.of(first))
        }
        var total = 0
        var previous: Unicode.Scalar?
        for scalar in scalars {
            defer { previous = scalar }
            if joinsZeroWidthJoiner, previous == "\u{200D}" { continue }
            if joinsEmojiModifiers, previous != nil, (0x1F3FB...0x1F3FF).contains(scalar.value) { continue }
            total += DisplayWidth.of(scalar)
        }
        if widensVariationSelector16, total == 1, scalars.contains("\u{FE0F}") { total = 2 }
        return max(1, total)
    }
}

extension DisplayWidth {
    /// The model in use, as bits (0: `perCodePoint`).
    static let modelBits = Atomic<UInt8>(0)

    /// How the terminal in use draws the clusters terminals disagree on; `perCodePoint`
    /// until a session learns its terminal's. Set it once, before anything is measured:
    /// every measure and every cell must agree.
    public static var model: WidthModel {
        get { WidthModel(bits: modelBits.load(ordering: .relaxed)) }
        set { modelBits.store(newValue.bits, ordering: .relaxed) }
    }

    /// Columns `character` takes under a model other than `perCodePoint`.
    @usableFromInline
    static func modelWidth(of character: Character) -> Int? {
        let bits = modelBits.load(ordering: .relaxed)
        guard bits != 0, character.unicodeScalars.count > 1 else { return nil }
        return WidthModel(bits: bits).width(of: character)
    }
}
