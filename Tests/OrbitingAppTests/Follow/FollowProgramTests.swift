import Foundation
import OrbitingTerminal
import Testing

@testable import OrbitingApp

#if canImport(Glibc)
    import Glibc
#endif

/// `show --follow` down a pipe, run by the screen loop: what it prints for what it reads,
/// and how its input's end and an over-long message end it.
@Suite struct FollowProgramTests {
    /// A board reading `input` and printing down a pipe into `printed`.
    static func board(input: Int32, printed: Locked<[String]>, limit: Int = 1000) -> FollowProgram {
        let output = FollowProgram.Output(
            frame: { _, size in ScreenBuffer(size: size, style: .plain) },
            print: { message, _ in
                printed.set(printed.get() + [message])
                return []
            })
        return FollowProgram(
            output: output, input: input, terminal: -1, isTerminal: false, depth: .none,
            render: RenderTarget(mode: .blocks), limit: limit)
    }

    /// Writes `bytes` into a new pipe and closes it; its reading end.
    static func pipeHolding(_ bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
        close(ends[1])
        return ends[0]
    }

    /// Read at once, the latest whole message is printed, then at the input's end the one
    /// it ended without a line feed; the board then ends with 0.
    @Test func theLatestMessageAndTheLastAreShownAndTheEndOfInputEndsIt() async throws {
        let input = try Self.pipeHolding(Array("one\ntwo\nthree".utf8))
        defer { close(input) }
        let printed = Locked<[String]>([])
        let board = Self.board(input: input, printed: printed)
        let outcome = try await board.run(signals: [])
        #expect(outcome.status == 0)
        #expect(printed.get() == ["two", "three"])
        #expect(!board.refused)
    }

    /// More than the limit without an end of line is refused, and nothing of it is printed.
    @Test func aMessageOverTheLimitIsRefused() async throws {
        let input = try Self.pipeHolding(Array(repeating: UInt8(ascii: "a"), count: 101))
        defer { close(input) }
        let printed = Locked<[String]>([])
        let board = Self.board(input: input, printed: printed, limit: 100)
        let outcome = try await board.run(signals: [])
        #expect(board.refused)
        #expect(outcome.status == 0)
        #expect(printed.get().isEmpty)
    }

    /// Down a pipe a message's frame goes out as a `.print` effect, which the loop writes; a
    /// write that fails is told to the board, which ends and keeps the `errno` to report.
    @Test func aFrameIsPrintedAsAnEffectAndAFailedWriteEndsTheBoard() async throws {
        let input = try Self.pipeHolding(Array("one\ntwo\n".utf8))
        defer { close(input) }
        let output = FollowProgram.Output(
            frame: { _, size in ScreenBuffer(size: size, style: .plain) }, print: { message, _ in Array(message.utf8) })
        // Its output a descriptor that is not open: the first print fails with EBADF.
        let board = FollowProgram(
            output: output, input: input, terminal: -1, isTerminal: false, depth: .none,
            render: RenderTarget(mode: .blocks), limit: 1000)
        board.consume(ArraySlice(Array("one\n".utf8)))
        #expect(board.takeEffects() == [.print(Array("one".utf8))])
        let outcome = try await board.run(signals: [])
        #expect(outcome.status == 0)
        #expect(board.failure == EBADF)
    }
}
