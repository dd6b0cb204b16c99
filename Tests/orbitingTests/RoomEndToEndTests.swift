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
    static func waitForMessage(_ text: String, on screen: SessionHarness, timeout: Double = 15) async throws -> [String]
    {
        let expected = try await screen.shown(text)
        let last = try await screen.tmux.waitFor(timeout: timeout) { rows in
            SessionHarness.trimmed(Array(rows.prefix(screen.height - 1))) == expected
        }
        let shown = SessionHarness.trimmed(Array(last.prefix(screen.height - 1)))
        guard shown == expected else { throw ScreenTimeout(waitedFor: expected.joined(separator: "\n"), screen: last) }
        return last
    }

    /// The typist types `text` and keeps it with Enter.
    static func type(_ text: String, on typist: SessionHarness) async throws {
        try await typist.tmux.send(text, literal: true)
        try await typist.tmux.send("Enter")
    }

    @Test func aTypistAndTwoScreensOfDifferentSizesShowTheSameMessageAndALateScreenShowsItAtOnce() async throws {
        let broker = try await MosquittoBroker.started()
        defer { broker.stop() }
        let flags = "--broker " + broker.address()
        let small = try await SessionHarness("room lobby " + flags, width: 50, height: 12)
        defer { small.kill() }
        let large = try await SessionHarness("room lobby " + flags, width: 100, height: 30)
        defer { large.kill() }
        // Before the typist: waiting, and the connection in the status row.
        try await small.waitFor("Room lobby: connected")
        try await large.waitFor("Room lobby: connected")
        #expect(
            SessionHarness.trimmed(try await Self.waitForMessage("Waiting for lobby…", on: small)).last?.contains(
                "Room lobby") == true)
        let typist = try await SessionHarness("--room lobby " + flags, width: 80, height: 20)
        defer { typist.kill() }
        try await typist.waitFor("Room lobby: connected")
        try await Self.type("Back in 5", on: typist)
        try await Self.waitForMessage("Back in 5", on: small)
        try await Self.waitForMessage("Back in 5", on: large)
        // Typing shows live, before Enter.
        try await typist.tmux.send("Hello", literal: true)
        try await Self.waitForMessage("Hello", on: large)
        try await typist.tmux.send("Enter")
        // A screen started now shows the current message at once (it is retained).
        let late = try await SessionHarness("room lobby " + flags, width: 60, height: 16)
        defer { late.kill() }
        try await Self.waitForMessage("Hello", on: late)
        // The typist leaves: the screens say so and keep the message.
        try await typist.tmux.send("C-d")
        #expect(await typist.exitStatus() == 0)
        let left = try await late.waitFor("the typist left")
        #expect(SessionHarness.trimmed(Array(left.prefix(late.height - 1))) == (try await late.shown("Hello")))
        // q leaves a screen with status 0.
        try await late.tmux.send("q")
        #expect(await late.exitStatus() == 0)
    }

    @Test func roomSayReachesTwentyHeadlessSubscribers() async throws {
        let broker = try await MosquittoBroker.started()
        defer { broker.stop() }
        let home = StoreHome()
        let listeners = try (0..<20).map { _ in
            try RoomListener("board", arguments: ["--broker", broker.address()], home: home.root)
        }
        defer { for listener in listeners { listener.stop() } }
        for listener in listeners {
            #expect(await listener.waitFor { $0.contains { $0["connection"] as? String == "connected" } })
        }
        let said = try await home.run(["room", "say", "board", "Lunch is ready", "--broker", broker.address()])
        #expect(said.status == 0, "\(said.stderr)")
        for listener in listeners {
            #expect(await listener.waitFor { lines in lines.contains { $0["text"] as? String == "Lunch is ready" } })
        }
        // Each line is the document: kept, the room, the theme.
        let line = listeners[0].lines().first { $0["text"] != nil }
        #expect(
            line?["room"] as? String == "board" && line?["kept"] as? Bool == true && line?["theme"] as? String == "mono"
        )
        // `-` publishes each line of standard input.
        let piped = try await home.run(
            ["room", "say", "board", "-", "--broker", broker.address()], stdin: "one\ntwo\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(
            await listeners[19].waitFor { lines in
                lines.compactMap { $0["text"] as? String }.suffix(2) == ["one", "two"]
            },
            "received: \(listeners[19].texts())")
    }

    @Test func afterTheBrokerIsKilledAndRestartedEveryScreenShowsTheNextMessage() async throws {
        let broker = try await MosquittoBroker.started()
        defer { broker.stop() }
        let flags = "--broker " + broker.address()
        let screen = try await SessionHarness("room desk " + flags, width: 60, height: 14)
        defer { screen.kill() }
        let typist = try await SessionHarness("--room desk " + flags, width: 80, height: 20)
        defer { typist.kill() }
        try await typist.waitFor("Room desk: connected")
        try await Self.type("Before", on: typist)
        try await Self.waitForMessage("Before", on: screen)
        broker.kill9()
        // Both say they are trying again; neither exits.
        try await screen.waitFor("broker unreachable")
        try await typist.waitFor("broker unreachable")
        // The typist goes on meanwhile: kept messages are saved as ever.
        try await Self.type("During", on: typist)
        try await broker.start()
        try await Self.type("After", on: typist)
        try await Self.waitForMessage("After", on: screen, timeout: 40)
        try await screen.waitFor("Room desk: connected")
        #expect(try await typist.history().prefix(3) == ["After", "During", "Before"])
    }

    @Test func anEscapeSequenceChangesNoPaneTitleAndTwoMegabytesChangeNothing() async throws {
        let broker = try await MosquittoBroker.started()
        defer { broker.stop() }
        let screen = try await SessionHarness("room lobby --broker " + broker.address(), width: 60, height: 14)
        defer { screen.kill() }
        let listener = try RoomListener("lobby", arguments: ["--broker", broker.address()], home: screen.home.root)
        defer { listener.stop() }
        try await screen.waitFor("Room lobby: connected")
        #expect(await listener.waitFor { $0.contains { $0["connection"] as? String == "connected" } })
        let title = try await screen.tmux.tmux(["display-message", "-p", "-t", screen.tmux.name, "#{pane_title}"])
        // A publisher that sets the window title, rings and clears the screen.
        let hostile = "\u{1B}]2;PWNED\u{07}\u{1B}[2JHi\u{9B}31m"
        let said = try await screen.home.run(["room", "say", "lobby", hostile, "--broker", broker.address()])
        #expect(said.status == 0, "\(said.stderr)")
        try await Self.waitForMessage(hostile, on: screen)
        let after = try await screen.tmux.tmux(["display-message", "-p", "-t", screen.tmux.name, "#{pane_title}"])
        #expect(after == title && !after.contains("PWNED"))
        // --json prints the text sanitized: no escape reaches a status bar either.
        #expect(await listener.waitFor { $0.contains { ($0["text"] as? String)?.hasSuffix("31m") == true } })
        #expect(
            !listener.texts().contains {
                $0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 }
            })
        // A 2 MB document, JSON that is not a document, then a good one: only the good one shows.
        let big = "{\"version\":1,\"text\":\"" + String(repeating: "A", count: 2_000_000) + "\"}"
        let bigFile = screen.home.root + "/big.json"
        try big.write(toFile: bigFile, atomically: true, encoding: .utf8)
        _ = try await Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-r", "-q", "1", "-f", bigFile,
        ])
        _ = try await Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1", "-m", "[1, 2",
        ])
        _ = try await Spawn.run([
            "mosquitto_pub", "-p", "\(broker.port)", "-t", "orbiting/rooms/lobby", "-q", "1",
            "-m", "{\"version\":1,\"text\":\"Safe\",\"theme\":\"\\u001b]2;x\"}",
        ])
        #expect(await listener.waitFor { $0.contains { $0["text"] as? String == "Safe" } })
        try await Self.waitForMessage("Safe", on: screen)
        let texts = listener.texts()
        #expect(texts.count == 2 && !texts.contains { $0.hasPrefix("AAAA") }, "\(texts.map { $0.prefix(20) })")
        // The theme that was no name was dropped.
        #expect(listener.lines().last?["theme"] == nil)
    }

    @Test func aWrongPasswordIsAClearErrorWithinSecondsAndTheRightOneFromTheEnvironmentWorks() async throws {
        let broker = try await MosquittoBroker.started(users: ["ana": "s3cret"])
        defer { broker.stop() }
        let home = StoreHome()
        let (loaded, wrong) = try await FontLibraryLoadingTests.loadedLibraries(
            ["room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana")], home: home,
            environment: ["ORBITING_BROKER_PASSWORD": "nope"])
        #expect(loaded.contains("libmosquitto.so.1"), "\(loaded)")
        #expect(wrong.status == 77)
        #expect(
            wrong.stderr.contains("refused the connection") && wrong.stderr.contains("ORBITING_BROKER_PASSWORD"),
            "\(wrong.stderr)")
        // Refused within seconds, not waited out: the wait says it had no answer.
        let noAnswer = try #require(ShippedCatalogues.table("en")["room.error.timeout"])
        #expect(!wrong.stderr.contains(noAnswer), "\(wrong.stderr)")
        let right = try await home.run(
            ["room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana")],
            environment: ["ORBITING_BROKER_PASSWORD": "s3cret"])
        #expect(right.status == 0, "\(right.stderr)")
        // The password from a private file works; a file others can read is refused (78).
        let file = try home.file("password", "s3cret\n")
        chmod(file, 0o600)
        let fromFile = try await home.run([
            "room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana"), "--password-file", file,
        ])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        chmod(file, 0o644)
        let shared = try await home.run([
            "room", "say", "lobby", "Hi", "--broker", broker.address(user: "ana"), "--password-file", file,
        ])
        #expect(shared.status == 78 && shared.stderr.contains("chmod 600"), "\(shared.stderr)")
        // No user at all: refused too.
        let anonymous = try await home.run(["room", "say", "lobby", "Hi", "--broker", broker.address()])
        #expect(anonymous.status == 77, "\(anonymous.stderr)")
    }

    @Test func aTypistWithADeadBrokerTypesAndKeepsAsEver() async throws {
        let port = Loopback.freePort()
        let typist = try await SessionHarness("--room lobby --broker mqtt://127.0.0.1:\(port)", width: 60, height: 14)
        defer { typist.kill() }
        try await typist.waitFor("broker unreachable")
        try await Self.type("Nobody listens", on: typist)
        try await Self.waitForMessage("Nobody listens", on: typist)
        try await typist.tmux.send("C-d")
        #expect(await typist.exitStatus() == 0)
        #expect(try await typist.history() == ["Nobody listens"])
    }
}

/// Room names and broker addresses are checked before anything connects.
@Suite struct RoomArgumentTests {
    @Test(arguments: ["a+b", "a#", "a/b", "tab\there", "bell\u{07}", ""])
    func aRoomNameWithAWildcardASlashOrAControlCharacterIsRefused(name: String) async throws {
        let home = StoreHome()
        for arguments in [["room", "say", name, "Hi"], ["room", name, "--json"], ["--room", name]] {
            let result = try await home.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot name a room"), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{07}") && !result.stderr.contains("\t"))
        }
    }

    @Test(arguments: ["http://host", "mqtt://", "mqtt://ana:pw@host", "mqtt://host:99999", "mqtt://host:x"])
    func aBrokerAddressThatIsNoneIsRefused(address: String) async throws {
        let result = try await StoreHome().run(["room", "say", "lobby", "Hi", "--broker", address])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("is not a broker address"))
    }

    @Test func theRoomAndBrokerSettingsAreCheckedToo() async throws {
        let home = StoreHome()
        #expect(try await home.run(["config", "set", "room", "a/b"]).status == 64)
        #expect(try await home.run(["config", "set", "broker", "http://x"]).status == 64)
        #expect(try await home.run(["config", "set", "room", "lobby"]).status == 0)
        #expect(try await home.run(["config", "set", "broker", "mqtts://ana@example.org"]).status == 0)
        #expect(try await home.run(["config", "get", "room"]).stdout.contains("lobby"))
        #expect(try await home.run(["config", "set", "room", "none"]).status == 0)
    }

    @Test func commandsWithoutARoomLoadNoMQTTLibrary() async throws {
        let home = StoreHome()
        for arguments in [
            ["--version"], ["history"], ["show", "--size", "20x4", "Hi"], ["config", "set", "room", "lobby"],
        ] {
            let (loaded, result) = try await FontLibraryLoadingTests.loadedLibraries(arguments, home: home)
            #expect(result.status == 0, "\(arguments)")
            #expect(loaded.contains("libc.so.6"), "the loader's report was read: \(loaded)")
            #expect(!loaded.contains { $0.hasPrefix("libmosquitto") }, "\(arguments) loaded \(loaded)")
        }
    }

    @Test func aRoomScreenNeedsATerminal() async throws {
        let result = try await StoreHome().run(["room", "lobby"])
        #expect(result.status == 64 && result.stderr.contains("--json"), "\(result.stderr)")
    }

    @Test func withoutLibmosquittoARoomIsAClearErrorAndOtherCommandsWork() async throws {
        let home = StoreHome()
        let none = ["ORBITING_OPTIONAL_LIBRARIES": "none"]
        let result = try await home.run(["room", "say", "lobby", "Hi"], environment: none)
        #expect(result.status == 69 && result.stderr.contains("libmosquitto"), "\(result.stderr)")
        #expect(try await home.run(["show", "--size", "20x4", "Hi"], environment: none).status == 0)
    }

    /// `room say` to a port where nothing listens: the connection is refused at once, so the
    /// command says it was refused (exit 69) instead of waiting out its 10 s for an answer.
    @Test func roomSayToAPortWhereNothingListensFailsAtOnce() async throws {
        let port = Loopback.freePort()
        #expect(!Loopback.accepts(port))
        let result = try await StoreHome().run(["room", "say", "lobby", "Hi", "--broker", "mqtt://127.0.0.1:\(port)"])
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("127.0.0.1:\(port)"), "\(result.stderr)")
        // What it says is the refusal, not the wait ("no answer within 10 seconds"): how long
        // the run took says nothing on a busy machine.
        let refused = try #require(ShippedCatalogues.table("en")["room.trouble.nothingListens"])
        #expect(result.stderr.contains(refused), "\(result.stderr)")
        #expect(!result.stderr.contains(try #require(ShippedCatalogues.table("en")["room.error.timeout"])))
    }
}
