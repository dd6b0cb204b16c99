import Testing

@testable import OrbitingTerminal

/// A small deterministic random generator (SplitMix64), so generated cases repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generated messages in the scripts Orbiting must handle.
enum MessageCorpus {
    /// Letters of each script: words are drawn from these.
    static let scripts: [String: [String]] = [
        "latin": [
            "a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "y",
            "é", "ü", "ñ", "ç", "A", "B", "W", "Q", "5", "!", "?",
        ],
        "cyrillic": [
            "а", "б", "в", "г", "д", "е", "ж", "и", "к", "л", "м", "н", "о", "п", "р", "с", "т", "ю", "я", "Ж",
        ],
        "greek": ["α", "β", "γ", "δ", "ε", "ζ", "η", "θ", "λ", "μ", "π", "σ", "ω", "Ω", "Σ"],
        "cjk": ["中", "文", "我", "们", "你", "好", "今", "天", "晚", "上", "吃", "饭", "。", "、", "の", "は", "カ", "タ", "ー"],
        "hangul": ["한", "국", "어", "안", "녕", "하", "세", "요", "감", "사", "합", "니", "다"],
        "devanagari": ["क", "ख", "ग", "न", "म", "स्", "ते", "हि", "दी", "ज", "र", "ि", "ा"],
        "bengali": ["ক", "খ", "গ", "ন", "ম", "স", "বা", "ং", "লা", "ি", "ে"],
        "emoji": ["😀", "👍", "❤️", "👨‍👩‍👧", "🎉", "☕"],
    ]

    /// Scripts without spaces between words.
    static let unspaced: Set<String> = ["cjk"]

    /// One message: a few words from one or two scripts.
    static func message(using generator: inout SeededGenerator) -> String {
        let names = scripts.keys.sorted()
        let first = names[Int(generator.next() % UInt64(names.count))]
        let second = generator.next() % 3 == 0 ? names[Int(generator.next() % UInt64(names.count))] : first
        let wordCount = 1 + Int(generator.next() % 12)
        var words: [String] = []
        for index in 0..<wordCount {
            let script = index % 2 == 0 ? first : second
            let letters = scripts[script] ?? []
            let length = 1 + Int(generator.next() % 8)
            words.append((0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }.joined())
        }
        let separator = unspaced.contains(first) && first == second ? "" : " "
        var text = words.joined(separator: separator)
        if generator.next() % 10 == 0 { text += "\n" + words.reversed().joined(separator: " ") }
        return text
    }

    /// `count` messages from a fixed seed.
    static func messages(count: Int, seed: UInt64 = 2026) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in message(using: &generator) }
    }

    /// Boxes from 1×1 up to a large terminal.
    static let boxes: [Box] = [
        Box(width: 1, height: 1), Box(width: 2, height: 1), Box(width: 3, height: 2), Box(width: 10, height: 3),
        Box(width: 20, height: 6), Box(width: 40, height: 10), Box(width: 80, height: 24), Box(width: 120, height: 30),
        Box(width: 200, height: 50), Box(width: 33, height: 47), Box(width: 80, height: nil),
    ]
}

/// Shared engines: Unifont (required, installed by scripts/install-deps) and the built-in font.
enum Engines {
    static let unifont: BigTextEngine? = Unifont().map { BigTextEngine(font: $0) }
    static let builtin = BigTextEngine(font: BuiltinFont())
    /// The default outline fonts over Unifont (fontconfig and fonts-noto-core, installed by
    /// scripts/install-deps), or nil without them.
    static let outline: BigTextEngine? = OutlineFonts().map {
        BigTextEngine(outline: $0, fallback: Unifont() ?? BuiltinFont())
    }
    /// Why outline tests are skipped.
    static let noOutline: Comment =
        "no outline font found by fontconfig (scripts/install-deps installs fonts-noto-core)"
}

/// The engines the fit's properties are checked for.
enum FittedFont: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Unifont's bitmaps.
    case unifont
    /// Outline fonts shaped by HarfBuzz.
    case outline

    var engine: BigTextEngine? {
        switch self {
        case .unifont: return Engines.unifont
        case .outline: return Engines.outline
        }
    }

    /// Why the engine is missing.
    var absence: Comment {
        switch self {
        case .unifont: return "Unifont is not installed (scripts/install-deps installs it)"
        case .outline: return Engines.noOutline
        }
    }

    var testDescription: String { rawValue }
}
