/// Cuts what a terminal sends into whole pieces before anything reads them as keys: a
/// sequence or character split across reads is held until the rest arrives, answers to
/// the terminal's questions are set apart whole, and the part of an answer is never typed.
///
/// The one rule for what is held and for how long:
/// - a lone ESC at the end of the input waits `escapeTimeout`, then it is the Escape key;
/// - any other unfinished piece (a CSI, SS3, OSC or APC sequence, a bracketed paste, a
///   UTF-8 character) waits until it is finished, or until nothing more came for
///   `sequenceTimeout`: a terminal's late answer may come in parts with pauses between
///   them (a loaded machine, a slow link). Then an unfinished sequence of three bytes or
///   more (never a key: the part of an answer) is dropped; anything shorter (`ESC [`, an Alt
///   chord) and an unfinished character or paste are typing.
public struct InputFramer: Sendable {
    /// A whole piece of input.
    public enum Piece: Equatable, Sendable {
        /// Bytes the person typed or pasted: whole keys, characters, sequences and pastes.
        case typed([UInt8])
        /// ESC with nothing after it in time: the Escape key.
        case escape
        /// A terminal's answer to a question, whole.
        case reply([UInt8])
    }

    /// How long a lone ESC waits for the rest of an Alt chord or a key's sequence.
    public static let escapeTimeout: Duration = .milliseconds(30)
    /// How long an unfinished sequence, character or paste waits for more bytes.
    public static let sequenceTimeout: Duration = .seconds(1)
    /// The longest CSI sequence waited for; a longer one is no key and no answer.
    static let longestSequence = 512

    private var held: [UInt8] = []
    /// When the last bytes of what is held arrived.
    private var heldAt: Duration = .zero

    /// A framer with nothing held.
    public init() {}

    /// Whether bytes are held, waiting for more.
    public var isWaiting: Bool { !held.isEmpty }

    /// When what is held is settled without more input (`settle(at:)`), nil when nothing is.
    public var deadline: Duration? {
        guard !held.isEmpty else { return nil }
        return heldAt + (held == [0x1B] ? Self.escapeTimeout : Self.sequenceTimeout)
    }

    /// Takes `bytes` that arrived at `now` and returns the pieces they finish, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>, at now: Duration) -> [Piece] {
        guard !bytes.isEmpty else { return [] }
        var input = held
        input.append(contentsOf: bytes)
        held = []
        heldAt = now
        var pieces: [Piece] = []
        var typed: [UInt8] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte != 0x1B {
                if byte >= 0x80 {
                    let length = KeyDecoder.utf8Length(of: input[index...])
                    if length == 0 {  // the rest of the character is still to come
                        held = Array(input[index...])
                        break
                    }
                    typed += input[index..<(index + length)]
                    index += length
                } else {
                    typed.append(byte)
                    index += 1
                }
                continue
            }
            if let length = TerminalReplies.replyLength(input, at: index) {
                if !typed.isEmpty { pieces.append(.typed(typed)) }
                typed = []
                pieces.append(.reply(Array(input[index..<(index + length)])))
                index += length
                continue
            }
            switch Self.sequenceLength(input, at: index) {
            case nil:
                held = Array(input[index...])
                index = input.count
            case let length? where length < 0:
                index -= length  // no key and no answer: dropped
            case let length?:
                typed += input[index..<(index + length)]
                index += length
            }
        }
        if !typed.isEmpty { pieces.append(.typed(typed)) }
        return pieces
    }

    /// Settles what is held when its time has passed at `now` (see the type's rule).
    public mutating func settle(at now: Duration) -> [Piece] {
        guard let deadline, now >= deadline else { return [] }
        defer { held = [] }
        if held == [0x1B] { return [.escape] }
        if held[0] == 0x1B, held.count >= 3, !Self.isPaste(held) { return [] }
        return [.typed(held)]
    }

    // MARK: Sequences

    /// The length of the sequence starting at `start` (an ESC) when it is whole, its length
    /// negated when it is to be dropped, nil when it is unfinished.
    static func sequenceLength(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            if isPaste(Array(bytes[start..<min(bytes.count, start + 6)])) { return pasteLength(bytes, at: start) }
            return controlLength(bytes, at: start)
        case UInt8(ascii: "O"):
            return start + 2 < bytes.count ? 3 : nil
        case UInt8(ascii: "]"), UInt8(ascii: "_"):
            return stringLength(bytes, at: start)
        case 0x1B, 0x80...:
            return 1  // the ESC alone: the next byte starts something of its own
        default:
            return 2  // an Alt chord
        }
    }

    /// Whether `bytes` start a bracketed paste (`ESC [200~`), or could still.
    static func isPaste(_ bytes: [UInt8]) -> Bool {
        let start = Array("\u{1B}[200~".utf8)
        return bytes.count >= 3 && start.starts(with: bytes.prefix(start.count))
            && (bytes.count >= start.count || start.starts(with: bytes))
    }

    /// A bracketed paste up to its end (`ESC [201~`), nil until that came.
    private static func pasteLength(_ bytes: [UInt8], at start: Int) -> Int? {
        guard bytes.count - start >= 6 else { return nil }
        guard let end = bytes[(start + 6)...].firstRange(of: KeyDecoder.pasteEnd) else { return nil }
        return end.upperBound - start
    }

    /// `ESC [ parameters intermediates final`; nil until the final byte came. One longer
    /// than `longestSequence`, or cut by a byte that cannot be in it, is dropped whole.
    private static func controlLength(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            index += 1
            if index - start > longestSequence { return -(index - start) }
        }
        guard index < bytes.count else { return nil }
        if (0x40...0x7E).contains(bytes[index]) {
            let length = index + 1 - start
            return length > EscapeSequence.longestCSI ? -length : length
        }
        return index - start == 2 ? 2 : -(index - start)  // `ESC [` then a key of its own
    }

    /// An OSC or APC string up to BEL or ST; nil until it ends. Only the shapes of answers
    /// are waited for (OSC: digits then `;`; APC: `G`): `ESC ]` or `ESC _` followed by
    /// anything else is the Alt chord it looks like.
    private static func stringLength(_ bytes: [UInt8], at start: Int) -> Int? {
        let isOSC = bytes[start + 1] == UInt8(ascii: "]")
        var index = start + 2
        if !isOSC {
            guard index < bytes.count else { return nil }
            guard bytes[index] == UInt8(ascii: "G") else { return 2 }
        } else {
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            guard index > start + 2, bytes[index] == UInt8(ascii: ";") else { return 2 }
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x07 where isOSC:
                return index + 1 - start
            case 0x1B:
                guard index + 1 < bytes.count else { return nil }
                return bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 - start : -(index - start)
            case 0x00..<0x20:
                return -(index - start)  // an answer cut short: the bytes after it are keys
            default:
                index += 1
                if index - start > longestSequence { return -(index - start) }
            }
        }
        return nil
    }
}
