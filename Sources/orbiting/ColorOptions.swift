import ArgumentParser

/// `--color auto|always|never`: whether to write colour escapes.
struct ColorOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Colour output: auto, always or never.", valueName: "when"))
    var color: String?
}

/// `--theme NAME` and `--scheme system|light|dark`: the colours a frame is painted in.
struct ThemeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The theme (see `orbiting themes`).", valueName: "name"))
    var theme: String?

    @Option(name: .long, help: ArgumentHelp("The colour scheme: system, light or dark.", valueName: "scheme"))
    var scheme: String?
}
