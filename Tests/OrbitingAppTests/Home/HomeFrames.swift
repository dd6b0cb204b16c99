import Foundation
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// What the Home view tests draw with: the shipped catalogues, fixed colours and engines,
/// and golden frames kept as text files beside the tests.
enum HomeFrames {
    /// The shipped catalogue for `code`.
    static func l10n(_ code: String) -> Localizer { ScreenFixtures.l10n(code) }

    /// The built-in font: ASCII and Latin without Unifont.
    static let builtin = BigTextEngine(font: BuiltinFont())

    /// Unifont when installed (for Japanese), else nil.
    static let unifont: BigTextEngine? = Unifont().map { BigTextEngine(font: $0) }

    /// Why the Japanese frames are skipped without Unifont.
    static let noUnifont = Comment(
        rawValue: "Unifont is not installed in /usr/share/unifont (scripts/install-deps installs it); "
            + "the built-in font has no Japanese")

    /// A palette whose roles are all told apart.
    static let colors: ScreenColors = {
        var colors = ScreenColors()
        colors.background = RGBColor(red: 0, green: 0, blue: 0)
        colors.text = RGBColor(red: 250, green: 250, blue: 250)
        colors.primary = RGBColor(red: 200, green: 0, blue: 0)
        colors.secondary = RGBColor(red: 120, green: 120, blue: 120)
        colors.accent = RGBColor(red: 0, green: 160, blue: 255)
        colors.status = RGBColor(red: 0, green: 200, blue: 0)
        colors.alert = RGBColor(red: 255, green: 80, blue: 80)
        return colors
    }()

    /// Draws `home` at `columns` × `rows` as the session does, at session time `now`.
    static func render(
        _ home: HomeState, columns: Int, rows: Int, engine: BigTextEngine = builtin,
        language: String = "en", colors: ScreenColors = .none, now: Duration = .seconds(1)
    ) -> ScreenBuffer {
        let context = RenderContext(
            size: TerminalSize(columns: columns, rows: rows), colors: colors,
            l10n: l10n(language), now: Date(timeIntervalSince1970: 1_700_000_000),
            timeZone: TimeZone(identifier: "UTC") ?? .current)
        var frame = context.blankFrame()
        HomeView(engine: engine).render(home, options: FitOptions(), now: now, into: &frame, context: context)
        return frame
    }

    /// Home with `text` typed and the edit position at `cursor` (default: the end).
    static func typing(_ text: String, cursor: Int? = nil, search: HistorySearch? = nil) -> HomeState {
        var home = HomeState()
        home.edit = HomeEdit(text: text, cursor: cursor ?? text.count, search: search)
        return home
    }

    /// Every row of `frame` as text.
    static func rows(_ frame: ScreenBuffer) -> [String] {
        (0..<frame.height).map { frame.text(ofRow: $0) }
    }

    /// The cells as a person reads them: one line a row, between bars so trailing blanks show.
    static func picture(_ frame: ScreenBuffer) -> String {
        "\(frame.width)x\(frame.height)\n" + rows(frame).map { "|" + $0 + "|" }.joined(separator: "\n") + "\n"
    }

    /// Compares `frame` with the golden `name` as `picture` draws it (see `Goldens`).
    static func expectGolden(_ frame: ScreenBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Goldens.expect(picture(frame), name, sourceLocation: sourceLocation)
    }
}
