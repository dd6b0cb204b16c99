import OrbitingText

/// Learns how the terminal draws the clusters terminals disagree on: it asks whether the
/// terminal has grapheme clustering (mode 2027), writes a few probe clusters on the
/// alternate screen, asks for the cursor position after each (`CSI 6n`) and compares. A
/// terminal that does not answer in time keeps `WidthModel.perCodePoint`.
public enum TerminalWidthProbe {
    /// What the terminal said.
    public struct Answer: Sendable, Equatable {
        /// How the terminal draws clusters once the session has set it up.
        public var model: WidthModel
        /// Whether the session should turn grapheme clustering on (the terminal has mode
        /// 2027 and it is off); `model` already counts on it.
        public var enablesGraphemeClustering: Bool

        /// What the session must turn on for `model` to hold: grapheme clustering when the
        /// answer enables it, else nothing. Every display that measures with `model` adds these.
        public var features: TerminalFeatures { enablesGraphemeClustering ? .graphemeClustering : [] }

        /// An answer.
        public init(model: WidthModel, enablesGraphemeClustering: Bool = false) {
            self.model = model
            self.enablesGraphemeClustering = enablesGraphemeClustering
        }
    }

    /// The request: `questions`, then DA1 so the answer's end is known.
    public static var request: String { questions + TerminalQuery.deviceAttributes }

    /// The questions without the closing DA1: on the alternate screen, each probe from the
    /// top left corner followed by a cursor position report request; then the screen is
    /// cleared and left.
    public static var questions: String {
        var text =
            ControlSequence.queryGraphemeClustering + ControlSequence.beginSynchronizedUpdate
            + ControlSequence.enterAlternateScreen
        for probe in WidthModel.probes {
            text += ControlSequence.moveTo(row: 1, column: 1) + probe + "\u{1B}[6n"
        }
        return text + ControlSequence.eraseScreen + ControlSequence.leaveAlternateScreen
            + ControlSequence.endSynchronizedUpdate
    }

    /// What the reply says, or nil when it does not hold one report per probe.
    public static func answer(fromReply reply: [UInt8]) -> Answer? {
        let columns = cursorColumns(in: reply)
        guard var model = WidthModel(probedWidths: columns.map { $0 - 1 }) else { return nil }
        // DECRQM: 2 is "known and off", so the session can turn clustering on.
        let enables = clusteringState(in: reply) == 2
        if enables { model.clustersGraphemes = true }
        return Answer(model: model, enablesGraphemeClustering: enables)
    }

    /// Asks the controlling terminal; `perCodePoint` when it does not answer within
    /// `timeoutMilliseconds`.
    public static func ask(timeoutMilliseconds: Int32 = 100) -> Answer {
        TerminalQuery.exchange(request, timeoutMilliseconds: timeoutMilliseconds).flatMap(answer(fromReply:))
            ?? Answer(model: .perCodePoint)
    }

    /// The state of mode 2027 in a DECRQM reply (`ESC [ ? 2027 ; Ps $ y`): 0 unknown, 1 set,
    /// 2 reset, 3 always set, 4 always reset; nil when there is no such reply.
    static func clusteringState(in bytes: [UInt8]) -> Int? {
        let prefix = Array("\u{1B}[?2027;".utf8)
        guard let start = bytes.firstRange(of: prefix)?.upperBound, start < bytes.count,
            (0x30...0x39).contains(bytes[start]),
            bytes[(start + 1)...].starts(with: Array("$y".utf8))
        else { return nil }
        return Int(bytes[start] - 0x30)
    }

    /// The columns of every cursor position report (`ESC [ row ; column R`) in `bytes`.
    static func cursorColumns(in bytes: [UInt8]) -> [Int] {
        var columns: [Int] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var cursor = index + 2
            var numbers: [Int] = [0]
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[cursor]) {
                if bytes[cursor] == UInt8(ascii: ";") {
                    numbers.append(0)
                } else if let last = numbers.last, last < 100_000 {
                    numbers[numbers.count - 1] = last * 10 + Int(bytes[cursor] - 0x30)
                }
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "R"), numbers.count == 2 {
                columns.append(numbers[1])
            }
            index = cursor
        }
        return columns
    }
}
