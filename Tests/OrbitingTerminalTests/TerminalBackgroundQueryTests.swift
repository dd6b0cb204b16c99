import Foundation
import OrbitingText
import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The OSC 11 query against a real pseudo-terminal, with this test playing the terminal.
@Suite struct TerminalBackgroundQueryTests {
    /// Opens a pty pair: (the terminal's side, the program's side).
    ///
    /// glibc's pty functions are not in Swift's Glibc module, so they are looked up by name.
    func openPair() throws -> (terminal: Int32, program: Int32) {
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias PTOperation = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let libc = dlopen(nil, RTLD_NOW)
        let openpt = unsafeBitCast(try #require(dlsym(libc, "posix_openpt")), to: OpenPT.self)
        let grant = unsafeBitCast(try #require(dlsym(libc, "grantpt")), to: PTOperation.self)
        let unlock = unsafeBitCast(try #require(dlsym(libc, "unlockpt")), to: PTOperation.self)
        let name = unsafeBitCast(try #require(dlsym(libc, "ptsname")), to: PTSName.self)
        let terminal = openpt(O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        try #require(grant(terminal) == 0 && unlock(terminal) == 0)
        let path = String(cString: try #require(name(terminal)))
        let program = open(path, O_RDWR | O_NOCTTY)
        try #require(program >= 0)
        return (terminal, program)
    }

    /// Plays the terminal on its own thread (not the test's concurrency pool, which the
    /// blocking query occupies): waits for the request, then writes `answer`.
    /// The returned function waits for that thread and gives what it received.
    func playTerminal(on fd: Int32, answering answer: String) -> @Sendable () -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var received = ""
        Thread.detachNewThread {
            received = readRequest(on: fd, thenWrite: answer)
            done.signal()
        }
        return {
            done.wait()
            return received
        }
    }

    func readRequest(on fd: Int32, thenWrite answer: String) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while !String(decoding: received, as: UTF8.self).hasSuffix("\u{1B}[c") {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        _ = Array(answer.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return String(decoding: received, as: UTF8.self)
    }

    @Test func readsTheBackgroundColourAndRestoresTheMode() throws {
        let (terminal, program) = try openPair()
        defer { close(terminal); close(program) }
        var before = termios()
        tcgetattr(program, &before)
        let received = playTerminal(on: terminal, answering: "\u{1B}]11;rgb:fafa/fafa/fafa\u{1B}\\\u{1B}[?62;22c")
        let color = TerminalBackgroundQuery.ask(fileDescriptor: program, timeoutMilliseconds: 5000)
        #expect(received() == TerminalBackgroundQuery.request)
        #expect(color == RGBColor(0xfafafa))
        var after = termios()
        tcgetattr(program, &after)
        #expect(after.c_lflag == before.c_lflag)
    }

    @Test func aTerminalThatOnlyAnswersDA1GivesNil() throws {
        let (terminal, program) = try openPair()
        defer { close(terminal); close(program) }
        let received = playTerminal(on: terminal, answering: "\u{1B}[?1;2c")
        // A long timeout: the DA1 reply, not the clock, must end the wait.
        #expect(TerminalBackgroundQuery.ask(fileDescriptor: program, timeoutMilliseconds: 60_000) == nil)
        #expect(received() == TerminalBackgroundQuery.request)
    }

    /// The session's start asks the widths and the background in one round trip: one DA1,
    /// and both answers read from the one reply.
    @Test func theSessionStartAsksOnceForWidthsAndBackground() throws {
        let (terminal, program) = try openPair()
        defer { close(terminal); close(program) }
        let reports = "\u{1B}[?2027;0$y\u{1B}[1;3R\u{1B}[1;5R\u{1B}[1;2R\u{1B}[1;3R"
        let received = playTerminal(
            on: terminal, answering: reports + "\u{1B}]11;rgb:1f1f/1f1f/1f1f\u{1B}\\\u{1B}[?62;22c")
        let answer = TerminalStartQuery.ask(
            askingBackground: true, fileDescriptor: program, timeoutMilliseconds: 60_000)
        let sent = received()
        #expect(sent.components(separatedBy: TerminalQuery.deviceAttributes).count == 2, "one DA1, so one round trip")
        #expect(sent.contains(TerminalBackgroundQuery.question) && sent.contains("\u{1B}[6n"))
        #expect(answer.background == RGBColor(0x1f1f1f))
        #expect(answer.widths.model.joinsZeroWidthJoiner)
    }

    @Test func aPipeIsNotAsked() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(TerminalBackgroundQuery.ask(fileDescriptor: fds[0], timeoutMilliseconds: 10) == nil)
    }
}
