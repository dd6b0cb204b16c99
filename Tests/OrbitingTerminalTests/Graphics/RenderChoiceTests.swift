import Testing

@testable import OrbitingTerminal

/// What the terminal's answers say about pictures, and the mode `auto` takes from them.
@Suite struct RenderChoiceTests {
    static let kittyReply = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;c"
    static let xtermReply = "\u{1B}[?1;0;1024S\u{1B}[?2;0;480;312S\u{1B}[?63;1;2;4;6;9;15;16;22;28c"

    static func support(_ reply: String) -> GraphicsSupport { GraphicsSupport.parse(Array(reply.utf8)) }

    @Test func kittyAnswersItsQueryAndTheCellSize() {
        let support = Self.support(Self.kittyReply)
        #expect(support.kitty && !support.sixel)
        #expect(support.cell == CellPixels(width: 9, height: 18))
    }

    @Test func xtermListsSixelAndItsRegisters() {
        let support = Self.support(Self.xtermReply)
        #expect(!support.kitty && support.sixel)
        #expect(support.sixelColors == 1024)
        #expect(support.sixelMaximum == CellPixels(width: 480, height: 312))
    }

    @Test func anErrorFromKittyOrSilenceIsNoSupport() {
        #expect(!Self.support("\u{1B}_Gi=31;ENOENT:no\u{1B}\\\u{1B}[?62;c").kitty)
        #expect(Self.support("") == GraphicsSupport())
        #expect(Self.support("\u{1B}[?62;1;6c").sixel == false, "attribute 4 only")
        #expect(Self.support("\u{1B}[6;0;0t").cell == nil, "a zero pixel size is no size")
        #expect(Self.support("\u{1B}[6;99999;5t").cell == nil)
    }

    static func choose(
        _ request: RenderRequest, reply: String?, environment: [String: String] = ["TERM": "xterm-256color"],
        terminal: Bool = true, depth: ColorDepth = .trueColor, png: Bool = true,
        windowCell: CellPixels? = nil
    ) throws(RenderRefusal) -> RenderMode {
        try RenderChoice.choose(
            request, support: reply.map(support), windowCell: windowCell, environment: environment,
            outputIsTerminal: terminal, depth: depth, pngAvailable: { png }
        ).mode
    }

    @Test func autoTakesTheSharpestTheTerminalShows() throws {
        #expect(try Self.choose(.auto, reply: Self.kittyReply) == .kitty)
        #expect(try Self.choose(.auto, reply: Self.xtermReply) == .smooth, "no cell size: cells")
        #expect(try Self.choose(.auto, reply: Self.xtermReply, windowCell: CellPixels(width: 6, height: 13)) == .sixel)
        #expect(
            try Self.choose(.auto, reply: "\u{1B}[6;20;10t\u{1B}[?62;c", environment: ["TERM_PROGRAM": "iTerm.app"])
                == .iterm2)
        #expect(try Self.choose(.auto, reply: "\u{1B}[?62;c") == .smooth, "24-bit without pictures")
        #expect(try Self.choose(.auto, reply: "\u{1B}[?62;c", depth: .ansi256) == .blocks)
        #expect(try Self.choose(.auto, reply: nil) == .smooth, "a terminal that answered nothing")
    }

    @Test func autoNeverPicksAPictureWhereNoneCanShow() throws {
        #expect(
            try Self.choose(.auto, reply: Self.kittyReply, environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .smooth)
        #expect(try Self.choose(.auto, reply: Self.kittyReply, environment: ["TERM": "screen-256color"]) == .smooth)
        #expect(
            try Self.choose(.auto, reply: Self.kittyReply, environment: ["STY": "1.pts-0"], depth: .ansi16) == .blocks)
        #expect(try Self.choose(.auto, reply: Self.kittyReply, terminal: false) == .blocks, "a pipe gets text")
        #expect(try Self.choose(.auto, reply: Self.kittyReply, depth: .none) == .blocks, "NO_COLOR")
        #expect(try Self.choose(.auto, reply: Self.kittyReply, png: false) == .smooth, "no libpng")
    }

    @Test func aForcedModeIsTakenOrRefused() throws {
        #expect(try Self.choose(.mode(.sixel), reply: nil) == .sixel)
        #expect(try Self.choose(.mode(.smooth), reply: nil, terminal: false) == .smooth)
        #expect(throws: RenderRefusal.notATerminal(.kitty)) {
            try Self.choose(.mode(.kitty), reply: nil, terminal: false)
        }
        #expect(throws: RenderRefusal.noImageLibrary(.iterm2)) {
            try Self.choose(.mode(.iterm2), reply: nil, png: false)
        }
        let target = try RenderChoice.choose(
            .mode(.kitty), support: nil, windowCell: nil, environment: [:],
            outputIsTerminal: true, depth: .trueColor, pngAvailable: { true })
        #expect(target.cell == RenderChoice.assumedCell, "kitty scales to the cells: a guessed size works")
    }

    @Test func requestsAreReadFromTheirWords() {
        #expect(RenderRequest("auto") == .auto && RenderRequest("sixel") == .mode(.sixel))
        #expect(RenderRequest("Kitty") == nil && RenderRequest("") == nil)
        #expect(RenderRequest.words == ["auto", "blocks", "smooth", "kitty", "sixel", "iterm2"])
    }

    @Test func aForcedPictureAsksOnlyWhatItMustKnow() {
        #expect(RenderRequest.auto.asksTerminal(knowingCell: true), "auto must hear what the terminal draws")
        #expect(!RenderRequest.mode(.kitty).asksTerminal(knowingCell: true), "kitty needs only the cell size")
        #expect(!RenderRequest.mode(.iterm2).asksTerminal(knowingCell: true))
        #expect(RenderRequest.mode(.kitty).asksTerminal(knowingCell: false), "without the ioctl's pixels, CSI 16 t")
        #expect(RenderRequest.mode(.sixel).asksTerminal(knowingCell: true), "sixel wants its colour registers")
        #expect(!RenderRequest.mode(.blocks).asksTerminal(knowingCell: false))
    }
}
