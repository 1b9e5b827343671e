/// A position in a source file: 1-based line and column, columns counted in Unicode scalars.
///
/// Locations order by file, then line, then column, which is the order findings are reported in.
/// The file is kept as a small number into a process-wide table of paths (`SourcePaths`), so a
/// location is three 32-bit integers (12 bytes): the compiler copies one into every node,
/// setting and finding, and a path `String` in each would cost a reference count on every
/// copy. Lines and columns fit: the input limit keeps a file far below 4 GB.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file, as an index into `SourcePaths`.
    private var fileID: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String {
        get { SourcePaths.shared.path(fileID) }
        set { fileID = SourcePaths.shared.id(of: newValue) }
    }

    /// A number equal for two locations exactly when their files are: comparing or hashing it
    /// costs no path lookup (the path itself is `file`).
    package var fileNumber: UInt32 { fileID }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourcePaths.shared.id(of: file), line: line, column: column)
    }

    /// A location in the file whose id is `fileID` (readers look the path up once per file).
    init(fileID: UInt32, line: Int, column: Int) {
        self.fileID = fileID
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// The id readers use for `path`.
    static func fileID(of path: String) -> UInt32 { SourcePaths.shared.id(of: path) }

    /// `file:line:column`, the form editors and Xcode understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        if lhs.storedLine != rhs.storedLine { return lhs.storedLine < rhs.storedLine }
        return lhs.storedColumn < rhs.storedColumn
    }
}

/// The paths locations refer to, each stored once per process. Append-only: an id, once
/// given, always means the same path, so equal locations have equal ids.
final class SourcePaths: @unchecked Sendable {
    static let shared = SourcePaths()

    private var paths: [String] = []
    private var ids: [String: UInt32] = [:]
    private let lock = Lock()

    func id(of path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = ids[path] { return known }
        let id = UInt32(paths.count)
        paths.append(path)
        ids[path] = id
        return id
    }

    func path(_ id: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(id)]
    }
}
