/// One thing a person did with the mouse, from the terminal's SGR mouse report
/// (`ESC [ < button ; column ; row M` for a press or a drag, `… m` for a release).
public struct MouseEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The mouse moved with a button held.
        case drag(MouseButton)
        /// The mouse moved with no button held (only reported in any-motion mode).
        case move
        /// The wheel turned one step up (away from the person).
        case wheelUp
        /// The wheel turned one step down.
        case wheelDown
        /// The wheel (or a touchpad) moved one step left.
        case wheelLeft
        /// One step right.
        case wheelRight
    }

    /// What happened.
    public var kind: Kind
    /// The cell's row, from 0 at the top.
    public var row: Int
    /// The cell's column, from 0 at the left.
    public var column: Int
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Alt (Meta) was held.
    public var alt: Bool
    /// Whether Control was held.
    public var control: Bool

    /// Creates an event at 0-based (`row`, `column`).
    public init(_ kind: Kind, row: Int, column: Int, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.kind = kind
        self.row = row
        self.column = column
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// The event of an SGR report's parameters (`<0;12;5`, the `<` included) and final byte
    /// (`M` or `m`); nil when they are not a mouse report.
    static func sgr(parameters: String, final: UInt8) -> MouseEvent? {
        guard parameters.first == "<", final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2],
            code >= 0, x >= 1, y >= 1
        else { return nil }
        let button = code & 3, isMotion = code & 32 != 0
        let kind: Kind
        if code & 64 != 0 {
            guard final == UInt8(ascii: "M") else { return nil }
            kind = [Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button]
        } else if code & 128 != 0 {
            return nil  // buttons 8 to 11 (back, forward, …): nothing here uses them
        } else if isMotion {
            guard let held = MouseButton(rawValue: button) else { return MouseEvent(.move, row: y - 1, column: x - 1) }
            kind = .drag(held)
        } else {
            guard let pressed = MouseButton(rawValue: button) else { return nil }
            kind = final == UInt8(ascii: "M") ? .press(pressed) : .release(pressed)
        }
        return MouseEvent(
            kind, row: y - 1, column: x - 1, shift: code & 4 != 0, alt: code & 8 != 0,
            control: code & 16 != 0)
    }

    /// The SGR report a terminal sends for this event: the inverse of decoding it.
    public var sgrBytes: [UInt8] {
        var code: Int
        var final = "M"
        switch kind {
        case .press(let button): code = button.rawValue
        case .release(let button):
            code = button.rawValue
            final = "m"
        case .drag(let button): code = 32 + button.rawValue
        case .move: code = 35
        case .wheelUp: code = 64
        case .wheelDown: code = 65
        case .wheelLeft: code = 66
        case .wheelRight: code = 67
        }
        code += (shift ? 4 : 0) + (alt ? 8 : 0) + (control ? 16 : 0)
        return Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(final)".utf8)
    }
}

/// A mouse button.
public enum MouseButton: Int, Sendable, Hashable {
    /// The left (primary) button.
    case left = 0
    /// The middle button (or wheel press).
    case middle = 1
    /// The right button.
    case right = 2
}
