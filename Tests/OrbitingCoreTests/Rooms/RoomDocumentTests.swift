import Foundation
import OrbitingText
import PropertyBased
import Testing

@testable import OrbitingCore

/// What a room carries is read as hostile: size, shape, version, text, theme.
@Suite struct RoomDocumentTests {
    static func payload(_ json: String) -> [UInt8] { Array(json.utf8) }

    @Test func aDocumentReadsBackAsWritten() throws {
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        let document = RoomDocument(text: "Back in 5\nmin", theme: "neon", scheme: "dark", kept: true, at: at)
        let read = try #require(RoomDocument(payload: document.payload))
        #expect(read == document)
        let json = String(decoding: document.payload, as: UTF8.self)
        #expect(
            json
                == #"{"at":"2027-01-15T08:00:00Z","kept":true,"scheme":"dark","text":"Back in 5\nmin","theme":"neon","#
                + #""version":1}"#
        )
    }

    @Test func payloadsThatAreNoDocumentAreIgnored() {
        let ignored = [
            "", "[1, 2", "{}", #"{"text":"no version"}"#, #"{"version":1}"#, #"{"version":2,"text":"newer"}"#,
            #"{"version":0,"text":"zero"}"#, #"{"version":1,"text":42}"#, #"{"version":"1","text":"x"}"#, "null",
        ]
        for json in ignored { #expect(RoomDocument(payload: Self.payload(json)) == nil, "\(json)") }
        // Invalid UTF-8 inside the JSON string.
        #expect(
            RoomDocument(payload: Array(#"{"version":1,"text":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)) == nil)
    }

    @Test func aPayloadOverSixtyFourKibibytesIsIgnoredAndOneAtTheLimitIsRead() {
        let frame = #"{"version":1,"text":""}"#.utf8.count
        let atLimit =
            #"{"version":1,"text":""# + String(repeating: "a", count: RoomDocument.maximumBytes - frame) + #""}"#
        #expect(atLimit.utf8.count == RoomDocument.maximumBytes)
        #expect(RoomDocument(payload: Self.payload(atLimit)) != nil)
        let over =
            #"{"version":1,"text":""# + String(repeating: "a", count: RoomDocument.maximumBytes - frame + 1) + #""}"#
        #expect(RoomDocument(payload: Self.payload(over)) == nil)
    }

    @Test func aThemeOrSchemeThatIsNoPlainNameIsDroppedAndTheTextKept() throws {
        let json = #"{"version":1,"text":"Hi","theme":"\u001b]2;x\u0007","scheme":"purple"}"#
        let read = try #require(RoomDocument(payload: Self.payload(json)))
        #expect(read.text == "Hi" && read.theme == nil && read.scheme == nil && !read.kept)
        let named = try #require(
            RoomDocument(payload: Self.payload(#"{"version":1,"text":"Hi","theme":"My-Theme_2"}"#)))
        #expect(named.theme == "my-theme_2")
    }

    @Test func anyTextIsSanitizedExactlyAsTypedText() async {
        let scalar = Gen.oneOf(
            Gen.unicodeScalar(in: "\u{0}"..."\u{FF}").eraseToAnySequence(),
            Gen.unicodeScalar(in: "\u{2000}"..."\u{206F}").eraseToAnySequence(),
            Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").eraseToAnySequence())
        await propertyCheck(count: 300, input: scalar.array(of: 0...40)) { scalars in
            let text = String(String.UnicodeScalarView(scalars))
            let sent = RoomDocument(text: text).payload
            let read = RoomDocument(payload: sent)
            #expect(read?.text == TextSanitizer.sanitize(text))
            #expect(read.map { TextSanitizer.isSafe($0.text.replacingOccurrences(of: "\n", with: "")) } == true)
        }
    }

    @Test func presenceReadsHereAndLeftAndNothingElse() throws {
        let left = try #require(RoomPresence(payload: RoomPresence(isHere: false).payload))
        #expect(!left.isHere)
        #expect(RoomPresence(payload: Self.payload(#"{"version":1,"typist":"here"}"#))?.isHere == true)
        #expect(RoomPresence(payload: Self.payload(#"{"version":1,"typist":"gone"}"#)) == nil)
    }
}

/// Room names and broker addresses, as typed.
@Suite struct RoomAddressTests {
    @Test func namesWithWildcardsSlashesOrControlsAreRefused() {
        for name in ["lobby", "Front desk", "会議室", "a-b_c.d", String(repeating: "x", count: 100)] {
            #expect(RoomName(name) != nil, "\(name)")
        }
        for name in [
            "", "a+b", "#", "a/b", "tab\t", "nl\n", "\u{1B}[31m", "rtl\u{202E}", String(repeating: "x", count: 101),
        ] {
            #expect(RoomName(name) == nil, "\(name)")
        }
        #expect(RoomName("lobby")?.topic == "orbiting/rooms/lobby")
        #expect(RoomName("lobby")?.presenceTopic == "orbiting/rooms/lobby/typist")
    }

    @Test func brokerAddressesReadHostPortTLSAndUser() throws {
        let plain = try #require(BrokerAddress("mqtt://localhost"))
        #expect(plain.host == "localhost" && plain.port == 1883 && !plain.usesTLS && plain.user == nil)
        let secure = try #require(BrokerAddress("mqtts://ana@broker.example.org"))
        #expect(secure.port == 8883 && secure.usesTLS && secure.user == "ana")
        let v6 = try #require(BrokerAddress("mqtt://[::1]:1884/"))
        #expect(v6.host == "::1" && v6.port == 1884 && v6.description == "mqtt://[::1]:1884")
        for refused in [
            "localhost", "http://x", "mqtt://", "mqtt://ana:pw@x", "mqtt://x:0", "mqtt://x:65536", "mqtt://x y",
            "mqtt://[::1", "mqtt://@x", "mqtt://x/topic",
        ] {
            #expect(BrokerAddress(refused) == nil, "\(refused)")
        }
    }

    @Test func theSettingsTakeValidValuesOnly() {
        let room = SettingDefinition.definition(for: .room), broker = SettingDefinition.definition(for: .broker)
        #expect(room.parse("lobby") == .success(.text("lobby")))
        #expect(room.parse("none") == .success(.unset))
        #expect((try? room.parse("a/b").get()) == nil)
        #expect(broker.parse("mqtts://ana@example.org:8883") == .success(.text("mqtts://ana@example.org:8883")))
        #expect((try? broker.parse("mqtt://ana:secret@example.org").get()) == nil)
        #expect(Settings().broker == "mqtt://localhost:1883" && Settings().room == nil)
    }
}
