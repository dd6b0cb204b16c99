import Foundation
import Testing

/// The browser screen in a real headless Chromium: a typist runs `orbiting --web` in tmux and
/// the page is opened at phone and TV viewports (Tests/web/webtests.py, driven through
/// WebDriver with Debian's chromium, chromium-driver and python3-selenium).
///
/// Each test is one Python test run as a whole process; it passes when the script exits 0,
/// and its output (what it measured, what it read back, the traceback) is in the failure.
@Suite(.serialized, .needsChromium, .tags(.slow))
struct WebPageEndToEndTests {
    @Test func theTypedMessageFillsAPhoneTurnedAndATVWithoutOverflowing() throws {
        try WebBrowserTests.run("phone_and_tv_viewports")
    }

    @Test func englishHindiBengaliJapaneseAndKoreanReadBack() throws {
        try WebBrowserTests.run("languages_read_back")
    }

    @Test func thePageFollowsAThemeChange() throws {
        try WebBrowserTests.run("follows_a_theme_change")
    }

    @Test func theKeptMessageStaysWithTheLeftNoteAfterTheTypistQuits() throws {
        try WebBrowserTests.run("kept_message_stays_after_the_typist_quits")
    }

    @Test func thePageSpeaksTheTypistsLanguageBeforeItsFirstEvent() throws {
        try WebBrowserTests.run("speaks_the_typists_language_before_the_first_event")
    }

    @Test func thePageShowsTheNextMessageOfARestartedServerWithoutAReload() throws {
        try WebBrowserTests.run("reconnects_to_a_restarted_server")
    }

    @Test func markupShowsLiterallyAndNoAlertFires() throws {
        try WebBrowserTests.run("hostile_text_shows_literally")
    }

    @Test func aWrongOrMissingTokenGets404AndThe257thViewer503() throws {
        try WebBrowserTests.run("tokens_and_viewer_limit")
    }

    @Test(.needsMosquitto, .tags(.rooms))
    func aRoomBridgedWithWebReachesTheBrowser() throws {
        try WebBrowserTests.run("a_room_reaches_the_browser")
    }
}

/// Running Tests/web/webtests.py with the built binary.
enum WebBrowserTests {
    static let tools = [
        "/usr/bin/python3", "/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/tmux", "/usr/bin/tesseract",
    ]

    /// Whether the browser, its driver, Selenium, tmux and Tesseract are installed
    /// (`scripts/install-deps --tests`).
    static let canRun =
        tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
        && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/selenium")

    static let missing: Comment =
        "chromium, chromium-driver, python3-selenium, tmux or tesseract is not installed (scripts/install-deps --tests)"

    /// Tests/web/webtests.py in this checkout.
    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web/webtests.py").path
    }

    /// Runs the named test; fails with its output when it does not pass.
    static func run(_ name: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("orbiting-web-\(name)").path
        let result = try OrbitingBinary.run(
            [script, name],
            environment: ["ORBITING_BIN": OrbitingBinary.path, "WEB_TEST_OUTPUT": output, "PYTHONUNBUFFERED": "1"],
            executable: "/usr/bin/python3")
        print(result.stdout)
        #expect(result.status == 0, "\(name):\n\(result.stdout)\n\(result.stderr)")
    }
}
