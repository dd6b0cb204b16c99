// Orbiting's benchmarks. Run: `swift run -c release orbiting-bench [fit]`.
// They print figures; they never pass or fail.
let arguments = CommandLine.arguments.dropFirst()
let wanted = arguments.isEmpty ? ["fit"] : Array(arguments)
for name in wanted {
    switch name {
    case "fit": FitBenchmark.run()
    default: print("unknown benchmark \(name); known: fit")
    }
}
