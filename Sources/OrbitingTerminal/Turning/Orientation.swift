/// Which way the big text faces: upright, turned half a turn (upside down, for the person
/// across the table), mirrored left to right (for a teleprompter's glass), or both.
///
/// A turn moves whole pixels: rows and columns of cells are reversed and each block
/// character becomes the one whose pixels are turned the same way (▀ ↔ ▄ for a half turn,
/// ▌ ↔ ▐ in a mirror, and the matching quadrant, sextant, braille and octant patterns).
public struct Orientation: Sendable, Hashable {
    /// Turned half a turn (180°): rows and columns reversed.
    public var isHalfTurned: Bool
    /// Mirrored left to right.
    public var isMirrored: Bool

    /// Creates an orientation.
    public init(halfTurned: Bool = false, mirrored: Bool = false) {
        isHalfTurned = halfTurned
        isMirrored = mirrored
    }

    /// Upright, as typed.
    public static let upright = Orientation()
    /// Upside down, for the person opposite.
    public static let halfTurn = Orientation(halfTurned: true)
    /// Left to right reversed.
    public static let mirrored = Orientation(mirrored: true)

    /// Whether nothing is turned.
    public var isUpright: Bool { !isHalfTurned && !isMirrored }

    /// Whether rows go bottom to top.
    public var flipsRows: Bool { isHalfTurned }

    /// Whether columns go right to left (a half turn and a mirror together cancel out).
    public var flipsColumns: Bool { isHalfTurned != isMirrored }

    /// The orientation with the half turn toggled (the Home key).
    public var toggledHalfTurn: Orientation { Orientation(halfTurned: !isHalfTurned, mirrored: isMirrored) }

    /// The orientation of a `--rotate` value in degrees (0 or 180); nil for any other.
    public init?(degrees: Int, mirrored: Bool = false) {
        switch degrees {
        case 0: self.init(halfTurned: false, mirrored: mirrored)
        case 180: self.init(halfTurned: true, mirrored: mirrored)
        default: return nil
        }
    }

    /// The turned position of a span `length` long starting at `start` in `0..<count`
    /// (a caret's rows, a cell's column), when `flips`.
    public static func flip(_ start: Int, length: Int = 1, count: Int, when flips: Bool) -> Int {
        flips ? count - start - length : start
    }
}
