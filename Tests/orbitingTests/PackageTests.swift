import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
    import OrbitingTestSupport
#endif

/// `scripts/package` builds a .deb that installs with apt, works, and uninstalls leaving nothing;
/// one that lintian finds no error in, that two builds make byte for byte, and that says
/// under which licences it may be passed on.
///
/// Installing changes the system (`/usr/bin/orbiting`), so that test runs only as root with
/// dpkg and apt present, and only when no `orbiting` package is installed already.
@Suite(.tags(.slow))
struct PackageTests {
    static let canInstall =
        geteuid() == 0
        && ["/usr/bin/dpkg", "/usr/bin/dpkg-deb", "/usr/bin/dpkg-shlibdeps", "/usr/bin/apt-get"].allSatisfy(
            FileManager.default.isExecutableFile(atPath:))
    static let canBuildAndCheck = ["/usr/bin/dpkg-deb", "/usr/bin/dpkg-shlibdeps", "/usr/bin/lintian", "/usr/bin/git"]
        .allSatisfy(FileManager.default.isExecutableFile(atPath:))

    /// Runs a bash command line.
    static func sh(_ command: String, environment: [String: String] = [:]) throws -> RunResult {
        try OrbitingBinary.run(
            ["-c", command], environment: environment.merging(["DEBIAN_FRONTEND": "noninteractive"]) { own, _ in own },
            executable: "/bin/bash"
        )
    }

    @Test(.needsPackageInstall)
    func thePackageInstallsWorksAndUninstallsCleanly() throws {
        try #require(
            try Self.sh("dpkg -s orbiting").status != 0, "an orbiting package is installed already; remove it first")
        let out = TestDirectory.make()
        chmod(out, 0o755)
        let package = try OrbitingBinary.run(
            [ShippedThemes.repository + "/scripts/package", out],
            environment: Self.shippedBinary, executable: "/bin/bash"
        )
        try #require(package.status == 0, "\(package.stderr)")
        let deb = package.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(deb.hasPrefix(out + "/orbiting_") && deb.hasSuffix(".deb"))

        let fields = try Self.sh("dpkg-deb --field '\(deb)' Depends Recommends").stdout
        // Readline (and terminfo) are linked into the binary; the rest it loads.
        for library in ["libharfbuzz", "libfreetype", "libfontconfig", "libc6"] {
            #expect(fields.contains(library), "Depends lacks \(library): \(fields)")
        }
        #expect(fields.contains("Recommends: fonts-noto-core"))

        let files = try Self.sh("dpkg-deb --contents '\(deb)' | awk '{print substr($6, 2)}'").lines.map {
            $0.hasSuffix("/") ? String($0.dropLast()) : $0
        }
        let existedBefore = Set(files.filter { FileManager.default.fileExists(atPath: $0) })
        #expect(files.contains("/usr/bin/orbiting") && files.contains("/usr/share/man/man1/orbiting.1.gz"))
        #expect(!existedBefore.contains("/usr/bin/orbiting"))

        let install = try Self.sh("apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=120 '\(deb)' 2>&1")
        try #require(install.status == 0, "\(install.stdout)")
        defer { _ = try? Self.sh("dpkg --purge orbiting") }

        let show = try OrbitingBinary.run(["show", "--size", "40x10", "hi"], executable: "/usr/bin/orbiting")
        #expect(show.status == 0)
        #expect(show.stdout.contains("█") || show.stdout.contains("▀") || show.stdout.contains("▄"))
        let manual = try Self.sh("MANWIDTH=80 man -P cat orbiting 2>&1")
        #expect(manual.status == 0, "\(manual.stdout)")
        #expect(manual.stdout.contains("orbiting") && manual.stdout.contains("SYNOPSIS"))
        #expect(
            files.contains("/usr/share/man/de/man1/orbiting.1.gz")
                && files.contains("/usr/share/man/ja/man1/orbiting.1.gz"))
        let german = try Self.sh("MANWIDTH=80 man -L de -P cat orbiting 2>&1")
        #expect(german.stdout.contains(ShippedCatalogues.table("de")["cli.man.description"] ?? "?"), "\(german.stdout)")

        let remove = try Self.sh("apt-get purge -y -o DPkg::Lock::Timeout=120 orbiting 2>&1")
        #expect(remove.status == 0, "\(remove.stdout)")
        #expect(try Self.sh("dpkg -s orbiting").status != 0)
        let left = files.filter { !existedBefore.contains($0) && FileManager.default.fileExists(atPath: $0) }
        #expect(left == [], "left behind after removal")
    }

    /// The binary as shipped for `scripts/package`: the one `scripts/test` built with
    /// `scripts/build-release` (ORBITING_SHIPPED_BINARY), else none, and the script builds it
    /// itself. Not the test build's binary: that one links the Swift runtime and readline as
    /// shared libraries, as `swift build` does without the release recipe's flags.
    static var shippedBinary: [String: String] {
        ProcessInfo.processInfo.environment["ORBITING_SHIPPED_BINARY"].map { ["ORBITING_BINARY": $0] } ?? [:]
    }

    /// Runs `scripts/package` into a new folder under `umask`, returning the .deb's path.
    static func package(umask: String) throws -> String {
        let out = TestDirectory.make("deb")
        chmod(out, 0o755)
        let run = try sh(
            "umask \(umask) && '\(ShippedThemes.repository)/scripts/package' '\(out)'", environment: Self.shippedBinary)
        try #require(run.status == 0, "\(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(.needsPackageTools)
    func thePackageIsLintianCleanReproducibleAndSaysItsLicences() throws {
        // Two builds, seconds apart and under different umasks, give the same bytes.
        let first = try Self.package(umask: "022")
        let second = try Self.package(umask: "077")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        let again = try Data(contentsOf: URL(fileURLWithPath: second))
        let difference =
            bytes == again
            ? ""
            : try Self.sh("cmp '\(first)' '\(second)'; diff <(dpkg-deb -c '\(first)') <(dpkg-deb -c '\(second)')")
                .stdout
        #expect(!bytes.isEmpty && bytes == again, "two builds differ: \(difference)")

        let lintian = try Self.sh("lintian --allow-root --tag-display-limit 0 '\(first)' 2>&1")
        let errors = lintian.lines.filter { $0.hasPrefix("E: ") }
        #expect(errors == [], "lintian:\n\(lintian.stdout)")
        #expect(!lintian.stdout.contains("unstripped-binary") && !lintian.stdout.contains("changelog-file-missing"))

        // Depends: the libraries the binary links and those it opens; not those linked in.
        let fields = try Self.sh("dpkg-deb --field '\(first)' Depends Built-Using Maintainer Section Priority").stdout
        for library in ["libc6", "libharfbuzz0b", "libfreetype6", "libfontconfig1", "zlib1g", "libpng16-16"] {
            #expect(fields.contains(library), "Depends lacks \(library): \(fields)")
        }
        #expect(!fields.contains("libreadline") && !fields.contains("libtinfo"), "\(fields)")
        for source in ["readline (= ", "ncurses (= ", "gcc-"] {
            #expect(fields.contains(source), "Built-Using lacks \(source): \(fields)")
        }
        #expect(fields.contains("Section: utils") && fields.contains("Priority: optional"))
        #expect(!fields.contains("localhost"), "\(fields)")

        let copyright = try Self.sh(
            "dpkg-deb --fsys-tarfile '\(first)' | tar -xOf - ./usr/share/doc/orbiting/copyright")
        try #require(copyright.status == 0, "\(copyright.stderr)")
        let paragraphs = DebianCopyright(copyright.stdout)
        #expect(paragraphs.header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
        let credit = paragraphs.header["Comment"] ?? ""
        #expect(
            credit.contains("Christine Sun Kim") && credit.contains("Harper Reed") && credit.contains("orbiting.app"))
        // The libraries opened at run time are named, with how they relate to the binary.
        for library in [
            "HarfBuzz", "FreeType", "fontconfig", "zlib", "libpng", "libunistring", "libmosquitto", "libqrencode",
            "dlopen",
        ] {
            #expect(credit.contains(library), "the header does not mention \(library)")
        }
        // Each component linked in, by the archive it comes from, under its licence.
        let components: [(files: String, license: String)] = [
            ("*", "GPL-3+"),
            ("libreadline.a", "GPL-3+"),
            ("libtinfo.a", "X11"),
            ("libswift*.a", "Apache-2.0 with Swift-Runtime-Library exception"),
            ("libFoundationEssentials.a", "Apache-2.0 with Swift-Runtime-Library exception"),
            ("libFoundationInternationalization.a", "Apache-2.0 with Swift-Runtime-Library exception"),
            ("lib_FoundationICU.a", "Unicode-3.0 and ICU-third-party"),
            ("libstdc++.a", "GPL-3+ with GCC-Runtime-Library exception"),
            ("libgcc.a", "GPL-3+ with GCC-Runtime-Library exception"),
            ("ArgumentParser", "Apache-2.0 with Swift-Runtime-Library exception"),
        ]
        for component in components {
            let paragraph = paragraphs.files.first {
                ($0["Files"] ?? "").split(whereSeparator: \.isWhitespace).contains(Substring(component.files))
            }
            #expect(paragraph?["License"] == component.license, "\(component.files): \(paragraph ?? [:])")
            let holders = paragraph?["Copyright"] ?? ""
            #expect(holders.isEmpty == false, "\(component.files) has no copyright holder")
        }
        // Every licence named has its text (or, for the GPL and Apache, the path to it).
        let named = Set(paragraphs.files.compactMap { $0["License"] }.flatMap { $0.components(separatedBy: " and ") })
        let texts = Dictionary(paragraphs.licenses.map { ($0["License"] ?? "", $0["Text"] ?? "") }) { first, _ in first
        }
        for license in named {
            #expect((texts[license] ?? "").count > 200, "no text for \(license)")
        }
        #expect(texts["GPL-3+"]?.contains("/usr/share/common-licenses/GPL-3") == true)
        #expect(texts["Unicode-3.0"]?.contains("UNICODE LICENSE V3") == true)
        #expect(texts["GPL-3+ with GCC-Runtime-Library exception"]?.contains("GCC RUNTIME LIBRARY EXCEPTION") == true)

        let license = try String(contentsOfFile: ShippedThemes.repository + "/LICENSE", encoding: .utf8)
        #expect(license.contains("GNU GENERAL PUBLIC LICENSE") && license.contains("Version 3, 29 June 2007"))
    }
}

/// A copyright file in Debian's machine-readable format, read into its paragraphs: the header,
/// the `Files` paragraphs and the standalone `License` ones (whose text is under `Text`).
struct DebianCopyright {
    var header: [String: String] = [:]
    var files: [[String: String]] = []
    var licenses: [[String: String]] = []

    init(_ text: String) {
        for (index, block) in text.components(separatedBy: "\n\n").enumerated() {
            var fields: [String: String] = [:]
            var last: String?
            for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
                if line.first == " ", let key = last {
                    fields[key, default: ""] += "\n" + line.dropFirst()
                } else if let colon = line.firstIndex(of: ":") {
                    let key = String(line[..<colon])
                    fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    last = key
                }
            }
            if index == 0 {
                header = fields
            } else if fields["Files"] != nil {
                files.append(fields)
            } else if let name = fields["License"] {
                // A standalone licence: the first line names it, the rest is its text.
                var license = fields
                let lines = name.components(separatedBy: "\n")
                license["License"] = lines[0]
                license["Text"] = lines.dropFirst().joined(separator: "\n")
                licenses.append(license)
            }
        }
    }
}
