import Foundation
import OrbitingTestSupport
import Testing

/// The font cache and `--font` as others may leave them: an entry naming a FIFO or
/// `/dev/zero` is not used (nothing hangs or reads without end), and a pattern with a
/// control character is refused as `config set font` refuses it.
@Suite struct FontCacheEndToEndTests {
    let home = StoreHome()

    @Test func aPatternWithAControlCharacterIsAUsageError() throws {
        let result = try home.run(["show", "--font", "Sans\u{1B}[31m", "Hi"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(.needsDejaVu)
    func cacheEntriesNamingAFIFOOrDevZeroAreNotUsed() throws {
        let first = try home.run(["show", "--size", "40x10", "--font", "DejaVu Sans", "Hi"])
        #expect(first.status == 0, "\(first.stderr)")
        let cache = home.root + "/cache/fonts-v1.tsv"
        let text = try String(contentsOfFile: cache, encoding: .utf8)
        let fifo = home.root + "/font.ttf"
        #expect(mkfifo(fifo, 0o600) == 0)
        for target in [fifo, "/dev/zero"] {
            let lines = text.split(separator: "\n").map { line -> String in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 4, fields[0] == "DejaVu Sans" else { return String(line) }
                return [String(fields[0]), target, String(fields[2]), String(fields[3])].joined(separator: "\t")
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: cache, atomically: true, encoding: .utf8)
            #expect(try String(contentsOfFile: cache, encoding: .utf8).contains(target))
            let again = try ThemeFallbackTests().runBounded(
                ["show", "--size", "40x10", "--font", "DejaVu Sans", "Hi"], home: home)
            #expect(again.status == 0, "\(target): \(again.status) \(again.stderr)")
            #expect(again.stdout == first.stdout)
        }
    }
}
