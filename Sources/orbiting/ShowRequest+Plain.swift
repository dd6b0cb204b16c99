import ArgumentParser
import OrbitingTerminal

extension Show {
    /// `orbiting show …` read without ArgumentParser, when every argument is one that
    /// ArgumentParser would read the same way; nil otherwise, and ArgumentParser parses
    /// (and reports any error) as always.
    ///
    /// ArgumentParser's parse reflects over every command's options and checks protocol
    /// conformances across the whole binary: about a third of a `show` process. The
    /// arguments taken here are the common ones: the message words (and `-`), each of
    /// `show`'s options at most once as `--name value` with a value that does not start
    /// with `-`, and each flag at most once. Anything else (`--name=value`, `--help`, `--`,
    /// an unknown name, a repeated option, a value that does not convert) is left to
    /// ArgumentParser. Values are converted by the same `init(argument:)` ArgumentParser uses.
    ///
    /// - Parameter arguments: the command line after the program name.
    static func plainArguments(_ arguments: [String]) -> Show? {
        guard arguments.first == Show.configuration.commandName else { return nil }
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var text: [String] = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "-" || !argument.hasPrefix("-") {
                text.append(argument)
            } else if valueOptions.contains(argument) {
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-"), values[argument] == nil
                else { return nil }
                values[argument] = arguments[index]
                index += 1
            } else if flagOptions.contains(argument), !flags.contains(argument) {
                flags.insert(argument)
            } else {
                return nil
            }
        }
        return Show(values: values, flags: flags, text: text)
    }

    /// The `--name value` options `plainArguments` reads.
    private static let valueOptions: Set<String> = [
        "--data-dir", "--lang", "--size", "--font", "--pixels", "--margin", "--align",
        "--color", "--theme", "--scheme", "--text-size",
    ]

    /// The flags `plainArguments` reads.
    private static let flagOptions: Set<String> = ["--explain", "--follow"]

    /// A `Show` with every property set from `values` (keyed by option name), `flags` and
    /// `text`; nil when a value does not convert. An option added to `show` must be set here
    /// too (ArgumentParser traps when an unset one is read) and named in `valueOptions` or
    /// `flagOptions`; `ShowPlainArgumentsTests` runs each option both ways.
    private init?(values: [String: String], flags: Set<String>, text: [String]) {
        /// The value of `name` converted as ArgumentParser converts it: `.some(nil)` when
        /// absent, nil when it does not convert.
        func value<T: ExpressibleByArgument>(_ name: String, as type: T.Type = T.self) -> T?? {
            guard let argument = values[name] else { return .some(nil) }
            guard let converted = T(argument: argument) else { return nil }
            return .some(converted)
        }
        guard let font = value("--font", as: FontChoice.self), let pixels = value("--pixels", as: PixelStyle.self),
              let margin = value("--margin", as: Int.self), let align = value("--align", as: Alignment.self),
              let textSize = value("--text-size", as: Int.self)
        else { return nil }
        self.init()
        var global = GlobalOptions()
        global.dataDir = values["--data-dir"]
        global.lang = values["--lang"]
        self.global = global
        self.text = text
        size = values["--size"]
        self.font = font
        self.pixels = pixels
        self.margin = margin
        self.align = align
        var colors = ColorOptions()
        colors.color = values["--color"]
        self.colors = colors
        var themeOptions = ThemeOptions()
        themeOptions.theme = values["--theme"]
        themeOptions.scheme = values["--scheme"]
        self.themeOptions = themeOptions
        self.textSize = textSize
        explain = flags.contains("--explain")
        follow = flags.contains("--follow")
    }
}
