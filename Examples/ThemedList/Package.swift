// swift-tools-version: 6.0
import PackageDescription

// A small package that themes its list cells with themec: the build-tool plugin turns
// `Sources/ThemedList/Cards.theme.yaml` into Swift at build time.
let package = Package(
    name: "ThemedList",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [.library(name: "ThemedList", targets: ["ThemedList"])],
    dependencies: [.package(name: "themec", path: "../..")],
    targets: [
        .target(name: "ThemedList", plugins: [.plugin(name: "ThemecPlugin", package: "themec")]),
        .testTarget(name: "ThemedListTests", dependencies: ["ThemedList"]),
    ]
)
