import OrbitingTerminal
import Testing

/// The alarm's escape sequences: each notification style, the window title, tmux's
/// passthrough with its ESCs doubled, and a hostile label that cannot break out.
@Suite struct TerminalNotificationTests {
    @Test func eachStyleWritesItsSequence() {
        #expect(
            TerminalNotification.notify(title: "Orbiting", body: "Tea: time is up.", style: .osc9)
                == "\u{1B}]9;Orbiting: Tea: time is up.\u{1B}\\")
        #expect(
            TerminalNotification.notify(title: "Orbiting; Tea", body: "a;b", style: .osc777)
                == "\u{1B}]777;notify;Orbiting, Tea;a;b\u{1B}\\")
        #expect(
            TerminalNotification.notify(title: "T", body: "B", style: .osc99)
                == "\u{1B}]99;i=orbiting:d=0:p=title;T\u{1B}\\\u{1B}]99;i=orbiting:d=1:p=body;B\u{1B}\\")
        #expect(TerminalNotification.title("4:59 Tea") == "\u{1B}]2;4:59 Tea\u{1B}\\")
    }

    @Test func insideTmuxEveryEscIsDoubledInOnePassthrough() {
        let inner = TerminalNotification.notify(title: "Orbiting", body: "Tea", style: .osc9)
        let wrapped = TerminalNotification.tmuxPassthrough(inner)
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}]9;Orbiting: Tea\u{1B}\u{1B}\\\u{1B}\\")
        // Undoubling the body gives the sequence back; only the final ST ends the DCS.
        let body = wrapped.dropFirst("\u{1B}Ptmux;".count).dropLast(2)
        #expect(body.replacingOccurrences(of: "\u{1B}\u{1B}", with: "\u{1B}") == inner)
        #expect(!body.replacingOccurrences(of: "\u{1B}\u{1B}", with: "").contains("\u{1B}"))
    }

    @Test func aLabelCannotEndTheSequenceOrStartAnother() {
        let hostile = "Tea\u{1B}\\\u{1B}]2;owned\u{07}\u{9C}\u{1B}[2J\nnext"
        for sequence in [
            TerminalNotification.notify(title: hostile, body: hostile, style: .osc9),
            TerminalNotification.notify(title: hostile, body: hostile, style: .osc777),
            TerminalNotification.notify(title: hostile, body: hostile, style: .osc99),
            TerminalNotification.title(hostile),
        ] {
            // The only controls left are the sequence's own ESCs: one opening each OSC and
            // one in each string terminator.
            let escapes = sequence.unicodeScalars.filter { $0 == "\u{1B}" }.count
            let oscs = sequence.components(separatedBy: "\u{1B}]").count - 1
            #expect(escapes == 2 * oscs, "\(sequence.debugDescription)")
            #expect(
                !sequence.unicodeScalars.contains {
                    ($0.value < 0x20 && $0 != "\u{1B}") || (0x7F...0x9F).contains($0.value)
                })
            #expect(sequence.contains("Tea␛\\␛]2;owned␇"))
        }
    }

    @Test func theStyleFollowsTheTerminal() {
        #expect(TerminalNotification.Style.detect([:]) == .osc9)
        #expect(TerminalNotification.Style.detect(["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(TerminalNotification.Style.detect(["TERM": "xterm-kitty"]) == .osc99)
        #expect(
            TerminalNotification.Style.detect(["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "KITTY_WINDOW_ID": "1"])
                == .osc99)
        #expect(TerminalNotification.Style.detect(["TERM": "xterm-256color", "VTE_VERSION": "7600"]) == .osc777)
        #expect(TerminalNotification.Style.detect(["TERM": "foot"]) == .osc777)
        #expect(TerminalNotification.Style.detect(["TERM_PROGRAM": "WezTerm"]) == .osc777)
    }
}
