/// `path-outside-root`: a path named inside the project — an `imports` entry, an asset catalog,
/// a symbolic link met in a directory walk or a catalog — that resolves outside the project
/// root (SECURITY.md).
package struct PathOutsideRootRule: ThemeRule {
    package static let description = RuleDescription(
        id: .pathOutsideRoot,
        name: "Path outside the project root",
        summary:
            "a theme imports a file or names an asset catalog outside the project root, or a linted directory or catalog holds a symbolic link that leads out of it",
        rationale: """
            Themes can come from a stranger's pull request, and CI shows every finding in the \
            pull request's annotations. A theme that could import `/etc/passwd`, `~/.ssh/id_rsa` \
            or `../../.env` would make themec read the runner's secrets and quote them back. So \
            every path a theme names is resolved, symbolic links followed, and must lie inside \
            the project root: the top of the git work tree (the working directory outside git). \
            The file is never opened. Move the shared theme into the repository, or — when you \
            trust it — widen the root with `--root DIR` on the command line; nothing in the \
            repository can widen it.
            """,
        stage: .load,
        triggering: [
            """
            theme: Demo
            version: 1
            imports: [1️⃣"../shared/palette.theme.yaml"]
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            imports:
              - 1️⃣/etc/hostname
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            imports: []
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """
        ])
}

extension PathOutsideRootRule {
    /// An `imports` entry that resolves outside `root`.
    static func importOutside(_ entry: String, root: ProjectRoot) -> String {
        "cannot import '\(entry)': it resolves outside the project root '\(root.path)', and themec reads no file "
            + "outside it — move the file into the project, or widen the root with '--root DIR' on the command line"
    }

    /// A folder or file inside an asset catalog whose symbolic link leads outside `root`.
    static func catalogLinkOutside(_ path: String, root: ProjectRoot) -> String {
        "'\(path)' in an asset catalog is a symbolic link that leads outside the project root '\(root.path)'; themec does not "
            + "follow it — replace the link with the folder or file itself, or name the catalog with '--asset-catalog PATH'"
    }

    /// An asset catalog named by a theme or `.themec.yml` that resolves outside `root`.
    static func catalogOutside(_ entry: String, root: ProjectRoot) -> String {
        "cannot read the asset catalog '\(entry)': it resolves outside the project root '\(root.path)', and themec reads no file "
            + "outside it — move the catalog into the project, or name it with '--asset-catalog PATH' on the command line"
    }

    /// A symbolic link (to a theme file or a folder) met in a directory walk, leading outside `root`.
    static func linkOutside(root: ProjectRoot, isFolder: Bool) -> String {
        "this \(isFolder ? "folder" : "file") is a symbolic link that leads outside the project root '\(root.path)'; themec does not follow it "
            + "— replace the link with the \(isFolder ? "folder" : "theme") itself, or lint the target by naming it on the command line"
    }
}
