import CImageLibraries

/// How the big text reaches the screen, sharpest last: block characters, anti-aliased half
/// blocks, or real pixels through one of the graphics protocols.
public enum RenderMode: String, Sendable, CaseIterable {
    /// Block characters, each sub-pixel on or off (the `pixels` style), the frame's colours.
    case blocks
    /// Half blocks whose two pixels each take the text colour blended with the background by
    /// the glyph's coverage: smooth edges on any colour terminal.
    case smooth
    /// Pictures through kitty's graphics protocol.
    case kitty
    /// Pictures as sixels.
    case sixel
    /// Pictures as iTerm2 inline images.
    case iterm2

    /// The graphics protocol of a picture mode; nil for the cell modes.
    public var graphics: GraphicsProtocol? { GraphicsProtocol(rawValue: rawValue) }
}

/// What `--render` or the `render` setting asks for: a mode, or `auto` to take the sharpest
/// the terminal shows.
public enum RenderRequest: Sendable, Equatable {
    /// The sharpest mode the terminal offers (see `RenderChoice.choose`).
    case auto
    /// This mode, or a clear refusal where it cannot work.
    case mode(RenderMode)

    /// `auto` or a mode's name; nil for anything else.
    public init?(_ word: String) {
        if word == "auto" {
            self = .auto
        } else if let mode = RenderMode(rawValue: word) {
            self = .mode(mode)
        } else {
            return nil
        }
    }

    /// Every word accepted, `auto` first.
    public static let words = ["auto"] + RenderMode.allCases.map(\.rawValue)

    /// Whether choosing needs the terminal's answers when the window size ioctl did or did
    /// not give the cell's pixels: `auto` always asks; kitty and iTerm2 forced need only the
    /// cell size; sixel forced also wants the colour registers.
    public func asksTerminal(knowingCell: Bool) -> Bool {
        switch self {
        case .auto: return true
        case .mode(let mode): return mode.graphics != nil && (mode == .sixel || !knowingCell)
        }
    }
}

/// The mode chosen for a run and what drawing in it needs.
public struct RenderTarget: Sendable, Equatable {
    /// The mode.
    public var mode: RenderMode
    /// One cell's pixels, for a picture mode.
    public var cell: CellPixels?
    /// The sixel ramp's steps (the colour registers, one kept for the marks).
    public var sixelLevels: Int = IndexedPicture.defaultLevels
    /// For the cell modes: the cell styles with more pixel rows that the terminal draws,
    /// tried before plain text (`FitOptions.denserStyles`).
    public var denserStyles: [PixelStyle] = []

    /// A target in `mode`.
    public init(
        mode: RenderMode, cell: CellPixels? = nil, sixelLevels: Int = IndexedPicture.defaultLevels,
        denserStyles: [PixelStyle] = []
    ) {
        self.mode = mode
        self.cell = cell
        self.sixelLevels = sixelLevels
        self.denserStyles = denserStyles
    }

    /// The widest and tallest picture drawn, in pixels: 16 384.
    public static let largestPicture = 16_384
    /// The most pixels a picture has: 2^25 (an 8K screen's 7680×4320 fits), so its canvas
    /// stays a few tens of megabytes.
    public static let largestPictureArea = 1 << 25

    /// This target for drawing into `box`: itself, or cells (smooth) when it is a picture
    /// mode whose picture would pass `largestPicture` pixels either way or
    /// `largestPictureArea` in all (a terminal that reports a huge window, or huge cells),
    /// so memory and time stay bounded.
    public func fitting(_ box: Box) -> RenderTarget {
        guard mode.graphics != nil else { return self }
        let cell = cell ?? RenderChoice.assumedCell
        let width = box.width.multipliedReportingOverflow(by: cell.width)
        let height = (box.height ?? 1).multipliedReportingOverflow(by: cell.height)
        let fits =
            !width.overflow && !height.overflow && width.partialValue <= RenderTarget.largestPicture
            && height.partialValue <= RenderTarget.largestPicture
            && width.partialValue * height.partialValue <= RenderTarget.largestPictureArea
        guard !fits else { return self }
        return RenderTarget(mode: .smooth)
    }
}

/// Why a forced picture mode cannot work here.
public enum RenderRefusal: Error, Sendable, Equatable {
    /// The output is not a terminal (a pipe, a file): pictures need one.
    case notATerminal(RenderMode)
    /// libpng (or zlib) cannot be loaded, and the mode sends PNG files.
    case noImageLibrary(RenderMode)
}

/// Chooses the render mode from the request, the terminal's answers and the environment.
public enum RenderChoice {
    /// The cell size assumed for a forced picture mode when the terminal tells none (kitty
    /// and iTerm2 scale the picture to its cells anyway).
    public static let assumedCell = CellPixels(width: 10, height: 20)

    /// The mode for `request`.
    ///
    /// `auto`: blocks without colour or off a terminal; inside tmux or screen (which pass no
    /// pictures) smooth cells on a 24-bit terminal, else blocks; kitty where kitty's query was
    /// answered, iTerm2 images in iTerm2 and WezTerm, sixel where DA1 lists it (each only with
    /// a cell size in pixels, and libpng for the PNG ones); otherwise smooth cells on a 24-bit
    /// terminal and blocks on 256 or 16 colours.
    ///
    /// - Parameters:
    ///   - support: the terminal's answers (nil when it was not asked).
    ///   - windowCell: the cell size from the window size ioctl, when it gave one.
    ///   - pngAvailable: whether libpng loads (asked only when needed).
    /// - Throws: `RenderRefusal` for a forced picture mode that cannot work.
    public static func choose(
        _ request: RenderRequest, support: GraphicsSupport?, windowCell: CellPixels?,
        environment: [String: String], outputIsTerminal: Bool, depth: ColorDepth,
        pngAvailable: () -> Bool = { orbiting_png_available() != 0 }
    ) throws(RenderRefusal) -> RenderTarget {
        let cell = windowCell ?? support?.cell
        let levels = sixelLevels(colors: support?.sixelColors)
        let denser = denserCellStyles(environment)
        switch request {
        case .mode(let mode):
            guard mode.graphics != nil else { return RenderTarget(mode: mode, denserStyles: denser) }
            guard outputIsTerminal else { throw .notATerminal(mode) }
            if mode != .sixel, !pngAvailable() { throw .noImageLibrary(mode) }
            return RenderTarget(mode: mode, cell: cell ?? assumedCell, sixelLevels: levels)
        case .auto:
            let cells = RenderTarget(mode: depth == .trueColor ? .smooth : .blocks, denserStyles: denser)
            guard depth != .none, outputIsTerminal else { return RenderTarget(mode: .blocks, denserStyles: denser) }
            guard !isMultiplexer(environment), let cell, let support else { return cells }
            if support.kitty, pngAvailable() { return RenderTarget(mode: .kitty, cell: cell) }
            let program = environment["TERM_PROGRAM"] ?? ""
            if program == "iTerm.app" || program == "WezTerm", pngAvailable() {
                return RenderTarget(mode: .iterm2, cell: cell)
            }
            if support.sixel { return RenderTarget(mode: .sixel, cell: cell, sixelLevels: levels) }
            return cells
        }
    }

    /// The cell styles finer than half blocks that the terminal is known to draw itself,
    /// whatever its font: sextants (Unicode 13's Symbols for Legacy Computing) in kitty, WezTerm,
    /// foot and Ghostty. None through tmux or screen, which cannot tell which terminal is
    /// outside, nor elsewhere: a terminal drawing a missing sextant as a box or a question mark
    /// would show nothing readable. Quadrants are not on the list: they have the rows of half
    /// blocks, so they bring no size closer to a script's minimum.
    public static func denserCellStyles(_ environment: [String: String]) -> [PixelStyle] {
        guard !isMultiplexer(environment) else { return [] }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        let drawsSextants =
            term == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
            || program == "WezTerm" || program == "ghostty" || term == "xterm-ghostty" || term.hasPrefix("foot")
        return drawsSextants ? [.sextant] : []
    }

    /// Whether the output goes through tmux or GNU screen, which keep pictures from the
    /// terminal outside.
    public static func isMultiplexer(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty
            || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    /// The ramp's steps for `colors` registers: all but one (the marks'), at most 15.
    static func sixelLevels(colors: Int?) -> Int {
        guard let colors else { return IndexedPicture.defaultLevels }
        return max(2, min(IndexedPicture.defaultLevels, colors - 1))
    }
}
