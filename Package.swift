// swift-tools-version: 6.1
import PackageDescription

/// Release code reaches generic type metadata through direct accessor calls rather than
/// mangled names demangled at run time: each first use of a type like `[String: String]`
/// otherwise demangles its name and scans every protocol conformance record of the binary
/// (about a fifth of the instructions of a `show` process, with the flag on every target).
/// An unsafe flag, so it is set only on the targets no library product contains (the session
/// and the executable): SwiftPM refuses a versioned dependency whose products' targets carry
/// unsafe flags, and OrbitingText, OrbitingCore and OrbitingTerminal are offered to other
/// packages (`scripts/check-library-products` builds one that uses them). The binary as shipped
/// is built by `scripts/build-release`, which gives the flag to every target on the command
/// line instead (without it, callgrind: `show --size 80x24 "Back in 5 min"` ran 7.4 million
/// instructions instead of 5.8; a CJK message 56.1 instead of 54.6; `--version` the same).
let directMetadata: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "Orbiting",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "orbiting", targets: ["orbiting"]),
        .library(name: "OrbitingText", targets: ["OrbitingText"]),
        .library(name: "OrbitingCore", targets: ["OrbitingCore"]),
        .library(name: "OrbitingTerminal", targets: ["OrbitingTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        /// GNU readline, reached through a small C shim (its globals are wrapped there). Linked
        /// statically, with terminfo (see the module map): two shared libraries, with thousands
        /// of symbols, fewer for the loader to map and bind at every start.
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        /// The one text layer: widths as terminals draw them, the sanitizer, the ellipsis
        /// fitter, the greedy wrapper and line-break classes. A leaf: everything else uses it.
        .target(name: "OrbitingText"),
        // The three font libraries' headers (types and macros only). Not linked, and without a
        // plain `pkgConfig` name, since SwiftPM would link whatever its libs name (ahead of any
        // `--as-needed`): CFontLibraries loads them with dlopen when text is first drawn.
        /// HarfBuzz text shaping (OpenType functions only): types and macros.
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        /// FreeType glyph rasterising: types, and its load-flag macros named in the shim. Its
        /// headers include each other as `<freetype/…>`, so every target that sees its types
        /// searches its directory: pkg-config's cflags for `freetype2`, through a .pc file that
        /// requires it privately (cflags only, no `-lfreetype` for SwiftPM to link). The path
        /// must not contain spaces (SwiftPM splits `pkgConfig` at them).
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: Context.packageDirectory + "/Sources/CFreeType/freetype2-headers.pc",
            providers: [.apt(["libfreetype-dev"])]
        ),
        /// fontconfig font matching and per-character fallback: types and property macros.
        .systemLibrary(
            name: "CFontconfig",
            path: "Sources/CFontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        /// HarfBuzz, FreeType and fontconfig loaded on first use (dlopen), each separately,
        /// behind wrappers named `orbiting_<function>`: commands that draw no big text load none.
        .target(
            name: "CFontLibraries",
            dependencies: ["CHarfBuzz", "CFreeType", "CFontconfig"]
        ),
        /// zlib and libpng loaded on first use (dlopen), for pictures on graphics terminals:
        /// commands that draw no picture load neither.
        .target(name: "CImageLibraries"),
        /// libmosquitto, the reference MQTT client, for Rooms: its header (types and constants).
        /// Not linked, and without `pkgConfig`: CRoomLibrary loads it when a room is first used.
        .systemLibrary(
            name: "CMosquitto",
            path: "Sources/CMosquitto",
            providers: [.apt(["libmosquitto-dev"])]
        ),
        /// The process's arguments kept from the C library's start, for the Swift runtime: the
        /// statically linked runtime otherwise finds them by parsing /proc/self/maps at every
        /// start (see process_arguments.c). Linked into the executable only.
        .target(name: "CProcessArguments"),
        /// libmosquitto loaded on first use (dlopen) behind wrappers named `orbiting_room_…`:
        /// commands without a room load nothing new.
        .target(name: "CRoomLibrary", dependencies: ["CMosquitto"]),
        /// libqrencode loaded on first use (dlopen) behind wrappers named `orbiting_qr_…`, for
        /// the browser screen's QR code: only F5 and Help of a session with `--web` load it.
        .target(name: "CQRLibrary"),
        /// Messages, store, settings, themes, localization. No terminal I/O.
        .target(name: "OrbitingCore", dependencies: ["OrbitingText"]),
        /// The browser screen: an HTTP server (SwiftNIO) that serves the page compiled from
        /// web/page/ and pushes what a typist shows to browsers over Server-Sent Events. Nothing
        /// of it runs unless `--web` is given.
        .target(
            name: "OrbitingWeb",
            dependencies: [
                "OrbitingText",
                "OrbitingCore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        /// Generic terminal toolkit and the block-letter text engine.
        .target(name: "OrbitingTerminal", dependencies: ["OrbitingText", "CFontLibraries", "CImageLibraries"]),
        /// The full-screen session: screens (state, update, render), the readline adapter, the run loop.
        .target(
            name: "OrbitingApp",
            dependencies: ["OrbitingText", "OrbitingCore", "OrbitingTerminal", "OrbitingWeb", "CReadline", "CRoomLibrary", "CQRLibrary"],
            swiftSettings: directMetadata
        ),
        /// The `orbiting` command.
        .executableTarget(
            name: "orbiting",
            dependencies: [
                "OrbitingText",
                "OrbitingCore",
                "OrbitingTerminal",
                "OrbitingApp",
                "OrbitingWeb",
                "CReadline",
                "CProcessArguments",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: directMetadata,
            linkerSettings: [
                // The Swift runtime and Foundation linked in: no shared Swift libraries to
                // load at start, and a binary that runs wherever it is copied.
                // The static Foundation's own parts are named, since the modules are compiled
                // against the shared one (which brings them itself).
                .unsafeFlags([
                    "-static-stdlib",
                    "-lFoundationInternationalization", "-lFoundationEssentials", "-lCoreFoundation",
                    "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
                    // Not position-independent: the loader then has no 80 000 relative
                    // relocations to apply at every start (about 1 ms of `--version`).
                    "-Xclang-linker", "-no-pie",
                    "-Xlinker", "--no-export-dynamic",
                    // The C++ runtime (the Swift runtime and ICU are C++) and the unwinder
                    // linked in too: libstdc++.so.6 alone cost a C program 0.5 ms at start.
                    // `link/libstdc++.so` is a linker script naming the static archive.
                    // (named again after Foundation's parts, as archives are read in order).
                    "-L", Context.packageDirectory + "/link", "-lstdc++", "-Xclang-linker", "-static-libgcc",
                ], .when(configuration: .release)),
            ],
            plugins: ["BuildCommit"]
        ),
        /// Writes the commit being built into the `orbiting` executable, for `--version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        /// Benchmarks: `swift run -c release orbiting-bench`.
        .executableTarget(
            name: "orbiting-bench",
            dependencies: ["OrbitingText", "OrbitingCore", "OrbitingTerminal", "OrbitingApp", "OrbitingWeb",
                           "OrbitingTestSupport"],
            path: "Benchmarks/orbiting-bench"
        ),
        /// A terminal emulator for tests: it replays a frame writer's bytes per code point.
        .target(
            name: "OrbitingTestSupport",
            dependencies: ["OrbitingText", "OrbitingTerminal",
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")],
            path: "Tests/OrbitingTestSupport"
        ),
        .testTarget(
            name: "OrbitingTextTests",
            dependencies: [
                "OrbitingText",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OrbitingCoreTests",
            dependencies: [
                "OrbitingCore",
                "OrbitingTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OrbitingTerminalTests",
            dependencies: [
                "OrbitingText",
                "CImageLibraries",
                "OrbitingTerminal",
                "OrbitingTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OrbitingAppTests",
            dependencies: [
                "OrbitingText",
                "OrbitingApp",
                "OrbitingTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Goldens__"]
        ),
        /// End-to-end tests: they run the built `orbiting` binary (and tmux).
        .testTarget(name: "orbitingTests", dependencies: ["OrbitingText", "OrbitingTestSupport"]),
        .testTarget(name: "OrbitingWebTests", dependencies: ["OrbitingCore", "OrbitingWeb", "OrbitingTestSupport"]),
    ]
)
