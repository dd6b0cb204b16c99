// swift-tools-version: 6.1
// Orbiting for the terminal: Linux only (Glibc). The manifest builds every configuration
// with no extra flags (`swift build`, `swift build -c release`); the binary as shipped, with
// the Swift runtime and the C libraries linked in, is built by `scripts/build-release`, which
// holds every release-only flag. Why each flag is there: docs/build.md.
// Targets in layering order: C headers, the optional-library loader the text layer uses, the
// text leaf, the other loaders, the core, the terminal toolkit, the session, the executable;
// then tools and tests.
import PackageDescription

let package = Package(
    name: "Orbiting",
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
        /// GNU readline, reached through a small C shim (its globals are wrapped there).
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // The optional libraries' headers (types and macros only), never linked: their
        // loaders open them with dlopen on first use. No plain `pkgConfig` name, since SwiftPM
        // would link whatever its libs name.
        /// HarfBuzz text shaping (OpenType functions only): types and macros.
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        /// FreeType glyph rasterising. Its headers include each other as `<freetype/…>`: the
        /// include path comes from a .pc file that requires `freetype2` privately (cflags only,
        /// no `-lfreetype`). The path must not contain spaces (SwiftPM splits `pkgConfig`).
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
        /// libmosquitto, the reference MQTT client, for Rooms: types and constants.
        .systemLibrary(
            name: "CMosquitto",
            path: "Sources/CMosquitto",
            providers: [.apt(["libmosquitto-dev"])]
        ),
        /// Loading an optional library on first use (dlopen): the one header every loader uses,
        /// with the switch that turns them all off (`ORBITING_OPTIONAL_LIBRARIES=none`).
        .target(name: "COptionalLibrary"),
        /// GNU libunistring loaded on first use, behind `orbiting_unicode_…`: normalisation and
        /// case folding for text beyond ASCII.
        .target(name: "CUnicodeLibrary", dependencies: ["COptionalLibrary"]),
        /// The one text layer: widths as terminals draw them, the sanitizer, the ellipsis
        /// fitter, the greedy wrapper and line-break classes. A leaf: everything else uses it.
        .target(name: "OrbitingText", dependencies: ["CUnicodeLibrary"]),
        /// Whole files with plain system calls: the bounded read, the atomic replace, the
        /// append, the write loop. A leaf, for the core's store and the terminal's caches.
        .target(name: "OrbitingFiles"),
        /// HarfBuzz, FreeType and fontconfig loaded on first use, behind `orbiting_<function>`.
        .target(name: "CFontLibraries", dependencies: ["COptionalLibrary", "CHarfBuzz", "CFreeType", "CFontconfig"]),
        /// zlib and libpng loaded on first use, for pictures on graphics terminals.
        .target(name: "CImageLibraries", dependencies: ["COptionalLibrary"]),
        /// libmosquitto loaded on first use, behind `orbiting_room_…`.
        .target(name: "CRoomLibrary", dependencies: ["COptionalLibrary", "CMosquitto"]),
        /// libqrencode loaded on first use, behind `orbiting_qr_…`, for the browser screen's QR
        /// code: only F5 and Help of a session with `--web` load it.
        .target(name: "CQRLibrary", dependencies: ["COptionalLibrary"]),
        /// Messages, store, settings, themes, localization. No terminal I/O.
        .target(name: "OrbitingCore", dependencies: ["OrbitingText", "OrbitingFiles"]),
        /// Generic terminal toolkit and the block-letter text engine.
        .target(
            name: "OrbitingTerminal",
            dependencies: ["OrbitingText", "OrbitingFiles", "COptionalLibrary", "CFontLibraries", "CImageLibraries"]
        ),
        /// Rooms: the MQTT client (libmosquitto through CRoomLibrary), a room's publisher and
        /// subscription. Used by the session and by `room say`.
        .target(name: "OrbitingRooms", dependencies: ["OrbitingCore", "CRoomLibrary"]),
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
        /// The full-screen session: screens (state, update, render), the readline adapter, the run loop.
        .target(
            name: "OrbitingApp",
            dependencies: [
                "OrbitingText", "OrbitingCore", "OrbitingTerminal", "OrbitingRooms", "OrbitingWeb", "CReadline",
                "CQRLibrary",
            ]
        ),
        /// The `orbiting` command.
        .executableTarget(
            name: "orbiting",
            dependencies: [
                "OrbitingText",
                "OrbitingCore",
                "OrbitingTerminal",
                "OrbitingRooms",
                "OrbitingWeb",
                "OrbitingApp",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        /// Writes the commit being built into the `orbiting` executable, for `--version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        /// Benchmarks: `swift run -c release orbiting-bench`.
        .executableTarget(
            name: "orbiting-bench",
            dependencies: [
                "OrbitingText", "OrbitingCore", "OrbitingTerminal", "OrbitingRooms", "OrbitingApp", "OrbitingWeb",
                "OrbitingTestSupport",
            ],
            path: "Benchmarks/orbiting-bench"
        ),
        /// What tests share: a terminal emulator that replays a frame writer's bytes per code
        /// point, generators, pseudo-terminals, processes and free ports.
        .target(
            name: "OrbitingTestSupport",
            dependencies: [
                "OrbitingText",
                "OrbitingTerminal",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/OrbitingTestSupport"
        ),
        .testTarget(
            name: "OrbitingTextTests",
            dependencies: [
                "OrbitingText",
                "OrbitingTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OrbitingCoreTests",
            dependencies: [
                "OrbitingText",
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
                "OrbitingWeb",
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
