import Testing
@testable import OrbitingTerminal

@Suite struct PlaceholderTerminalTests {
    @Test func moduleLoads() { #expect(Bool(true)) }
}
