// `swift run -c release orbiting-bench [store]`: runs the named benchmark (all when none).
let which = CommandLine.arguments.dropFirst().first ?? "all"
switch which {
case "store", "all":
    await StoreBenchmark.run()
default:
    print("usage: orbiting-bench [store]")
}
