import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

// Orbiting's benchmarks:
// `swift run -c release orbiting-bench [fit] [fonts] [frame] [store] [history] [timer] [timers-file] [room] [web]`
// (all when none); `frame --render blocks|smooth|kitty|sixel|iterm2` draws Home's keystrokes in that mode (blocks
// when not given).
// They print figures; they never pass or fail.
let known = ["fit", "fonts", "frame", "store", "history", "timer", "timers-file", "room", "web"]
var arguments = Array(CommandLine.arguments.dropFirst())
var renderModes: [RenderMode] = []
while let flag = arguments.firstIndex(of: "--render") {
    let word = flag + 1 < arguments.count ? arguments[flag + 1] : ""
    guard let mode = RenderMode(rawValue: word) else {
        print("--render takes one of \(RenderMode.allCases.map(\.rawValue).joined(separator: ", "))")
        exit(64)
    }
    renderModes.append(mode)
    arguments.removeSubrange(flag...min(flag + 1, arguments.count - 1))
}
for name in arguments.isEmpty ? known : arguments {
    switch name {
    case "fit": FitBenchmark.run()
    case "fonts": FontBenchmark.run()
    case "frame": for mode in renderModes.isEmpty ? [.blocks] : renderModes { FrameBenchmark.run(render: mode) }
    case "store": await StoreBenchmark.run()
    case "history": HistoryBenchmark.run()
    case "timer": TimerBenchmark.run()
    case "timers-file": TimerFileBenchmark.run()
    case "room": RoomBenchmark.run()
    case "web": WebBenchmark.run()
    default: print("unknown benchmark \(name); known: \(known.joined(separator: ", "))")
    }
}
