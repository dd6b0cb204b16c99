import OrbitingText
import Testing

@testable import OrbitingTerminal

@Suite struct BackgroundToneTests {
    @Test func parsesOSC11RepliesInTheirCommonShapes() {
        let st = "\u{1B}\\", bel = "\u{07}"
        #expect(OSCColorReply.parse(Array("\u{1B}]11;rgb:1f1f/1f1f/1f1f\(st)".utf8)) == RGBColor(0x1f1f1f))
        #expect(OSCColorReply.parse(Array("\u{1B}]11;rgb:ffff/ffff/ffff\(bel)".utf8)) == RGBColor(0xffffff))
        #expect(OSCColorReply.parse(Array("\u{1B}]11;rgb:fa/fa/fa\(st)".utf8)) == RGBColor(0xfafafa))
        #expect(OSCColorReply.parse(Array("\u{1B}]11;rgb:f/0/8\(bel)".utf8)) == RGBColor(red: 255, green: 0, blue: 136))
        #expect(OSCColorReply.parse(Array("\u{1B}]11;rgba:0000/0000/0000/ffff\(st)".utf8)) == RGBColor(0x000000))
        #expect(OSCColorReply.parse(Array("\u{1B}]11;#14141f\(bel)".utf8)) == RGBColor(0x14141f))
        // Surrounded by typed keys and the DA1 reply.
        #expect(
            OSCColorReply.parse(Array("ab\u{1B}]11;rgb:0000/8080/ffff\(st)\u{1B}[?62;22c".utf8)) == RGBColor(0x0080ff))
    }

    @Test(arguments: [
        "", "\u{1B}[?62c", "\u{1B}]11;rgb:1f1f/1f1f/1f1f", "\u{1B}]11;rgb:1f1f/1f1f\u{07}",
        "\u{1B}]11;rgb:12345/0/0\u{07}", "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;?\u{07}",
        "\u{1B}]10;rgb:0/0/0\u{07}",
    ])
    func rejectsIncompleteOrForeignReplies(reply: String) {
        #expect(OSCColorReply.parse(Array(reply.utf8)) == nil)
    }

    @Test func toneFollowsTheBackgroundsLightness() {
        #expect(BackgroundTone(background: RGBColor(0xfafafa)) == .light)
        #expect(BackgroundTone(background: RGBColor(0xf2f2fa)) == .light)
        #expect(BackgroundTone(background: RGBColor(0x1f1f1f)) == .dark)
        #expect(BackgroundTone(background: RGBColor(0x000080)) == .dark)
    }

    @Test func colorFGBGGivesTheBackgroundIndex() {
        #expect(BackgroundTone(colorFGBG: "15;0") == .dark)
        #expect(BackgroundTone(colorFGBG: "0;15") == .light)
        #expect(BackgroundTone(colorFGBG: "0;default;7") == .light)
        #expect(BackgroundTone(colorFGBG: "7;8") == .dark)
        #expect(BackgroundTone(colorFGBG: "default;default") == nil)
        #expect(BackgroundTone(colorFGBG: "") == nil)
        #expect(BackgroundTone(colorFGBG: nil) == nil)
    }

    @Test func resolveOrderIsReplyThenColorFGBGThenDark() {
        #expect(BackgroundTone.resolve(queried: RGBColor(0xffffff), environment: ["COLORFGBG": "15;0"]) == .light)
        #expect(BackgroundTone.resolve(queried: nil, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(BackgroundTone.resolve(queried: nil, environment: [:]) == .dark)
    }
}
