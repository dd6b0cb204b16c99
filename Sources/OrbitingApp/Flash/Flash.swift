import OrbitingTerminal

/// The flash that draws attention (the phone's shake): text and background swap across the
/// whole screen for about 100 ms, then fade back over about 900 ms.
public struct Flash: Sendable, Equatable {
    /// How long the colours stay fully swapped.
    public static let holdTime: Duration = .milliseconds(100)
    /// How long they take to come back.
    public static let fadeTime: Duration = .milliseconds(900)

    /// When the flash began, on the session's clock.
    public var start: Duration

    /// Creates a flash that began at `start`.
    public init(start: Duration) { self.start = start }

    /// How far the colours are swapped at `now`: 1 while held, falling to 0 over the fade;
    /// nil once the flash is over (and before it began).
    public func amount(at now: Duration) -> Double? {
        let elapsed = now - start
        guard elapsed >= .zero, elapsed < Self.holdTime + Self.fadeTime else { return nil }
        if elapsed < Self.holdTime { return 1 }
        return 1 - (elapsed - Self.holdTime) / Self.fadeTime
    }

    /// Paints `frame` with its text and background colours swapped by `amount`; without
    /// colour the whole frame is reversed while the swap is more than half done.
    public static func apply(_ amount: Double, to frame: inout ScreenBuffer, colors: ScreenColors) {
        guard amount > 0 else { return }
        guard let text = colors.text, let background = colors.background else {
            guard amount >= 0.5 else { return }
            for row in 0..<frame.height {
                // A wide character's two cells are restyled together: once, from its first cell.
                for column in 0..<frame.width where !frame[row, column].isContinuation {
                    frame.restyle(row: row, column: column) { $0.isReversed.toggle() }
                }
            }
            return
        }
        var swapped: [CellStyle: CellStyle] = [:]
        for row in 0..<frame.height {
            for column in 0..<frame.width where !frame[row, column].isContinuation {
                let style = frame[row, column].style
                let flashed = swapped[style] ?? {
                    var changed = style
                    let foreground = style.foreground ?? text, back = style.background ?? background
                    changed.foreground = foreground.mixed(with: back, amount: amount)
                    changed.background = back.mixed(with: foreground, amount: amount)
                    swapped[style] = changed
                    return changed
                }()
                frame.restyle(row: row, column: column) { $0 = flashed }
            }
        }
    }
}

extension RGBColor {
    /// This colour moved `amount` (0…1) of the way to `other`.
    public func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        let t = max(0, min(1, amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
        }
        return RGBColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
