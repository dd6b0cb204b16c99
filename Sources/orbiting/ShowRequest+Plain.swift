import ArgumentParser
import OrbitingTerminal

extension ShowRequest {
    /// `orbiting show …` read without ArgumentParser, when every argument is one that
    /// ArgumentParser would read the same way; nil otherwise, and ArgumentParser parses
    /// (and reports any error) as always.
    ///
    /// ArgumentParser's parse reflects over every command's options and checks protocol
    /// conformances across the whole binary: about a third of a `show` process. (Even
    /// building a `Show` without parsing instantiates its property wrappers, so the request
    /// is made directly.) The
    /// arguments taken here are the common ones: the message words (and `-`), each of
    /// `show`'s options at most once as `--name value` with a value that does not start
    /// with `-`, and each flag at most once. Anything else (`--name=value`, `--help`, `--`,
    /// an unknown name, a repeated option, a value that does not convert) is left to
    /// ArgumentParser. Values are converted by the same `init(argument:)` ArgumentParser uses.
    ///
    /// - Parameter arguments: the command line after the program name.
    static func plain(_ arguments: [String]) -> ShowRequest? {
        guard arguments.first == "show" else { return nil }
        var values: [String: String] = [:]
        var flags: [String] = []
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
                flags.append(argument)
            } else {
                return nil
            }
        }
        return ShowRequest(values: values, flags: flags, text: text)
    }

    /// The `--name value` options `plain(_:)` reads.
    ///
    /// Arrays, not sets: a handful of short names compared directly cost less than hashing
    /// them into a set, whose storage type a `show` otherwise instantiates at run time for
    /// these alone.
    private static let valueOptions: [String] = [
        "--data-dir", "--lang", "--size", "--font", "--pixels", "--margin", "--align",
        "--color", "--theme", "--scheme", "--text-size", "--render", "--rotate",
    ]

    /// The flags `plain(_:)` reads.
    private static let flagOptions: [String] = ["--explain", "--follow", "--mirror"]

    /// A request with every value set from `values` (keyed by option name), `flags` and
    /// `text`; nil when a value does not convert. An option added to `show` must be set here
    /// too and named in `valueOptions` or `flagOptions`; `ShowPlainArgumentsTests` runs each
    /// option both ways.
    private init?(values: [String: String], flags: [String], text: [String]) {
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
        self.init(
            dataDir: values["--data-dir"], lang: values["--lang"], text: text, size: values["--size"], font: font,
            pixels: pixels, margin: margin, align: align, color: values["--color"], theme: values["--theme"],
            scheme: values["--scheme"], textSize: textSize, render: values["--render"], rotate: values["--rotate"],
            mirror: flags.contains("--mirror"), explain: flags.contains("--explain"),
            follow: flags.contains("--follow"))
    }
}
