import Foundation
import OrbitingText
import Testing

/// What the screen shows is what the store holds: History in a real terminal (tmux, which
/// advances per code point) over a history mixing every script, searched one key at a time.
@Suite(.serialized) struct HistoryRowsEndToEndTests {
    /// Words of every kind the issue names: English, accented Latin, Hindi and Bengali
    /// conjuncts, Japanese, Korean, emoji sequences, combining marks.
    static let words = [
        "the", "brown", "dog", "jumps", "café", "résumé", "Größe", "नमस्ते", "दोस्तों", "स्टेशन", "श्री",
        "ধন্যবাদ", "বাংলা", "ক্ষমা", "会議中です", "少々", "안녕하세요", "회의", "👍🏽", "👨‍👩‍👧", "🇩🇪", "❤️",
        "e\u{301}te\u{301}", "n\u{303}o",
    ]

    /// 2 000 messages, the same every run.
    static func messages() -> [String] {
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<2_000).map { index in
            (0..<(2 + next() % 7)).map { _ in words[next() % words.count] }.joined(separator: " ") + " \(index)"
        }
    }

    /// What a History row shows for `message`: the star, the text as the one fitter cuts it,
    /// and the time at the right edge.
    static func expectedRow(_ message: ExportedMessage, time: String, width: Int, model: WidthModel) -> String {
        let fitted = TextFitter.fitted(message.text, columns: width - 6 - DisplayWidth.of(time), model: model)
        let used = 3 + model.width(of: fitted)
        let gap = width - 1 - DisplayWidth.of(time) - used
        return " " + (message.isFavorite ? "★" : " ") + " " + fitted + String(repeating: " ", count: gap) + time
    }

    /// The time a row ends with: what follows the last run of two or more spaces.
    static func time(of row: String) -> String {
        guard let range = row.range(of: "  ", options: .backwards) else { return "" }
        return String(row[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }

    /// How tmux draws the clusters terminals disagree on, measured the way the session's
    /// probe does: each probe printed in a window of its own, then the cursor's column.
    static func tmuxModel() throws -> WidthModel {
        var widths: [Int] = []
        for probe in WidthModel.probes {
            let tmux = try TmuxSession(command: "sh -c " + Shell.quote("printf '%s' \(Shell.quote(probe)); sleep 30"))
            defer { tmux.kill() }
            var column = ""
            for _ in 0..<100 {
                column = try tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{cursor_x}"])
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if column != "0" { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            widths.append(Int(column) ?? 0)
        }
        return try #require(WidthModel(probedWidths: widths))
    }

    /// The screen once two captures in a row agree (tmux may show a frame half drawn).
    static func settled(_ tmux: TmuxSession) throws -> [String] {
        var last = try tmux.screen()
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.05)
            let next = try tmux.screen()
            if next == last { return next }
            last = next
        }
        return last
    }

    @Test(arguments: [(120, 40), (80, 24)])
    func everyRowIsTheStoredMessageWhileSearching(width: Int, height: Int) throws {
        let model = try Self.tmuxModel()
        let home = StoreHome()
        let file = try home.file("messages.txt", Self.messages().joined(separator: "\n") + "\n")
        try home.run(["history", "import", file])
        let session = try SessionHarness(width: width, height: height, home: home)
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        var query = ""
        let keys = ["d", "o", "g", "BSpace", "BSpace", "BSpace"]
        try session.tmux.waitFor { $0.count > 2 && $0[2].contains(" 1999") }
        for key in [""] + keys {
            if key == "BSpace" {
                query.removeLast()
                try session.tmux.send("BSpace")
            } else if !key.isEmpty {
                query += key
                try session.tmux.send(key, literal: true)
            }
            let stored = try home.messages(query.isEmpty ? [] : ["--search", query])
            try session.tmux.waitFor { $0.count > 2 && $0[1].contains(query) && !($0[1].contains(query + "g")) }
            let screen = try Self.settled(session.tmux)
            let rows = Array(screen.dropFirst(2).prefix(height - 3))
            for (index, row) in rows.enumerated() {
                let trimmed = String(row.reversed().drop(while: { $0 == " " }).reversed())
                guard index < stored.count else {
                    #expect(
                        trimmed.isEmpty, "after \(query.debugDescription): row \(index + 2) should be empty: \(trimmed)"
                    )
                    continue
                }
                let expected = Self.expectedRow(stored[index], time: Self.time(of: trimmed), width: width, model: model)
                #expect(trimmed == expected, "after \(query.debugDescription), row \(index + 2)")
            }
        }
    }
}
