import CWriteback
import Foundation
import Testing
import TestSupport

/// A compile that replaces its output has the file system reserve the table's blocks ahead of
/// the writes (`themec_reserve_blocks`) and asks the kernel to start writing the table to disk
/// as it goes (`themec_start_writeback`, every 8 MB), so the `fsync` before the rename has
/// little left to wait for. What reaches the destination is the same table either way.
@Suite struct WritebackTests {
    /// `body` with a new, empty regular file open for reading and writing, and its path.
    static func withNewFile(_ body: (Int32, String) throws -> Void) throws {
        let s = TemporaryDirectory()
        let path = s.path + "/file"
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        try body(fd, path)
    }

    /// The kernel takes the request for a regular file's written bytes (on Linux; elsewhere
    /// there is nothing to ask), and the bytes are as written.
    @Test func aRegularFilesWritebackStarts() throws {
        try Self.withNewFile { fd, path throws in
            let bytes = [UInt8](repeating: 0x7B, count: 1 << 20)
            #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) } == bytes.count)
            #if os(Linux)
                #expect(themec_start_writeback(fd, 0, Int64(bytes.count)) == 1)
            #else
                #expect(themec_start_writeback(fd, 0, Int64(bytes.count)) == 0)
            #endif
            #expect(fsync(fd) == 0)
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        }
    }

    /// The file system reserves a regular file's blocks ahead of its bytes (on Linux; elsewhere
    /// nothing is asked): the file grows to cover them, reads as zeros there, and what is then
    /// written over them is what it holds.
    @Test func aRegularFilesBlocksAreReservedAhead() throws {
        try Self.withNewFile { fd, path throws in
            #if os(Linux)
                #expect(themec_reserve_blocks(fd, 0, 1 << 20) == 1)
                var status = stat()
                #expect(fstat(fd, &status) == 0)
                #expect(status.st_size == 1 << 20)
                #expect(Int(status.st_blocks) * 512 >= 1 << 20)
            #else
                #expect(themec_reserve_blocks(fd, 0, 1 << 20) == 0)
            #endif
            let bytes = [UInt8](repeating: 0x7B, count: 1000)
            #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) } == bytes.count)
            #expect(ftruncate(fd, off_t(bytes.count)) == 0)
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        }
    }

    /// A pipe has no blocks to reserve and no pages to write back: both requests are
    /// refused, not ignored.
    @Test func aPipeHasNoBlocksToReserveNorWriteback() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(themec_reserve_blocks(ends[1], 0, 1 << 20) == 0)
        #expect(themec_start_writeback(ends[1], 0, 1) == 0)
    }

    /// A theme whose table is several writeback steps long (about 600 presets, 10 MB): the
    /// table written to a new output, and over a different one, is the table written to
    /// standard output, and no temporary file is left.
    @Test func aTableOfManyWritebackStepsReachesItsOutputWhole() throws {
        var presets: [String] = []
        for i in 0..<600 {
            presets.append(
                """
                  row\(i):
                    base: listGroupedCell
                    cornerRadius: \(i % 9)
                    states:
                      selected: { backgroundColor: systemBlue }
                      highlighted: { backgroundColor: systemGray\(i % 5 + 2) }
                      dark: { strokeColor: systemRed, strokeWidth: 1 }
                      focused: { cornerRadius: 12 }
                """)
        }
        let s = TemporaryDirectory()
        s.write("many.theme.yaml", "theme: Many\nversion: 1\npresets:\n" + presets.joined(separator: "\n") + "\n")
        let standardOutput = try ThemecBinary.run(["compile", "many.theme.yaml"], in: s.path)
        #expect(standardOutput.status == 0, "\(standardOutput.stderr)")
        #expect(standardOutput.stdout.utf8.count > 8 << 20)
        let new = try ThemecBinary.run(["compile", "many.theme.yaml", "-o", "new.json"], in: s.path)
        #expect(new.status == 0)
        #expect(try String(contentsOfFile: s.path + "/new.json", encoding: .utf8) == standardOutput.stdout)
        s.write("changed.json", "previous\n")
        let changed = try ThemecBinary.run(["compile", "many.theme.yaml", "-o", "changed.json"], in: s.path)
        #expect(changed.status == 0)
        #expect(try String(contentsOfFile: s.path + "/changed.json", encoding: .utf8) == standardOutput.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
        // The blocks reserved ahead of the writes (up to 16 MB past the table's end) are given
        // back: each output holds about as many blocks as its bytes need.
        for output in ["new.json", "changed.json"] {
            var status = stat()
            #expect(stat(s.path + "/" + output, &status) == 0)
            #expect(Int(status.st_blocks) * 512 < Int(status.st_size) + (1 << 20), "\(output): \(status.st_blocks) blocks")
        }
    }
}
