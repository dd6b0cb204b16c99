import Foundation
import OrbitingCore

extension GlobalOptions {
    /// The localizer for this run: `--lang`, else English.
    func localizer() -> Localizer {
        Localizer.load(code: lang ?? "en", from: ResourceLocator.directory(named: "Localizations"))
    }
}
