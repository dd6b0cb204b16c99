import OrbitingText
import Testing

@Suite struct ColumnWrapperTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        #expect(ColumnWrapper.wrap("the quick brown fox jumps", columns: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func japaneseBreaksBetweenCharactersCountingTwoColumnsEach() {
        let lines = ColumnWrapper.wrap("メッセージを保存します", columns: 8)
        #expect(lines == ["メッセー", "ジを保存", "します"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
    }

    @Test func closingPunctuationDoesNotStartALine() {
        let lines = ColumnWrapper.wrap("保存します。次へ", columns: 10)
        #expect(lines.allSatisfy { !$0.hasPrefix("。") })
    }

    @Test func aWordWiderThanTheLineIsCut() {
        #expect(ColumnWrapper.wrap("abcdefghij xy", columns: 4) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test func keepsExplicitLineBreaksAndEmptyText() {
        #expect(ColumnWrapper.wrap("a\n\nb", columns: 5) == ["a", "", "b"])
        #expect(ColumnWrapper.wrap("", columns: 5) == [""])
    }

    @Test func controlCharactersNeverSurvive() {
        let lines = ColumnWrapper.wrap("red \u{1B}[31m text", columns: 40)
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
        #expect(lines.joined().contains("␛[31m"))
    }

    /// A run of emoji wraps between emoji without breaking a word (UAX #14's ID class).
    @Test func aRunOfEmojiBreaksBetweenEmoji() {
        let characters = Array("😀🎉👍🏽☕")
        let wrapper = GreedyWrapper(characters: characters)
        let spans = wrapper.wrap(widths: characters.map(DisplayWidth.of), maxWidth: 4, breakWords: false)
        #expect(spans?.map { String(characters[$0.clusters]) } == ["😀🎉", "👍🏽", "☕"])
    }

    /// Korean keeps its words whole (CSS `word-break: keep-all`): lines break at spaces only,
    /// while a word wider than the line is still cut.
    @Test func koreanBreaksAtSpacesOnly() {
        #expect(ColumnWrapper.wrap("회의 중입니다", columns: 8) == ["회의", "중입니다"])
        #expect(ColumnWrapper.wrap("잠시만 기다려 주세요", columns: 8) == ["잠시만", "기다려", "주세요"])
        let characters = Array("회의 중입니다")
        let spans = GreedyWrapper(characters: characters)
            .wrap(widths: characters.map(DisplayWidth.of), maxWidth: 8, breakWords: false)
        #expect(spans?.map { String(characters[$0.clusters]) } == ["회의", "중입니다"])
        #expect(ColumnWrapper.wrap("중입니다", columns: 4) == ["중입", "니다"])
    }

    /// Hindi counts as the terminal draws it: a row of conjuncts is cut before it overflows.
    @Test func hindiLinesFitTheTerminalsColumns() {
        let lines = ColumnWrapper.wrap("सहायता के लिए F1 दबाएँ और नमस्ते दोस्तों", columns: 12)
        for line in lines {
            #expect(line.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) } <= 12, "\(line)")
        }
    }

    /// Every line fits, and no character but the spaces at breaks is lost.
    @Test(arguments: [1, 2, 3, 5, 8, 13, 21])
    func linesFitAndKeepEveryCharacter(columns: Int) {
        let samples = [
            "Orbiting shows a short message as large as the screen allows.",
            "入力した言葉が画面いっぱいに大きく表示されます。部屋の向こうからでも読めます。",
            "화면에 크게 표시됩니다 멀리서도 읽을 수 있어요",
            "शुरू करने के लिए कोई भी कुंजी दबाएँ।",
            "Ça va? Très bien — merci 😀👍🏽 ok",
        ]
        for sample in samples {
            let lines = ColumnWrapper.wrap(sample, columns: columns)
            for line in lines where line.count > 1 {
                #expect(DisplayWidth.of(line) <= columns, "\(line) in \(columns)")
            }
            #expect(lines.joined().filter { $0 != " " } == sample.filter { $0 != " " })
        }
    }
}
