import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

/// Shared pieces for screen tests: the shipped catalogues and themes, contexts, frames as text.
enum ScreenFixtures {
    /// The repository root, found from this source file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shipped catalogue for `code`, English as fallback.
    static func l10n(_ code: String) -> Localizer {
        Localizer.load(code: code, from: root + "/Localizations")
    }

    /// The nine shipped themes.
    static let catalog = ThemeCatalog.load(bundledDirectory: root + "/themes", userDirectory: nil)

    /// A context of `columns` × `rows` in `code`'s language and `colors` (mono dark by default).
    static func context(_ columns: Int, _ rows: Int, code: String = "en", colors: ScreenColors? = nil) -> RenderContext
    {
        let palette = (catalog.theme(named: "mono") ?? .builtInMono).dark
        return RenderContext(
            size: TerminalSize(columns: columns, rows: rows), colors: colors ?? ScreenColors(palette),
            l10n: l10n(code), now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    /// `screen` prepared for and drawn in `context`.
    static func frame(_ screen: some Screen, _ context: RenderContext) -> ScreenBuffer {
        var screen = screen
        screen.prepare(for: context)
        var frame = context.blankFrame()
        screen.render(into: &frame, context: context)
        return frame
    }

    /// Every row of `frame` as text, trailing spaces removed.
    static func lines(_ frame: ScreenBuffer) -> [String] {
        (0..<frame.height).map { row in
            var text = frame.text(ofRow: row)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// Whether some row of `frame` contains `text`.
    static func shows(_ frame: ScreenBuffer, _ text: String) -> Bool {
        lines(frame).contains { $0.contains(text) }
    }

    /// Expects that no row of `frame` is wider than the frame, wide characters included.
    static func expectFits(_ frame: ScreenBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for (row, line) in lines(frame).enumerated() {
            #expect(
                DisplayWidth.of(line) <= frame.width, "row \(row) is wider than \(frame.width): \(line)",
                sourceLocation: sourceLocation)
        }
    }

    /// Compares `frame`'s rows with the golden `name` (see `Goldens`).
    static func expectGolden(_ frame: ScreenBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Goldens.expect(lines(frame).joined(separator: "\n") + "\n", name, sourceLocation: sourceLocation)
    }
}
