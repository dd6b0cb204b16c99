import Foundation
import OrbitingTestSupport
import Testing

/// What a test needs from the machine, by name: a test that needs a missing one is skipped
/// with the reason, never passed. `scripts/install-deps --tests` installs them all.
extension Trait where Self == ConditionTrait {
    /// Root: to switch to another user, make a device node or mount a file system.
    static var needsRoot: Self { .enabled(if: getuid() == 0, "needs root") }
    /// A private small tmpfs to fill (SmallDisk): mounting needs root.
    static var needsTmpfs: Self { .enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root") }
    /// mosquitto, for a private broker.
    static var needsMosquitto: Self {
        .enabled(if: MosquittoBroker.isInstalled, "mosquitto is not installed (scripts/install-deps --tests)")
    }
    /// script(1) from util-linux: a terminal for a program whose output is piped.
    static var needsScript: Self { needsExecutable("/usr/bin/script", "script (util-linux)") }
    /// flock(1), to hold the store's lock from outside.
    static var needsFlock: Self { needsExecutable("/usr/bin/flock", "needs flock(1)") }
    /// GNU time, for a process's peak memory.
    static var needsTime: Self { needsExecutable("/usr/bin/time", "needs /usr/bin/time") }
    /// A C compiler, for the flock shim.
    static var needsCCompiler: Self {
        .enabled(if: shell("command -v cc") == 0, "needs a C compiler for the flock shim")
    }
    /// strace, for fault injection.
    static var needsStrace: Self { .enabled(if: shell("command -v strace") == 0, "needs strace for fault injection") }
    /// Noto Sans Bold (fonts-noto-core).
    static var needsNotoSans: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"),
            "Noto Sans is not installed (scripts/install-deps installs fonts-noto-core)")
    }
    /// DejaVu Sans.
    static var needsDejaVu: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
            "DejaVu Sans is installed by scripts/install-deps")
    }
    /// Noto Sans Bold or DejaVu Sans Bold, the fonts the font work cache tests draw with.
    static var needsOutlineFonts: Self {
        .enabled(
            if: FontWorkCacheEndToEndTests.haveFonts, "Noto Sans or DejaVu Sans is installed by scripts/install-deps")
    }
    /// fontconfig with Noto or DejaVu, for font substitutes.
    static var needsFontconfigFonts: Self {
        .enabled(if: OutlineFontsHere.available, "fontconfig and Noto or DejaVu are installed by scripts/install-deps")
    }
    /// Noto Sans CJK (fonts-noto-cjk).
    static var needsNotoCJK: Self { .enabled(if: LanguageGlyphsEndToEndTests.hasNotoCJK, "needs fonts-noto-cjk") }
    /// Xvfb with kitty and xterm, xdotool, ImageMagick and tesseract: real graphical terminals.
    static var needsXvfb: Self {
        .enabled(if: GraphicsTerminalEndToEndTests.canRun, GraphicsTerminalEndToEndTests.missing)
    }
    /// Headless Chromium, chromedriver, Selenium, tmux and tesseract: the browser screen's page.
    static var needsChromium: Self { .enabled(if: WebBrowserTests.canRun, WebBrowserTests.missing) }
    /// hb-view (HarfBuzz's utilities), for reference renderings.
    static var needsHbView: Self { .enabled(if: GraphicsTerminalEndToEndTests.hbView != nil, "needs hb-view") }
    /// git and tar: the tree is committed to a scratch repository.
    static var needsGitAndTar: Self {
        .enabled(if: LibraryProductsTests.hasTools, "needs git and tar: it commits the tree to a scratch repository")
    }
    /// Root, dpkg, dpkg-dev and apt: a package is installed and removed.
    static var needsPackageInstall: Self {
        .enabled(if: PackageTests.canInstall, "needs root, dpkg, dpkg-dev and apt: it installs and removes a package")
    }
    /// dpkg-dev, lintian and git: the package is built twice and checked.
    static var needsPackageTools: Self {
        .enabled(
            if: PackageTests.canBuildAndCheck,
            "needs dpkg-dev, lintian and git: it builds the package twice and checks it")
    }

    private static func needsExecutable(_ path: String, _ reason: Comment) -> Self {
        .enabled(if: FileManager.default.isExecutableFile(atPath: path), reason)
    }
}

/// Tags for a fast inner loop: the suites that take minutes carry `.slow` (shown by test
/// reporters and IDEs). `swift test` of Swift 6.3 filters by name, not by tag, so the loop skips
/// them by name: `swift test --skip 'OCRTests|GraphicsTerminalEndToEnd|PackageTests|LibraryProducts'`.
extension Tag {
    /// Tests that build a package, start graphical terminals or read frames back: minutes.
    @Tag static var slow: Self
    /// Tests that talk to a broker.
    @Tag static var rooms: Self
}
