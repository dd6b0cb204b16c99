// Orbiting's benchmarks: `swift run -c release orbiting-bench [fit] [fonts] [frame] [store] [history] [timer] [room]` (all when none).
// They print figures; they never pass or fail.
let known = ["fit", "fonts", "frame", "store", "history", "timer", "room"]
let arguments = Array(CommandLine.arguments.dropFirst())
for name in arguments.isEmpty ? known : arguments {
    switch name {
    case "fit": FitBenchmark.run()
    case "fonts": FontBenchmark.run()
    case "frame": FrameBenchmark.run()
    case "store": await StoreBenchmark.run()
    case "history": HistoryBenchmark.run()
    case "timer": TimerBenchmark.run()
    case "room": RoomBenchmark.run()
    default: print("unknown benchmark \(name); known: \(known.joined(separator: ", "))")
    }
}
