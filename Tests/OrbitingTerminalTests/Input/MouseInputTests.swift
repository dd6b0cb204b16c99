import Testing

@testable import OrbitingTerminal

/// SGR mouse reports become mouse events, whole or split across reads, and Home's filter
/// takes them out of the bytes readline gets.
@Suite struct MouseInputTests {
    @Test func reportsDecodeToEvents() {
        var decoder = KeyDecoder()
        let events = decoder.feed(
            Array("\u{1B}[<0;12;5M\u{1B}[<32;14;5M\u{1B}[<0;20;6m\u{1B}[<65;3;4M\u{1B}[<4;1;1M".utf8))
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), row: 4, column: 11)),
                .mouse(MouseEvent(.drag(.left), row: 4, column: 13)),
                .mouse(MouseEvent(.release(.left), row: 5, column: 19)),
                .mouse(MouseEvent(.wheelDown, row: 3, column: 2)),
                .mouse(MouseEvent(.press(.left), row: 0, column: 0, shift: true)),
            ])
    }

    @Test func aReportSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[<64;1".utf8)).isEmpty)
        #expect(decoder.feed(Array("0;2M".utf8)) == [.mouse(MouseEvent(.wheelUp, row: 1, column: 9))])
    }

    @Test(arguments: [
        MouseEvent(.press(.right), row: 2, column: 3, control: true), MouseEvent(.release(.middle), row: 0, column: 99),
        MouseEvent(.drag(.left), row: 40, column: 200, alt: true), MouseEvent(.wheelLeft, row: 1, column: 1),
    ])
    func eventsRoundTripThroughTheirBytes(event: MouseEvent) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(KeyEvent.mouse(event).bytes) == [.mouse(event)])
    }

    @Test func malformedReportsAreNotMouseEvents() {
        var decoder = KeyDecoder()
        for text in ["\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<a;1;1M", "\u{1B}[<65;1;1m"] {
            let events = decoder.feed(Array(text.utf8))
            #expect(!events.contains { if case .mouse = $0 { true } else { false } }, "\(text)")
        }
    }

    @Test func theFilterKeepsKeysAndTakesReports() {
        var filter = MouseReportFilter()
        let first = filter.split(Array("ab\u{1B}[<0;3;4Mc\u{1B}[A\u{1B}[<0;3".utf8))
        #expect(first.rest == Array("abc\u{1B}[A".utf8))
        #expect(first.events == [MouseEvent(.press(.left), row: 3, column: 2)])
        #expect(filter.isWaiting)
        let second = filter.split(Array(";4md\u{1B}".utf8))
        #expect(second.rest == Array("d\u{1B}".utf8), "a lone ESC is the editor's to settle")
        #expect(second.events == [MouseEvent(.release(.left), row: 3, column: 2)])
    }

    @Test func mouseModeIsTurnedOnAndOffWithTheSession() {
        let session = TerminalSession(input: -1, output: -1, features: [.mouse, .windowTitle])
        #expect(session.enterSequence.contains("\u{1B}[?1006h") && session.enterSequence.contains("\u{1B}[?1002h"))
        #expect(session.leaveSequence.contains("\u{1B}[?1006l") && session.leaveSequence.contains("\u{1B}[?1000l"))
        #expect(session.enterSequence.contains(TerminalNotification.saveTitle))
        #expect(session.leaveSequence.contains(TerminalNotification.restoreTitle))
        #expect(!TerminalSession(input: -1, output: -1).enterSequence.contains("\u{1B}[?1000h"), "off unless asked for")
    }
}
