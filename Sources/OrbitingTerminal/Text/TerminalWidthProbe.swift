import OrbitingText

/// Learns how the terminal draws the clusters terminals disagree on: it writes a few probe
/// clusters on the alternate screen, asks for the cursor position after each (`CSI 6n`)
/// and compares. A terminal that does not answer in time keeps `WidthModel.perCodePoint`.
public enum TerminalWidthProbe {
    /// The request: on the alternate screen, each probe from the top left corner followed
    /// by a cursor position report request; then the screen is cleared and left, and DA1
    /// asked so the answer's end is known.
    public static var request: String {
        var text = ControlSequence.beginSynchronizedUpdate + ControlSequence.enterAlternateScreen
        for probe in WidthModel.probes {
            text += ControlSequence.moveTo(row: 1, column: 1) + probe + "\u{1B}[6n"
        }
        return text + ControlSequence.eraseScreen + ControlSequence.leaveAlternateScreen
            + ControlSequence.endSynchronizedUpdate + TerminalQuery.deviceAttributes
    }

    /// The model the answer shows, or nil when it does not hold one report per probe.
    public static func model(fromReply reply: [UInt8]) -> WidthModel? {
        let columns = cursorColumns(in: reply)
        return WidthModel(probedWidths: columns.map { $0 - 1 })
    }

    /// Asks the controlling terminal; `perCodePoint` when it does not answer within
    /// `timeoutMilliseconds`.
    public static func ask(timeoutMilliseconds: Int32 = 100) -> WidthModel {
        TerminalQuery.exchange(request, timeoutMilliseconds: timeoutMilliseconds).flatMap(model(fromReply:))
            ?? .perCodePoint
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
