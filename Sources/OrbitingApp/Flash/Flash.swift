import OrbitingTerminal
import OrbitingText

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
        // Every colour moves toward its reflection across the text–background line (text and
        // background trade places; a smooth cell's blend of them becomes the opposite blend),
        // so a frame of anti-aliased cells or a picture flashes as one.
        func flashed(_ color: RGBColor) -> RGBColor {
            color.mixed(with: color.reflected(text, background), amount: amount)
        }
        var swapped: [CellStyle: CellStyle] = [:]
        for row in 0..<frame.height {
            for column in 0..<frame.width where !frame[row, column].isContinuation {
                let style = frame[row, column].style
                let changed =
                    swapped[style]
                    ?? {
                        var changed = style
                        changed.foreground = flashed(style.foreground ?? text)
                        changed.background = flashed(style.background ?? background)
                        swapped[style] = changed
                        return changed
                    }()
                frame.restyle(row: row, column: column) { $0 = changed }
            }
        }
        for index in frame.images.indices {
            frame.images[index].ink = flashed(frame.images[index].ink)
            frame.images[index].paper = flashed(frame.images[index].paper)
            frame.images[index].markColor = flashed(frame.images[index].markColor)
        }
    }
}

extension RGBColor {
    /// The colour across the line from `a` to `b`: `a + b − self` per channel, clamped, so
    /// `a` and `b` trade places and a blend of them becomes the opposite blend.
    func reflected(_ a: RGBColor, _ b: RGBColor) -> RGBColor {
        func channel(_ value: UInt8, _ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, Int(x) + Int(y) - Int(value))))
        }
        return RGBColor(
            red: channel(red, a.red, b.red), green: channel(green, a.green, b.green),
            blue: channel(blue, a.blue, b.blue))
    }
}
