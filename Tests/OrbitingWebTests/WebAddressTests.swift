import OrbitingCore
import Testing

@testable import OrbitingWeb

/// `--web [ADDRESS][:PORT]` and the default route's interface.
@Suite struct WebAddressTests {
    @Test(arguments: [
        ("", "127.0.0.1:8080"), ("127.0.0.1:9000", "127.0.0.1:9000"), (":9000", "127.0.0.1:9000"),
        ("9000", "127.0.0.1:9000"),
        ("0.0.0.0", "0.0.0.0:8080"), ("[::1]:8081", "[::1]:8081"), ("::1", "[::1]:8080"), ("lan", "lan:8080"),
        ("LAN:80", "lan:80"),
        ("localhost:1", "localhost:1"),
    ])
    func addressesRead(text: String, expected: String) {
        #expect(WebAddress(text)?.description == expected)
    }

    @Test(arguments: ["host:port", ":70000", "[::1", "a b", "héllo", "[::1]x", "1.2.3.4:-1"])
    func nonsenseIsRefused(text: String) {
        #expect(WebAddress(text) == nil)
    }

    @Test func onlyLoopbackStaysOnThisMachine() {
        #expect(WebAddress("127.0.0.1")?.isLoopbackOnly == true)
        #expect(WebAddress("[::1]")?.isLoopbackOnly == true)
        #expect(WebAddress("0.0.0.0")?.isLoopbackOnly == false)
        #expect(WebAddress("lan")?.isLoopbackOnly == false)
    }

    @Test func theDefaultRoutesInterfaceIsFound() {
        let table = """
            Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
            eth1\t0010A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0
            eth0\t00000000\t0101A8C0\t0003\t0\t0\t0\t00000000\t0\t0\t0
            """
        #expect(LANAddress.defaultRouteInterface(routes: table) == "eth0")
        #expect(LANAddress.defaultRouteInterface(routes: "Iface\tDestination\n") == nil)
    }

    @Test func tokensAreRandomHexAndSettingsAreChecked() {
        let one = WebToken.random()
        #expect(one.count == 32 && one.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(one != WebToken.random())
        #expect(WebToken.isValid(one))
        #expect(!WebToken.isValid("short"))
        #expect(!WebToken.isValid(String(repeating: "a/", count: 20)))
    }
}
