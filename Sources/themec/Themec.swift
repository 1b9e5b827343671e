import ThemeCompiler

@main
struct Themec {
    static func main() {
        print(ThemecVersion.current)
    }
}
