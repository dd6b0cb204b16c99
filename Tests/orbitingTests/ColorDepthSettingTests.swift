import Foundation
import Testing

/// The `colorDepth` setting fixes how many colours `show` and the session write.
@Suite struct ColorDepthSettingTests {
    @Test func showWritesTheDepthTheSettingAsksFor() throws {
        let home = StoreHome()
        let environment = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]
        let detected = try home.run(["show", "--color", "always", "--size", "20x4", "Hi"], environment: environment)
            .stdout
        #expect(detected.contains("38;2;"), "24-bit colour is detected")
        try home.run(["config", "set", "colorDepth", "16"])
        let sixteen = try home.run(["show", "--color", "always", "--size", "20x4", "Hi"], environment: environment)
            .stdout
        #expect(sixteen.contains("\u{1B}[") && !sixteen.contains("38;2;") && !sixteen.contains("38;5;"))
        try home.run(["config", "set", "colorDepth", "none"])
        let forced = try home.run(["show", "--color", "always", "--size", "20x4", "Hi"], environment: environment)
            .stdout
        #expect(forced.contains("\u{1B}["), "--color always wins over a setting of none")
    }

    @Test func theSessionWritesNoColourWhenTheSettingIsNone() throws {
        let session = try SessionHarness(settings: ["colorDepth": "none"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Plain", literal: true)
        try session.waitForScreen(try session.shown("Plain"))
        let painted = try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        #expect(!painted.contains("38;") && !painted.contains("48;"), "no colours")
        #expect(painted.contains("\u{1B}[7m"), "the edit position is shown in reverse video")
    }
}
