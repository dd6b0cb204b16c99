import Foundation
import OrbitingTestSupport
import Testing

/// The kiosk's phrase, typed blind (issue 35, point 12): a wrong phrase says so until the
/// next key. (Escape clearing what was typed is checked on the model, `SessionGestureTests`.)
@Suite struct KioskWrongPhraseEndToEndTests {
    @Test func aWrongPhraseSaysSoUntilTheNextKey() throws {
        let home = StoreHome()
        #expect(try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "let me in\n").status == 0)
        let session = try SessionHarness("--kiosk", home: home)
        defer { session.kill() }
        let table = ShippedCatalogues.table("en")
        let locked = try #require(table["kiosk.locked"]), wrong = try #require(table["kiosk.wrong"])
        try session.waitFor(locked)
        // A wrong phrase: said on the status row (checking it takes a moment), until the next key.
        try session.tmux.send("open sesame", literal: true)
        try session.tmux.send("Enter")
        try session.waitFor(wrong, timeout: 30)
        // The next key: the lock's word again; then the phrase opens it.
        try session.tmux.send("x", literal: true)
        try session.waitFor(locked, timeout: 15)
        try session.tmux.send("C-u")
        try session.tmux.send("let me in", literal: true)
        try session.tmux.send("Enter")
        // Open: the status row no longer says it is locked (its "Unlocked" lasts 3 s from the
        // key, and checking the phrase takes a moment on a loaded machine).
        let open = try session.tmux.waitFor(timeout: 30) {
            !$0.joined().contains(locked) && !$0.joined().contains(wrong)
        }
        #expect(!open.joined().contains(locked), "\(open.joined(separator: "\n"))")
    }
}
