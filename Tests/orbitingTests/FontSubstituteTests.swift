import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A font that is not installed, asked for with `--font` or the `font` setting, is drawn
/// with what fontconfig substitutes, and every command drawing with it says so on stderr,
/// in the run's language, naming the font asked for and the one drawn instead: `show`,
/// `show --follow`, `config set font`, the session and the timer display alike. A setting
/// that is not allowed (a control character) is said by `show` as by the other commands.
@Suite(.needsFontconfigFonts)
struct FontSubstituteTests {
    let home = StoreHome()
    static let missing = "Nopeface Sans"

    /// The family `show` draws with by default here (fontconfig's choice for `auto`).
    func defaultFamily() throws -> String {
        let explained = try home.run(["show", "--size", "200x50", "--explain", "Hi"])
        let object = try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any]
        let fonts = try #require(object?["font"] as? String, "\(explained.stdout)")
        return String(fonts.split(separator: ",")[0])
    }

    /// Whether `text` says that the missing font is drawn with another, and names that one.
    static func saysSubstituted(_ text: String) -> Bool {
        text.contains("no font “\(missing)” is installed; drawing with ") && text.contains(" instead.")
    }

    @Test func showSaysWhichFontItDrawsWithInstead() throws {
        let result = try home.run(["show", "--size", "40x10", "--font", Self.missing, "Hi"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(Self.saysSubstituted(result.stderr), "\(result.stderr)")
        // The font named is the one drawn: what --explain reports.
        let explained = try home.run(["show", "--size", "200x50", "--font", Self.missing, "--explain", "Hi"])
        let object = try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any]
        let drawn = try #require((object?["font"] as? String)?.split(separator: ",").first.map(String.init))
        #expect(explained.stderr.contains("drawing with \(drawn) instead"), "\(explained.stderr)")
    }

    @Test func anInstalledFamilyAGenericNameOrAFallbackListSaysNothing() throws {
        let installed = try defaultFamily()
        var fonts = [installed, installed + ":bold", "serif", "monospace:bold", Self.missing + "," + installed, "auto"]
        // A face's second family name (its first is DejaVu Sans).
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf") {
            fonts.append("DejaVu Sans Light")
        }
        for font in fonts {
            let result = try home.run(["show", "--size", "40x10", "--font", font, "Hi"])
            #expect(result.status == 0, "\(font): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(font): \(result.stderr)")
        }
    }

    @Test func theNoteIsInTheRunsLanguage() throws {
        let result = try home.run(["show", "--lang", "de", "--size", "40x10", "--font", Self.missing, "Hi"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("keine Schrift „\(Self.missing)“ installiert"), "\(result.stderr)")
    }

    @Test func followSaysItToo() throws {
        let result = try home.run(["show", "--follow", "--size", "40x10", "--font", Self.missing], stdin: "Hi\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.saysSubstituted(result.stderr), "\(result.stderr)")
    }

    @Test func theSettingIsKeptAndSaidWhenSetAndWhenUsed() throws {
        let set = try home.run(["config", "set", "font", Self.missing])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains(Self.missing))
        #expect(Self.saysSubstituted(set.stderr), "\(set.stderr)")
        #expect(try home.run(["config", "get", "font"]).stdout.contains(Self.missing))
        let shown = try home.run(["show", "--size", "40x10", "Hi"])
        #expect(shown.status == 0)
        #expect(Self.saysSubstituted(shown.stderr), "\(shown.stderr)")
        // An installed font set says nothing.
        let installed = try home.run(["config", "set", "font", try defaultFamily() + ":bold"])
        #expect(installed.status == 0 && installed.stderr.isEmpty, "\(installed.stderr)")
    }

    @Test func aSettingThatIsNotAllowedIsSaidByShow() throws {
        #expect(try home.run(["config", "set", "font", "auto"]).status == 0)
        let edited = #"{"format": "orbiting.settings", "version": 1, "settings": {"font": "Sans\u0007"}}"#
        try edited.write(toFile: home.config + "/settings.json", atomically: false, encoding: .utf8)
        let shown = try home.run(["show", "--size", "40x10", "Hi"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stderr.contains("The setting font has a value that is not allowed"), "\(shown.stderr)")
    }

    /// Runs `arguments` in tmux with standard error to a file, and waits until that file
    /// holds the note (or 20 seconds pass); returns what it holds.
    func stderrOnATerminal(_ arguments: String) throws -> String {
        let errors = home.root + "/stderr"
        let command =
            "sh -c "
            + Shell.quote(
                "ORBITING_HOME=\(Shell.quote(home.root)) " + Shell.quote(OrbitingBinary.path) + " " + arguments
                    + " 2>" + Shell.quote(errors) + "; sleep 60")
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let deadline = Date().addingTimeInterval(20)
        var text = ""
        repeat {
            text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            if Self.saysSubstituted(text) { break }
            usleep(50_000)
        } while Date() < deadline
        return text
    }

    @Test func theSessionAndTheTimerDisplaySayItToo() throws {
        #expect(try home.run(["config", "set", "font", Self.missing]).status == 0)
        #expect(try home.run(["config", "set", "hasSeenWelcome", "true"]).status == 0)
        let session = try stderrOnATerminal("")
        #expect(Self.saysSubstituted(session), "session: \(session)")
        let timer = try stderrOnATerminal("timer 1m Tea")
        #expect(Self.saysSubstituted(timer), "timer: \(timer)")
    }
}

/// Whether this machine draws with outline fonts (fontconfig and a Noto or DejaVu face).
enum OutlineFontsHere {
    static let available = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    ]
    .contains { FileManager.default.fileExists(atPath: $0) }
}
