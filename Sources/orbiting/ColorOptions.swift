import ArgumentParser
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// `--color auto|always|never`: whether to write colour escapes.
struct ColorOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Color output: auto, always or never.", valueName: "when"))
    var color: String?
}

/// `--theme NAME` and `--scheme system|light|dark`: the colours a frame is painted in.
struct ThemeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The theme (see `orbiting themes`).", valueName: "name"))
    var theme: String?

    @Option(name: .long, help: ArgumentHelp("The color scheme: system, light or dark.", valueName: "scheme"))
    var scheme: String?
}

/// `--render`: how the big text is drawn on this run (the session and the timer displays;
/// `show` has its own).
struct RenderOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How the text is drawn: auto (the sharpest the terminal shows), blocks, smooth, kitty, sixel or iterm2 "
                + "(default: the render setting).",
            valueName: "mode"))
    var render: String?

    /// The request, checked: a word that is no mode is a usage error in the run's language.
    func request(_ l10n: Localizer) throws -> RenderRequest? {
        guard let render else { return nil }
        guard let request = RenderRequest(render) else {
            throw OrbitingExit.message(
                l10n("render.error.value", ["value": TextSanitizer.escaped(render)]), code: .usage)
        }
        return request
    }
}

/// `--rotate` and `--mirror`: which way the big text faces, for the session, `show`, the
/// timer display and room screens.
struct TurnOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Turn the big text: 180 reads right for the person opposite (default: the rotation setting).",
            valueName: "degrees"))
    var rotate: String?

    @Flag(name: .long, help: "Mirror the big text left to right (for a teleprompter's glass).")
    var mirror = false

    /// The orientation asked for, over the rotation setting; nil when neither flag is given.
    /// - Throws: a usage error, in the run's language, for a rotation other than 0 or 180.
    func orientation(_ l10n: Localizer, setting: RotationSetting) throws -> Orientation? {
        try TurnOptions.orientation(rotate: rotate, mirror: mirror, l10n, setting: setting)
    }

    /// The orientation of `--rotate` and `--mirror` values, however they were read.
    static func orientation(rotate: String?, mirror: Bool, _ l10n: Localizer, setting: RotationSetting) throws
        -> Orientation?
    {
        guard rotate != nil || mirror else { return nil }
        let degrees = rotate ?? setting.rawValue
        guard let value = Int(degrees), let orientation = Orientation(degrees: value, mirrored: mirror) else {
            throw OrbitingExit.message(
                l10n("rotate.error.value", ["value": TextSanitizer.escaped(degrees)]), code: .usage)
        }
        return orientation
    }
}
