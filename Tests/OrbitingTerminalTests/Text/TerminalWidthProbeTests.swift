import OrbitingText
import Testing

@testable import OrbitingTerminal

/// What a terminal's answers to the width probe say about how it draws clusters.
@Suite struct TerminalWidthProbeTests {
    /// A reply: the DECRQM answer (when given), a cursor report after each probe, then DA1.
    static func reply(clustering: Int?, columns: [Int]) -> [UInt8] {
        var text = clustering.map { "\u{1B}[?2027;\($0)$y" } ?? ""
        for column in columns { text += "\u{1B}[1;\(column)R" }
        return Array((text + "\u{1B}[?62;22c").utf8)
    }

    @Test func aPerCodePointTerminalKeepsTheDefault() {
        let answer = TerminalWidthProbe.answer(fromReply: Self.reply(clustering: nil, columns: [5, 5, 2, 3]))
        #expect(answer == TerminalWidthProbe.Answer(model: .perCodePoint))
    }

    /// tmux 3.3 joins emoji ZWJ sequences but advances per code point otherwise.
    @Test func tmuxJoinsZeroWidthJoinerSequences() {
        let answer = TerminalWidthProbe.answer(fromReply: Self.reply(clustering: 0, columns: [3, 5, 2, 3]))
        #expect(answer?.model == WidthModel(joinsZeroWidthJoiner: true))
        #expect(answer?.enablesGraphemeClustering == false)
    }

    /// A terminal with mode 2027 off: the session turns it on and measures clusters whole.
    @Test func aTerminalWithModeTwentyTwentySevenOffHasItTurnedOn() {
        let answer = TerminalWidthProbe.answer(fromReply: Self.reply(clustering: 2, columns: [5, 5, 2, 3]))
        #expect(answer?.enablesGraphemeClustering == true)
        #expect(answer?.model.clustersGraphemes == true)
        #expect(answer?.model.width(of: "स्ते") == 1)
    }

    /// A terminal that always clusters: the probes show it, nothing is turned on.
    @Test func aTerminalThatAlwaysClustersIsMeasured() {
        let answer = TerminalWidthProbe.answer(fromReply: Self.reply(clustering: 3, columns: [3, 3, 3, 2]))
        #expect(
            answer?.model
                == WidthModel(
                    joinsZeroWidthJoiner: true, joinsEmojiModifiers: true,
                    widensVariationSelector16: true, clustersGraphemes: true))
        #expect(answer?.enablesGraphemeClustering == false)
    }

    @Test func noAnswerIsNoModel() {
        #expect(TerminalWidthProbe.answer(fromReply: Array("\u{1B}[?62c".utf8)) == nil)
        #expect(TerminalWidthProbe.answer(fromReply: Self.reply(clustering: 2, columns: [5, 5])) == nil)
    }

    /// The probe writes nothing on the person's screen: it works on the alternate screen and
    /// leaves it, and asks DA1 last so the wait ends at once.
    @Test func theRequestStaysOnTheAlternateScreen() {
        let request = TerminalWidthProbe.request
        #expect(request.contains(ControlSequence.enterAlternateScreen))
        #expect(
            request.hasSuffix(
                ControlSequence.leaveAlternateScreen + ControlSequence.endSynchronizedUpdate
                    + TerminalQuery.deviceAttributes))
        #expect(request.components(separatedBy: "\u{1B}[6n").count == WidthModel.probes.count + 1)
    }
}
