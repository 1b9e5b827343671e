// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "themec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "themec", targets: ["themec"]),
        .library(name: "ThemeCompiler", targets: ["ThemeCompiler"]),
        .plugin(name: "ThemecPlugin", targets: ["ThemecPlugin"]),
        .plugin(name: "LintThemes", targets: ["LintThemes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property-based tests (test target only).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The system libyaml (Debian `libyaml-dev`, Homebrew `libyaml`).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Where and how eagerly a thread runs: its CPUs (Linux's `sched_setaffinity`, which
        // Swift's Glibc module does not declare) and its priority, for the parallel regions.
        .target(name: "CThreads"),
        // Bytes → located node tree. The only module that touches libyaml.
        .target(name: "ThemeSyntax", dependencies: ["CYAML", "CThreads"]),
        // Decode, validate, resolve, emit. Never prints, never exits.
        .target(name: "ThemeCompiler", dependencies: ["ThemeSyntax"]),
        // malloc's settings (glibc's `mallopt`, which Swift's Glibc module does not declare).
        .target(name: "CMalloc"),
        // Starting a file's writeback early (Linux's `sync_file_range`, which Swift's Glibc
        // module does not declare), so the `fsync` before an output's rename waits less.
        .target(name: "CWriteback"),
        // The thin command line.
        .executableTarget(
            name: "themec",
            dependencies: [
                "ThemeCompiler",
                "CMalloc",
                "CWriteback",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Generates Swift for the themes of a target at build time.
        .plugin(name: "ThemecPlugin", capability: .buildTool(), dependencies: ["themec"]),
        // `swift package lint-themes`.
        .plugin(
            name: "LintThemes",
            capability: .command(intent: .custom(verb: "lint-themes", description: "Lint every theme of the package with themec")),
            dependencies: ["themec"]
        ),
        // What every test target shares: temporary directories, the package root, markers.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ThemeSyntaxTests", dependencies: ["ThemeSyntax", "TestSupport"]),
        .testTarget(
            name: "ThemeCompilerTests",
            dependencies: ["ThemeCompiler", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "themecTests", dependencies: ["themec", "CMalloc", "CWriteback", "TestSupport"]),
        // The declared API, used as an embedder uses it (no `@testable`), and the list of it.
        .testTarget(name: "EmbeddingTests", dependencies: ["ThemeCompiler", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
