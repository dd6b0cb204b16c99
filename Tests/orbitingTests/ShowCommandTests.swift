import Foundation
import OrbitingTestSupport
import Testing

/// `orbiting show` as a script or a person runs it.
@Suite struct ShowCommandTests {
    private func explain(_ arguments: [String], stdin: String? = nil) throws -> [String: Any] {
        let result = try OrbitingBinary.run(["show", "--explain"] + arguments, stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func printsAFrameThatFitsItsBox() throws {
        let result = try OrbitingBinary.run(["show", "--size", "60x12", "Back in 5"])
        #expect(result.status == 0)
        #expect(result.lines.count <= 12)
        #expect(result.lines.allSatisfy { $0.count <= 60 && !$0.hasSuffix(" ") })
        #expect(result.lines.contains { $0.contains("█") || $0.contains("▀") || $0.contains("▄") })
    }

    @Test func standardInputGivesTheSameFrameAsArguments() throws {
        let fromArguments = try OrbitingBinary.run(["show", "--size", "50x10", "Coffee?"])
        let piped = try OrbitingBinary.run(["show", "--size", "50x10"], stdin: "Coffee?\n")
        let dash = try OrbitingBinary.run(["show", "--size", "50x10", "-"], stdin: "Coffee?")
        #expect(!fromArguments.stdout.isEmpty)
        #expect(piped.stdout == fromArguments.stdout)
        #expect(dash.stdout == fromArguments.stdout)
    }

    @Test func explainDescribesTheFit() throws {
        let report = try explain(["--size", "80x24", "Hello"])
        #expect(report["pixels"] as? String == "half")
        let pixelLook = try explain(["--size", "80x24", "--font", "unifont", "Hello"])
        #expect(pixelLook["font"] as? String == "unifont")
        #expect(pixelLook["shaped"] as? Bool == false)
        #expect(report["lines"] as? Int == 1)
        #expect(report["fits"] as? Bool == true)
        #expect(report["missing"] as? Int == 0)
        #expect(report["truncated"] as? Bool == false)
        let size = try #require(report["size"] as? Int)
        let columns = try #require(report["columns"] as? Int), rows = try #require(report["rows"] as? Int)
        #expect(columns <= 78 && rows <= 22)
        // The size is maximal: forcing one more no longer fits.
        let bigger = try explain(["--size", "80x24", "--text-size", "\(size + 1)", "Hello"])
        #expect(bigger["fits"] as? Bool == false)
        // A bigger box gives bigger text.
        let large = try explain(["--size", "200x50", "Hello"])
        #expect((large["size"] as? Int ?? 0) > size)
    }

    @Test func forcedSizeWithUnboundedHeightShowsTheRealHeight() throws {
        let report = try explain(["--size", "30x0", "--text-size", "24", "Hello there"])
        let rows = try #require(report["rows"] as? Int)
        #expect(report["size"] as? Int == 24)
        let frame = try OrbitingBinary.run(["show", "--size", "30x0", "--text-size", "24", "Hello there"])
        // The frame is the whole block: one margin row above it, then its rows, nothing cut
        // (only a blank last row is trimmed).
        #expect(frame.lines.count <= rows + 1 && frame.lines.count >= rows)
        #expect(rows > 30)
        #expect(frame.lines.allSatisfy { $0.count <= 30 })
    }

    @Test func missingGlyphsAreCounted() throws {
        let report = try explain(["--size", "80x24", "--font", "unifont", "ok 😀"])
        #expect(report["missing"] as? Int == 1)
        // No font at all has a glyph for a private-use character of plane 16: a box, counted.
        let nowhere = try explain(["--size", "80x24", "ok \u{10FFFD}"])
        #expect(nowhere["missing"] as? Int == 1)
    }

    @Test func theFontSettingIsUsedWhenThereIsNoFontOption() throws {
        let home = StoreHome()
        #expect(try home.run(["config", "set", "font", "unifont"]).status == 0)
        let setting = try home.run(["show", "--explain", "--size", "80x24", "Hello"])
        #expect(setting.stdout.contains("\"font\": \"unifont\""), "\(setting.stdout)")
        #expect(setting.stdout.contains("\"shaped\": false"))
        let option = try home.run(["show", "--explain", "--size", "80x24", "--font", "auto", "Hello"])
        #expect(!option.stdout.contains("\"font\": \"unifont\""), "--font wins over the setting")
        #expect(try home.run(["config", "set", "font", "DejaVu Serif:bold"]).status == 0)
        let pattern = try home.run(["show", "--explain", "--size", "80x24", "Hello"])
        #expect(pattern.stdout.contains("\"font\": \"DejaVu Serif\""), "\(pattern.stdout)")
    }

    @Test func withoutAnyOutlineFontItRunsOnUnifontAndSaysSoOnce() throws {
        // A fontconfig configuration that lists no font directory: no outline font at all.
        let directory = URL(fileURLWithPath: TestDirectory.make("nofonts"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: config)
        let result = try OrbitingBinary.run(
            ["show", "--explain", "--size", "80x24", "Hi"],
            environment: [
                "FONTCONFIG_FILE": config.path,
                "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"shaped\": false"))
        #expect(result.stderr.components(separatedBy: "no outline font").count == 2, "\(result.stderr)")
    }

    @Test(.needsNotoSans)
    func outlineFontsAreTheDefaultAndReportTheirFamilies() throws {
        let latin = try explain(["--size", "80x24", "Hello"])
        #expect(latin["font"] as? String == "Noto Sans")
        #expect(latin["shaped"] as? Bool == true)
        let mixed = try explain(["--size", "80x24", "Hi नमस्ते নমস্কার"])
        #expect(mixed["font"] as? String == "Noto Sans, Noto Sans Devanagari, Noto Sans Bengali")
        let serif = try explain(["--size", "80x24", "--font", "DejaVu Serif:bold", "Hello"])
        #expect(serif["font"] as? String == "DejaVu Serif")
    }

    @Test func eachGlyphStyleDrawsWithItsOwnCharacters() throws {
        let expected: [String: Set<Character>] = [
            "half": ["▀", "▄", "█"], "full": ["█"],
            "quadrant": ["▘", "▝", "▖", "▗", "▌", "▐", "▛", "▜", "▙", "▟", "▀", "▄", "█"],
            "braille": Set((0x2801...0x28FF).compactMap { Unicode.Scalar($0).map(Character.init) }),
        ]
        for (style, characters) in expected {
            let result = try OrbitingBinary.run(["show", "--size", "40x10", "--pixels", style, "Hi"])
            let ink = Set(result.stdout.filter { $0 != " " && $0 != "\n" })
            #expect(!ink.isEmpty && ink.isSubset(of: characters), "\(style): \(ink)")
        }
    }

    @Test func hostileTextIsNeverWrittenRaw() throws {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}x"
        for size in ["80x24", "20x1"] {
            let result = try OrbitingBinary.run(["show", "--size", size, "-"], stdin: hostile)
            #expect(result.status == 0)
            let raw = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
            }
            #expect(raw.isEmpty, "\(size): \(raw.map { $0.value })")
        }
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = ["show", "--size", "40x8", "--explain", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data([0x48, 0x69, 0xFF, 0xFE, 0xC3]))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["lines"] as? Int == 1)
    }

    @Test func anEmptyMessagePrintsAnEmptyFrame() throws {
        let result = try OrbitingBinary.run(["show", "--size", "40x10", "-"], stdin: "")
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test(arguments: ["0x0", "99999x1", "80", "axb", "3x-4"])
    func absurdSizesAreClearErrors(size: String) throws {
        let result = try OrbitingBinary.run(["show", "--size", size, "Hi"])
        #expect(result.status == 64)
        #expect(result.stderr.contains(size))
        #expect(result.stderr.contains("WxH"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aOneByOneBoxIsASaneResult() throws {
        let result = try OrbitingBinary.run(["show", "--size", "1x1", "Hello"])
        #expect(result.status == 0)
        #expect(result.lines.count <= 1)
        #expect(result.lines.allSatisfy { $0.count <= 1 })
    }

    @Test func theBoxDefaultsTo80x24WithoutATerminal() throws {
        let defaulted = try OrbitingBinary.run(["show", "--explain", "Hello"])
        let explicit = try OrbitingBinary.run(["show", "--explain", "--size", "80x24", "Hello"])
        #expect(defaulted.stdout == explicit.stdout)
    }

    @Test func leftAlignmentStartsLinesFurtherLeftThanCentre() throws {
        func firstInkColumn(_ arguments: [String]) throws -> Int {
            let result = try OrbitingBinary.run(["show", "--size", "60x10"] + arguments + ["Hi"])
            let columns = result.lines.compactMap { line in
                line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) }
            }
            return columns.min() ?? -1
        }
        let centred = try firstInkColumn([])
        let left = try firstInkColumn(["--align", "left"])
        let flush = try firstInkColumn(["--align", "left", "--margin", "0"])
        #expect(left >= 0 && left < centred)
        #expect(flush <= left)
    }
}
