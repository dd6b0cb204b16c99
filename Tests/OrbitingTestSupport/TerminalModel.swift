import OrbitingTerminal
import OrbitingText

/// A tiny terminal emulator that understands only what `FrameDiff` writes: cursor moves,
/// erase screen, SGR (reset, bold, reverse, 16/256/24-bit colours), synchronized output and
/// UTF-8 text with wide characters. Anything else is recorded as a problem.
public struct TerminalModel: Sendable {
    /// A colour as the terminal was told it.
    public enum Paint: Equatable, Sendable {
        case rgb(UInt8, UInt8, UInt8)
        case index(Int)
    }

    /// What the model holds in one cell.
    public struct Cell: Equatable, CustomStringConvertible, Sendable {
        /// The character drawn in the cell (a space when none).
        public var text: String = " "
        /// The text's colour; nil for the terminal's own.
        public var foreground: Paint?
        /// The cell's colour; nil for the terminal's own.
        public var background: Paint?
        /// Drawn bold.
        public var bold = false
        /// Drawn in reverse video.
        public var reverse = false
        /// The right half of a wide character drawn in the cell before.
        public var isContinuation = false

        /// A cell.
        public init(
            text: String = " ", foreground: Paint? = nil, background: Paint? = nil, bold: Bool = false,
            reverse: Bool = false, isContinuation: Bool = false
        ) {
            self.text = text
            self.foreground = foreground
            self.background = background
            self.bold = bold
            self.reverse = reverse
            self.isContinuation = isContinuation
        }

        /// The text, its bold and reverse, and its colours, for a test's failure message.
        public var description: String {
            "\(text.debugDescription)\(bold ? "+bold" : "")\(reverse ? "+rev" : "")"
                + " \(foreground.map { "\($0)" } ?? "-")/\(background.map { "\($0)" } ?? "-")"
        }
    }

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// What the screen shows.
    public var cells: [[Cell]]
    /// The cursor.
    public var row = 0, column = 0
    /// The style text is drawn in now.
    public var pen = Cell()
    /// Everything the model did not understand or that a terminal could not draw.
    public var problems: [String] = []
    /// How deep in synchronized output the terminal is.
    public var synchronizedDepth = 0

    /// A blank screen.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
    }

    /// Feeds the terminal `bytes`.
    public mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { print(String(decoding: text, as: UTF8.self)) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                flushText()
                index = escape(bytes, from: index)
            } else if byte < 0x20 || byte == 0x7F {
                flushText()
                problems.append("control byte \(byte)")
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    /// Parses the CSI sequence at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            problems.append("ESC not followed by [")
            return start + 1
        }
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else {
            problems.append("unfinished CSI")
            return index
        }
        let final = bytes[index]
        let parameterText = String(decoding: parameters, as: UTF8.self)
        let numbers = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch (final, parameterText) {
        case (UInt8(ascii: "h"), "?2026"): synchronizedDepth += 1
        case (UInt8(ascii: "l"), "?2026"): synchronizedDepth -= 1
        case (UInt8(ascii: "H"), _):
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case (UInt8(ascii: "J"), "2"):
            var blank = Cell()
            blank.background = pen.background
            cells = Array(repeating: Array(repeating: blank, count: width), count: height)
        case (UInt8(ascii: "K"), "2"):
            guard row < height else { break }
            var blank = Cell()
            blank.background = pen.background
            cells[row] = Array(repeating: blank, count: width)
        case (UInt8(ascii: "h"), "?7"), (UInt8(ascii: "l"), "?7"): break  // autowrap: nothing here wraps
        case (UInt8(ascii: "m"), _): sgr(numbers)
        default: problems.append("unknown CSI \(parameterText)\(Character(Unicode.Scalar(final)))")
        }
        return index + 1
    }

    private mutating func sgr(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: pen = Cell()
            case 1: pen.bold = true
            case 7: pen.reverse = true
            case 30...37: pen.foreground = .index(number - 30)
            case 90...97: pen.foreground = .index(number - 90 + 8)
            case 40...47: pen.background = .index(number - 40)
            case 100...107: pen.background = .index(number - 100 + 8)
            case 38, 48:
                var paint: Paint?
                if index + 2 < numbers.count, numbers[index + 1] == 5 {
                    paint = .index(numbers[index + 2])
                    index += 2
                } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
                    paint = .rgb(UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4]))
                    index += 4
                } else {
                    problems.append("bad colour SGR \(numbers)")
                }
                if number == 38 { pen.foreground = paint } else { pen.background = paint }
            default: problems.append("unknown SGR \(number)")
            }
            index += 1
        }
    }

    /// Draws `text` as a per-code-point terminal does (tmux, xterm, VTE): each code point
    /// advances by its own width; one of no width joins the cell before it. With autowrap
    /// off nothing wraps, and text past the right edge is an error of the writer.
    private mutating func print(_ text: String) {
        for scalar in text.unicodeScalars {
            if (0x80...0x9F).contains(scalar.value) { problems.append("C1 control in text") }
            let scalarWidth = DisplayWidth.of(scalar)
            if scalarWidth == 0 {
                guard row < height, column > 0, column <= width else {
                    problems.append("a mark with no cell before it at \(row),\(column)")
                    continue
                }
                var lead = column - 1
                while lead > 0 && cells[row][lead].isContinuation { lead -= 1 }
                cells[row][lead].text.unicodeScalars.append(scalar)
                continue
            }
            guard row < height, column + scalarWidth <= width else {
                problems.append("text outside the screen at \(row),\(column)")
                column += scalarWidth
                continue
            }
            // Like real terminals: writing over half of a wide character blanks the other half.
            for offset in 0..<scalarWidth { breakWide(row: row, column: column + offset) }
            var cell = pen
            cell.text = String(scalar)
            cells[row][column] = cell
            if scalarWidth == 2 {
                cell.text = ""
                cell.isContinuation = true
                cells[row][column + 1] = cell
            }
            column += scalarWidth
        }
    }

    private mutating func breakWide(row: Int, column: Int) {
        if cells[row][column].isContinuation, column > 0 {
            cells[row][column - 1].text = " "
        } else if column + 1 < width, cells[row][column + 1].isContinuation {
            cells[row][column + 1].text = " "
            cells[row][column + 1].isContinuation = false
        }
    }

    /// What the model should hold for `buffer` written at `depth` (24-bit: exact channels;
    /// palettes: the palette entry): each cell's character spread over cells code point by
    /// code point, as a per-code-point terminal draws it.
    public static func expected(_ buffer: ScreenBuffer, depth: ColorDepth) -> [[Cell]] {
        func paint(_ color: RGBColor?) -> Paint? {
            guard let color else { return nil }
            if let index = SGR.paletteIndex(color, depth: depth) { return .index(Int(index)) }
            return .rgb(color.red, color.green, color.blue)
        }
        return (0..<buffer.height).map { row in
            var cells: [Cell] = []
            for column in 0..<buffer.width {
                let cell = buffer[row, column]
                if cell.isContinuation { continue }
                let model = Cell(
                    text: "", foreground: paint(cell.style.foreground),
                    background: paint(cell.style.background), bold: cell.style.isBold,
                    reverse: cell.style.isReversed)
                for scalar in cell.character.unicodeScalars {
                    let scalarWidth = DisplayWidth.of(scalar)
                    if scalarWidth == 0, var last = cells.popLast() {
                        if last.isContinuation, var lead = cells.popLast() {
                            lead.text.unicodeScalars.append(scalar)
                            cells += [lead, last]
                        } else {
                            last.text.unicodeScalars.append(scalar)
                            cells.append(last)
                        }
                        continue
                    }
                    var lead = model
                    lead.text = String(scalar)
                    cells.append(lead)
                    if scalarWidth == 2 {
                        var continuation = model
                        continuation.isContinuation = true
                        cells.append(continuation)
                    }
                }
            }
            return cells
        }
    }
}

extension TerminalModel {
    /// Row `row` as a person reads it: the cells' text in order.
    public func text(ofRow row: Int) -> String {
        cells[row].map(\.text).joined()
    }
}
