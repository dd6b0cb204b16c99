import Foundation
import Testing
import OrbitingTestSupport

/// Themes that are gone or are not theme files: `show` goes on, says which, and never
/// hangs on a FIFO or reads `/dev/zero` without end.
@Suite struct ThemeFallbackTests {
    let home = StoreHome()
    let palette = ##"{"background": "#000000", "text": "#ffffff", "primary": "#ff0000", "secondary": "#00ff00", "accent": "#0000ff"}"##

    @Test func aDeletedUserThemeNamedInTheSettingsFallsBackWithAWarning() throws {
        try FileManager.default.createDirectory(atPath: home.config + "/themes", withIntermediateDirectories: true)
        _ = try home.file("config/themes/mine.json", ##"{"light": \##(palette), "dark": \##(palette)}"##)
        #expect(try home.run(["config", "set", "theme", "mine"]).status == 0)
        try FileManager.default.removeItem(atPath: home.config + "/themes/mine.json")
        for command in [["show", "Hi"], ["show", "--size", "40x10", "--", "Hi"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("“mine” chosen in the settings is not there any more"), "\(result.stderr)")
            #expect(!result.stdout.isEmpty)
        }
        let follow = try home.run(["show", "--follow", "--size", "40x10"], stdin: "Hi\n")
        #expect(follow.status == 0 && follow.stderr.contains("not there any more"), "\(follow.stderr)")
        // A theme asked for by name on the command line is still a usage error.
        #expect(try home.run(["show", "--theme", "mine", "Hi"]).status == 64)
    }

    @Test func aFIFOOrDevZeroAmongTheThemesIsSkippedAndNamed() throws {
        try FileManager.default.createDirectory(atPath: home.config + "/themes", withIntermediateDirectories: true)
        #expect(mkfifo(home.config + "/themes/fifo.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: home.config + "/themes/zero.json", withDestinationPath: "/dev/zero")
        for command in [["show", "Hi"], ["themes"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("fifo.json") && result.stderr.contains("zero.json"), "\(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
        }
        #expect(try home.run(["config", "set", "theme", "neon"]).status == 0)
    }
}
