import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FrameWriterTests {
    let ink = CellStyle(foreground: RGBColor(0x1a1a33), background: RGBColor(0xf2f2fa))

    /// A pipe standing in for the terminal; `drain()` returns what was written so far.
    final class Pipe {
        let read: Int32, write: Int32
        init?() {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            read = ends[0]
            write = ends[1]
            _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        }
        deinit {
            close(read)
            close(write)
        }
        func drain() -> [UInt8] {
            var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) }
                guard count > 0 else { return bytes }
                bytes += buffer[..<count]
            }
        }
    }

    func buffer(_ text: String) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 20, height: 3, style: ink)
        buffer.write(text, row: 1, column: 2, style: ink)
        return buffer
    }

    @Test func framesAfterTheFirstSendOnlyTheirChanges() throws {
        let tty = try #require(Pipe())
        let writer = FrameWriter(output: tty.write, depth: .trueColor)
        var model = TerminalModel(width: 20, height: 3)
        for text in ["hello", "help", "help", "漢字 ok"] {
            let frame = buffer(text)
            #expect(writer.show(frame))
            let written = tty.drain()
            #expect(written.count == writer.lastWriteSize)
            model.apply(written)
            #expect(model.problems.isEmpty)
            #expect(model.cells == TerminalModel.expected(frame, depth: .trueColor), "after \(text)")
        }
        #expect(
            writer.lastWriteSize == FrameDiff.bytes(from: buffer("help"), to: buffer("漢字 ok"), depth: .trueColor).count)
    }

    @Test func anUnchangedFrameWritesNothingUntilInvalidated() throws {
        let tty = try #require(Pipe())
        let writer = FrameWriter(output: tty.write, depth: .trueColor)
        writer.show(buffer("same"))
        let full = tty.drain()
        writer.show(buffer("same"))
        #expect(tty.drain().isEmpty)
        writer.invalidate()
        writer.show(buffer("same"))
        #expect(tty.drain() == full)
        writer.depth = .ansi256
        writer.show(buffer("same"))
        #expect(String(decoding: tty.drain(), as: UTF8.self).contains(ControlSequence.eraseScreen))
    }

    @Test func aFailedWriteForgetsTheFrame() {
        let writer = FrameWriter(output: -1, depth: .trueColor)
        #expect(!writer.show(buffer("lost")))
        #expect(writer.lastFrame == nil)
    }
}
