import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Rooms as people use them, through a real mosquitto on 127.0.0.1: a typist
/// (`orbiting --room`) and screens (`orbiting room NAME`) in tmux, scripts (`room say`,
/// `room NAME --json`), a broker that crashes and comes back, hostile publishers, passwords.
@Suite(.tags(.rooms), .needsMosquitto)
struct RoomEndToEndTests {
    /// A screen's message rows (all but its status row) once they equal what `orbiting show`
    /// prints for `text` in that box.
    @discardableResult
    static func waitForMessage(_ text: String, on screen: SessionHarness, timeout: Double = 15) throws -> [String] {
        let expected = try screen.shown(text)
        let last = try screen.tmux.waitFor(timeout: timeout) { rows in
            SessionHarness.trimmed(Array(rows.prefix(screen.height - 1))) == expected
        }
        let shown = SessionHarness.trimmed(Array(last.prefix(screen.height - 1)))
        guard shown == expected else { throw ScreenTimeout(waitedFor: expected.joined(separator: "\n"), screen: last) }
        return last
    }

    /// The typist types `text` and keeps it with Enter.
    static func type(_ text: String, on typist: SessionHarness) throws {
        try typist.tmux.send(text, literal: true)
        try typist.tmux.send("Enter")
    }

    @Test func aTypistAndTwoScreensOfDifferentSizesShowTheSameMessageAndALateScreenShowsItAtOnce() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let flags = "--broker " + broker.address()
        let small = try SessionHarness("room lobby " + flags, width: 50, height: 12)
        defer { small.kill() }
        let large = try SessionHarness("room lobby " + flags, width: 100, height: 30)
        defer { large.kill() }
        // Before the typist: waiting, and the connection in the status row.
        try small.waitFor("Room lobby: connected")
        try large.waitFor("Room lobby: connected")
        #expect(
            SessionHarness.trimmed(try Self.waitForMessage("Waiting for lobby…", on: small)).last?.contains(
                "Room lobby") == true)
        let typist = try SessionHarness("--room lobby " + flags, width: 80, height: 20)
        defer { typist.kill() }
        try typist.waitFor("Room lobby: connected")
        try Self.type("Back in 5", on: typist)
        try Self.waitForMessage("Back in 5", on: small)
        try Self.waitForMessage("Back in 5", on: large)
        // Typing shows live, before Enter.
        try typist.tmux.send("Hello", literal: true)
        try Self.waitForMessage("Hello", on: large)
        try typist.tmux.send("Enter")
        // A screen started now shows the current message at once (it is retained).
        let late = try SessionHarness("room lobby " + flags, width: 60, height: 16)
        defer { late.kill() }
        try Self.waitForMessage("Hello", on: late)
        // The typist leaves: the screens say so and keep the message.
        try typist.tmux.send("C-d")
        #expect(typist.exitStatus() == 0)
        let left = try late.waitFor("the typist left")
        #expect(SessionHarness.trimmed(Array(left.prefix(late.height - 1))) == (try late.shown("Hello")))
        // q leaves a screen with status 0.
        try late.tmux.send("q")
        #expect(late.exitStatus() == 0)
    }

    @Test func roomSayReachesTwentyHeadlessSubscribers() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let home = StoreHome()
        let listeners = try (0..<20).map { _ in
            try RoomListener("board", arguments: ["--broker", broker.address()], home: home.root)
        }
        defer { for listener in listeners { listener.stop() } }
        for listener in listeners {
            #expect(listener.waitFor { $0.contains { $0["connection"] as? String == "connected" } })
        }
        let said = try home.run(["room", "say", "board", "Lunch is ready", "--broker", broker.address()])
        #expect(said.status == 0, "\(said.stderr)")
        for listener in listeners {
            #expect(listener.waitFor { lines in lines.contains { $0["text"] as? String == "Lunch is ready" } })
        }
        // Each line is the document: kept, the room, the theme.
        let line = listeners[0].lines().first { $0["text"] != nil }
        #expect(
            line?["room"] as? String == "board" && line?["kept"] as? Bool == true && line?["theme"] as? String == "mono"
        )
        // `-` publishes each line of standard input.
        let piped = try home.run(["room", "say", "board", "-", "--broker", broker.address()], stdin: "one\ntwo\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(
            listeners[19].waitFor { lines in lines.compactMap { $0["text"] as? String }.suffix(2) == ["one", "two"] },
            "received: \(listeners[19].texts())")
    }

    @Test func afterTheBrokerIsKilledAndRestartedEveryScreenShowsTheNextMessage() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let flags = "--broker " + broker.address()
        let screen = try SessionHarness("room desk " + flags, width: 60, height: 14)
        defer { screen.kill() }
        let typist = try SessionHarness("--room desk " + flags, width: 80, height: 20)
        defer { typist.kill() }
        try typist.waitFor("Room desk: connected")
        try Self.type("Before", on: typist)
        try Self.waitForMessage("Before", on: screen)
        broker.kill9()
        // Both say they are trying again; neither exits.
        try screen.waitFor("broker unreachable")
        try typist.waitFor("broker unreachable")
        // The typist goes on meanwhile: kept messages are saved as ever.
        try Self.type("During", on: typist)
        try broker.start()
        try Self.type("After", on: typist)
        try Self.waitForMessage("After", on: screen, timeout: 40)
        try screen.waitFor("Room desk: connected")
        #expect(try typist.history().prefix(3) == ["After", "During", "Before"])
    }

    @Test func anEscapeSequenceChangesNoPaneTitleAndTwoMegabytesChangeNothing() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let screen = try SessionHarness("room lobby --broker " + broker.address(), width: 60, height: 14)
        defer { screen.kill() }
        let listener = try RoomListener("lobby", arguments: ["--broker", broker.address()], home: screen.home.root)
        defer { listener.stop() }
        try screen.waitFor("Room lobby: connected")
        #expect(listener.waitFor { $0.contains { $0["connection"] as? String == "connected" } })
        let title = try screen.tmux.tmux(["display-message", "-p", "-t", screen.tmux.name, "#{pane_title}"])
        // A publisher that sets the window title, rings and clears the screen.
        let hostile = "\u{1B}]2;PWNED\u{07}\u{1B}[2JHi\u{9B}31m"
        let said = try screen.home.run(["room", "say", "lobby", hostile, "--broker", broker.address()])
        #expect(said.status == 0, "\(said.stderr)")
        try Self.waitForMessage(hostile, on: screen)
        let after = try screen.tmux.tmux(["display-message", "-p", "-t", screen.tmux.name, "#{pane_title}"])
        #expect(after == title && !after.contains("PWNED"))
        // --json prints the text sanitized: no escape reaches a status bar either.
        #expect(listener.waitFor { $0.contains { ($0["text"] as? String)?.hasSuffix("31m") == true } })
        #expect(
            !listener.texts().contains {
                $0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 }
            })
        // A 2 MB document, JSON that is not a document, then a good one: only the good one shows.
        let big = "{\"version\":1,\"text\":\"" + String(repeating: "A", count: 2_000_000) + "\"}"
        let bigFile = screen.home.root + "/big.json"
        try big.write(toFile: bigFile, atomically: true, encoding: .utf8)
        _ = try Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-r", "-q", "1", "-f", bigFile,
        ])
        _ = try Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1", "-m", "[1, 2",
        ])
        _ = try Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1",
            "-m", "{\"version\":1,\"text\":\"Safe\",\"theme\":\"\\u001b]2;x\"}",
        ])
        #expect(listener.waitFor { $0.contains { $0["text"] as? String == "Safe" } })
        try Self.waitForMessage("Safe", on: screen)
        let texts = listener.texts()
        #expect(texts.count == 2 && !texts.contains { $0.hasPrefix("AAAA") }, "\(texts.map { $0.prefix(20) })")
        // The theme that was no name was dropped.
        #expect(listener.lines().last?["theme"] == nil)
    }

    @Test func aWrongPasswordIsAClearErrorWithinSecondsAndTheRightOneFromTheEnvironmentWorks() throws {
        let broker = try MosquittoBroker(users: ["ana": "s3cret"])
        defer { broker.stop() }
        let home = StoreHome()
        let started = Date()
        let (loaded, wrong) = try FontLibraryLoadingTests.loadedLibraries(
            ["room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana")], home: home,
            environment: ["ORBITING_BROKER_PASSWORD": "nope"])
        #expect(loaded.contains("libmosquitto.so.1"), "\(loaded)")
        #expect(wrong.status == 77)
        #expect(
            wrong.stderr.contains("refused the connection") && wrong.stderr.contains("ORBITING_BROKER_PASSWORD"),
            "\(wrong.stderr)")
        #expect(Date().timeIntervalSince(started) < 5)
        let right = try home.run(
            ["room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana")],
            environment: ["ORBITING_BROKER_PASSWORD": "s3cret"])
        #expect(right.status == 0, "\(right.stderr)")
        // The password from a private file works; a file others can read is refused (78).
        let file = try home.file("password", "s3cret\n")
        chmod(file, 0o600)
        let fromFile = try home.run([
            "room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana"), "--password-file", file,
        ])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        chmod(file, 0o644)
        let shared = try home.run([
            "room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana"), "--password-file", file,
        ])
        #expect(shared.status == 78 && shared.stderr.contains("chmod 600"), "\(shared.stderr)")
        // No user at all: refused too.
        let anonymous = try home.run(["room", "say", "lobby", "Hi", "--broker", broker.address()])
        #expect(anonymous.status == 77, "\(anonymous.stderr)")
    }

    @Test func aTypistWithADeadBrokerTypesAndKeepsAsEver() throws {
        let port = Loopback.freePort()
        let typist = try SessionHarness("--room lobby --broker mqtt://127.0.0.1:\(port)", width: 60, height: 14)
        defer { typist.kill() }
        try typist.waitFor("broker unreachable")
        try Self.type("Nobody listens", on: typist)
        try Self.waitForMessage("Nobody listens", on: typist)
        try typist.tmux.send("C-d")
        #expect(typist.exitStatus() == 0)
        #expect(try typist.history() == ["Nobody listens"])
    }
}

/// Room names and broker addresses are checked before anything connects.
@Suite struct RoomArgumentTests {
    @Test(arguments: ["a+b", "a#", "a/b", "tab\there", "bell\u{07}", ""])
    func aRoomNameWithAWildcardASlashOrAControlCharacterIsRefused(name: String) throws {
        let home = StoreHome()
        for arguments in [["room", "say", name, "Hi"], ["room", name, "--json"], ["--room", name]] {
            let result = try home.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot name a room"), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{07}") && !result.stderr.contains("\t"))
        }
    }

    @Test(arguments: ["http://host", "mqtt://", "mqtt://ana:pw@host", "mqtt://host:99999", "mqtt://host:x"])
    func aBrokerAddressThatIsNoneIsRefused(address: String) throws {
        let result = try StoreHome().run(["room", "say", "lobby", "Hi", "--broker", address])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("is not a broker address"))
    }

    @Test func theRoomAndBrokerSettingsAreCheckedToo() throws {
        let home = StoreHome()
        #expect(try home.run(["config", "set", "room", "a/b"]).status == 64)
        #expect(try home.run(["config", "set", "broker", "http://x"]).status == 64)
        #expect(try home.run(["config", "set", "room", "lobby"]).status == 0)
        #expect(try home.run(["config", "set", "broker", "mqtts://ana@example.org"]).status == 0)
        #expect(try home.run(["config", "get", "room"]).stdout.contains("lobby"))
        #expect(try home.run(["config", "set", "room", "none"]).status == 0)
    }

    @Test func commandsWithoutARoomLoadNoMQTTLibrary() throws {
        let home = StoreHome()
        for arguments in [
            ["--version"], ["history"], ["show", "--size", "20x4", "Hi"], ["config", "set", "room", "lobby"],
        ] {
            let (loaded, result) = try FontLibraryLoadingTests.loadedLibraries(arguments, home: home)
            #expect(result.status == 0, "\(arguments)")
            #expect(loaded.contains("libc.so.6"), "the loader's report was read: \(loaded)")
            #expect(!loaded.contains { $0.hasPrefix("libmosquitto") }, "\(arguments) loaded \(loaded)")
        }
    }

    @Test func aRoomScreenNeedsATerminal() throws {
        let result = try StoreHome().run(["room", "lobby"])
        #expect(result.status == 64 && result.stderr.contains("--json"), "\(result.stderr)")
    }

    @Test func withoutLibmosquittoARoomIsAClearErrorAndOtherCommandsWork() throws {
        let home = StoreHome()
        let none = ["ORBITING_OPTIONAL_LIBRARIES": "none"]
        let result = try home.run(["room", "say", "lobby", "Hi"], environment: none)
        #expect(result.status == 69 && result.stderr.contains("libmosquitto"), "\(result.stderr)")
        #expect(try home.run(["show", "--size", "20x4", "Hi"], environment: none).status == 0)
    }

    /// `room say` to a port where nothing listens: the connection is refused at once, so the
    /// command says so at once (exit 69) instead of waiting out its 10 s for an answer.
    @Test func roomSayToAPortWhereNothingListensFailsAtOnce() throws {
        let port = Loopback.freePort()
        #expect(!Loopback.accepts(port))
        let started = Date()
        let result = try StoreHome().run(["room", "say", "lobby", "Hi", "--broker", "mqtt://127.0.0.1:\(port)"])
        let took = Date().timeIntervalSince(started)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("127.0.0.1:\(port)"), "\(result.stderr)")
        // Waiting for the answer that never comes takes the whole 10 s; refused takes none.
        #expect(took < 8, "took \(took) s")
    }
}
