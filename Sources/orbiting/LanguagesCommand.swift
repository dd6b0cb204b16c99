import ArgumentParser
import OrbitingCore
import OrbitingText

/// `orbiting languages`: lists the language codes with their native names.
struct Languages: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the languages Orbiting speaks, with their native names.",
        discussion: """
            The language is chosen by --lang, then the `language` setting, then LC_ALL, \
            LC_MESSAGES and LANG; anything else means English.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Print the list as JSON.")
    var json = false

    mutating func run() async throws {
        let environment = ProcessEnvironment.variables()
        let localizer = try global.localizer(environment: environment)
        if json {
            let list = JSONValue.array(
                Language.all.map {
                    .object([
                        "code": .string($0.code), "name": .string($0.nativeName),
                        "inUse": .bool($0.code == localizer.code),
                    ])
                })
            try StandardOutput.write(String(decoding: try list.prettyJSON(), as: UTF8.self) + "\n", localizer)
            return
        }
        let lines = Language.all.map { language in
            var line = DisplayWidth.padded(language.code, to: 7) + language.nativeName
            if language.code == localizer.code { line += "  (" + localizer("languages.inUse") + ")" }
            return line
        }
        try StandardOutput.write(lines.joined(separator: "\n") + "\n", localizer)
    }
}
