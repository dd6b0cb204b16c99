import OrbitingTerminal
import OrbitingTestSupport
import Testing

/// What a test needs from the machine, by name: a test that needs a missing one is skipped
/// with the reason, never passed. `scripts/install-deps --tests` installs them all.
extension Trait where Self == ConditionTrait {
    /// Unifont in /usr/share/unifont (the built-in font has no Japanese and not every script).
    static var needsUnifont: Self { .enabled(if: HomeFrames.unifont != nil, HomeFrames.noUnifont) }
    /// A private small tmpfs to fill (SmallDisk): mounting needs root.
    static var needsTmpfs: Self { .enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root") }
    /// mosquitto, for a private broker.
    static var needsMosquitto: Self {
        .enabled(if: MosquittoBroker.isInstalled, "mosquitto is not installed (scripts/install-deps --tests)")
    }
}
