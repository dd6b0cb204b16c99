import Testing

@testable import OrbitingTerminal

@Suite struct FrameLimiterTests {
    /// Drives a limiter with a fake clock in steps of `step`, with requests at `requests(t)`;
    /// returns the times frames were drawn.
    func run(
        for total: Duration, step: Duration, limiter: inout FrameLimiter,
        requests: (Duration) -> Bool
    ) -> [Duration] {
        var frames: [Duration] = []
        var now = Duration.zero
        while now <= total {
            if requests(now) { limiter.request() }
            if limiter.shouldDraw(at: now) { frames.append(now) }
            now += step
        }
        return frames
    }

    @Test func aRequestAfterIdleDrawsAtOnce() {
        var limiter = FrameLimiter()
        let idle = limiter.shouldDraw(at: .seconds(5))
        #expect(!idle)
        #expect(limiter.waitTime(at: .seconds(5)) == nil)
        limiter.request()
        #expect(limiter.waitTime(at: .seconds(5)) == .zero)
        let first = limiter.shouldDraw(at: .seconds(5))
        limiter.request()
        let later = limiter.shouldDraw(at: .seconds(7))
        #expect(first && later)
    }

    @Test func aFloodOfRequestsDrawsAtMostSixtyFramesASecond() {
        var limiter = FrameLimiter(framesPerSecond: 60)
        let frames = run(for: .seconds(2), step: .microseconds(250), limiter: &limiter) { _ in true }
        #expect(frames.count <= 121, "\(frames.count) frames in 2 s")
        #expect(frames.count >= 110, "coalescing must not starve drawing: \(frames.count)")
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            #expect(later - earlier >= limiter.interval)
        }
    }

    @Test func requestsBetweenFramesAreCoalescedAndTheLastIsNeverLost() {
        var limiter = FrameLimiter(framesPerSecond: 60)
        // A burst of 30 keystrokes 1 ms apart, then silence.
        let frames = run(for: .milliseconds(200), step: .milliseconds(1), limiter: &limiter) { now in
            now < .milliseconds(30)
        }
        #expect(frames.first == .zero)
        #expect(frames.count == 2 || frames.count == 3, "\(frames)")
        #expect((frames.last ?? .zero) >= .milliseconds(29), "the last keystroke is drawn")
        #expect(!limiter.isPending)
    }

    @Test func theWaitTimeSaysWhenTheNextFrameIsDue() {
        var limiter = FrameLimiter(framesPerSecond: 50)
        limiter.request()
        let first = limiter.shouldDraw(at: .milliseconds(100))
        limiter.request()
        #expect(limiter.waitTime(at: .milliseconds(105)) == .milliseconds(15))
        let early = limiter.shouldDraw(at: .milliseconds(119))
        let due = limiter.shouldDraw(at: .milliseconds(120))
        #expect(first && !early && due)
    }
}
