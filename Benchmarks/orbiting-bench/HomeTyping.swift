import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The typist's side of a keystroke on Home, as the room and browser benchmarks measure it:
/// the edit, Home drawn at 200×50, and the new state handed on (to a room, to the browsers).
enum HomeTyping {
    /// Microseconds of each of `count` keystrokes, `pause` apart, each handed to `offer`.
    static func keystrokes(
        _ count: Int, pause: UInt32 = 0, engine: BigTextEngine,
        offer: (HomeState, Settings) -> Void
    ) -> [Double] {
        let view = HomeView(engine: engine)
        let colors = ScreenColors(Theme.builtInMono.palette(ThemeVariant.dark))
        let l10n = Localizer(code: "en", table: [:], fallback: Localizer.compiledEnglish)
        let context = RenderContext(size: TerminalSize(columns: 200, rows: 50), colors: colors, l10n: l10n, now: Date())
        let settings = Settings()
        let clock = ContinuousClock()
        var home = HomeState()
        var times: [Double] = []
        let sentence = "Back in five minutes, the meeting moves to the small room upstairs "
        for index in 0..<count {
            let next =
                home.edit.text + String(sentence[sentence.index(sentence.startIndex, offsetBy: index % sentence.count)])
            let elapsed = clock.measure {
                home.edit = HomeEdit(text: index % 60 == 59 ? "" : next, cursor: next.count)
                var frame = context.blankFrame()
                view.render(home, options: FitOptions(), now: .zero, into: &frame, context: context)
                offer(home, settings)
            }
            times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            if pause > 0 { usleep(pause) }
        }
        return times
    }
}
