import ThemeSyntax

/// The last step of `sortForReport`: the runs of findings that tie on place and rule put in
/// message order, each finding equal to one before it dropped. A message may be made when it
/// is read, and making the messages of every run was most of the sort; with many findings the
/// runs are shared out between the cores (the 10k-preset `--findings` theme's 20 547 findings
/// tie in runs of up to a few dozen, an inherited finding reported once per preset).
struct TieOrdering: @unchecked Sendable {
    /// Positions of findings in reporting order; each run is a range of it.
    let order: UnsafeMutableBufferPointer<Int>
    /// False for a position whose finding equals one before it in its run.
    let kept: UnsafeMutableBufferPointer<Bool>
    let findings: UnsafeBufferPointer<Diagnostic>

    /// Runs of ties with fewer findings than this in all are ordered on the calling thread.
    static let parallelThreshold = 1_024

    /// The positions of `findings` in reporting order, and for each position whether its
    /// finding is kept (false: it equals one before it). Positions are sorted by place and
    /// rule (`PlaceKey`), then each run that ties on both by message (`orderByMessage`).
    static func reportingOrder(
        of findings: UnsafeBufferPointer<Diagnostic>, cores: Int = Cores.available
    ) -> (order: [Int], kept: [Bool]) {
        let places = PlaceKey.keys(of: findings)
        var order = [Int](findings.indices)
        var ties: [Range<Int>] = []
        places.withUnsafeBufferPointer { places in
            // Positions last: the order of a stable sort, whatever the sort.
            order.sort { a, b in places[a] < places[b] || (places[a] == places[b] && a < b) }
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, places[order[end]] == places[order[start]] { end += 1 }
                if end - start > 1 { ties.append(start..<end) }
                start = end
            }
        }
        var kept = [Bool](repeating: true, count: findings.count)
        order.withUnsafeMutableBufferPointer { order in
            kept.withUnsafeMutableBufferPointer { kept in
                TieOrdering(order: order, kept: kept, findings: findings).orderByMessage(ties, cores: cores)
            }
        }
        return (order, kept)
    }

    /// Orders every run of `ties` (disjoint ranges of `order`), on every core when they hold
    /// enough findings: each core takes consecutive runs holding about an equal share.
    func orderByMessage(_ ties: [Range<Int>], cores: Int = Cores.available) {
        let total = ties.reduce(0) { $0 + $1.count }
        guard total >= Self.parallelThreshold, cores > 1 else {
            for run in ties { orderByMessage(run) }
            return
        }
        let shares = Self.shares(of: ties, total: total, cores: cores)
        _ = parallelMap(shares.count) { g in
            for run in ties[shares[g]] { orderByMessage(run) }
        }
    }

    /// `ties` cut into at most `cores` ranges of consecutive runs holding about an equal share
    /// of their `total` findings.
    static func shares(of ties: [Range<Int>], total: Int, cores: Int) -> [Range<Int>] {
        var shares: [Range<Int>] = []
        var first = 0, held = 0
        for (i, run) in ties.enumerated() {
            held += run.count
            if held * cores >= total * (shares.count + 1) || i == ties.count - 1 {
                shares.append(first..<(i + 1))
                first = i + 1
            }
        }
        return shares
    }

    /// Puts `run` (positions of findings that tie on place and rule, in the order they came)
    /// in message order, keeping that order among equal messages, and clears `kept` for each
    /// finding equal to one before it.
    func orderByMessage(_ run: Range<Int>) {
        let positions = Array(order[run])
        let messages = positions.map { MessageKey(findings[$0].text.utf8) }
        let byMessage = messages.indices.sorted { messages[$0] < messages[$1] || (messages[$0] == messages[$1] && $0 < $1) }
        var sameStart = 0
        for (k, i) in byMessage.enumerated() {
            order[run.lowerBound + k] = positions[i]
            if k > 0, messages[byMessage[k - 1]] != messages[i] { sameStart = k }
            let finding = findings[positions[i]]
            for j in sameStart..<k where kept[run.lowerBound + j] {
                if findings[positions[byMessage[j]]].hasSameFields(as: finding) {
                    kept[run.lowerBound + k] = false
                    break
                }
            }
        }
    }
}

/// A finding's place and rule as two integers that order as `Diagnostic.reportingOrder` does
/// before the message: file by path, then line, column and rule id. Comparing the findings
/// themselves in the sort (their locations, their rules' ids) was 17 M instructions of the
/// 10k-preset `--findings` compile, on one core at its end. 16 bytes a finding, held while the
/// findings are put in order.
struct PlaceKey: Comparable {
    /// The file's rank by path, then the line.
    let fileAndLine: UInt64
    /// The column, then the rule's rank by id.
    let columnAndRule: UInt64

    /// The keys of `findings`, in their order. Findings are read in place (a copy retains its
    /// strings), and a rule's rank is looked up only where the rule changes.
    static func keys(of findings: UnsafeBufferPointer<Diagnostic>) -> [PlaceKey] {
        // No array made of no room: it would write its count into the one empty array that
        // every thread shares (a data race for the thread sanitizer).
        guard !findings.isEmpty else { return [] }
        // A few files, ranked by path once.
        var paths: [UInt32: String] = [:]
        var lastFile: UInt32?
        for i in findings.indices {
            let file = findings[i].location.fileNumber
            guard file != lastFile else { continue }
            lastFile = file
            if paths[file] == nil { paths[file] = findings[i].location.file }
        }
        var fileRank: [UInt32: UInt64] = [:]
        for (rank, file) in paths.sorted(by: { $0.value < $1.value }).enumerated() { fileRank[file.key] = UInt64(rank) }
        return [PlaceKey](unsafeUninitializedCapacity: findings.count) { keys, initialized in
            var last: (file: UInt32, rank: UInt64)?
            var lastRule: (id: String, rank: UInt64)?
            for i in findings.indices {
                let location = findings[i].location
                if last?.file != location.fileNumber { last = (location.fileNumber, fileRank[location.fileNumber]!) }
                if lastRule?.id != findings[i].rule.rawValue {
                    lastRule = (findings[i].rule.rawValue, Self.ruleRank[findings[i].rule.rawValue]!)
                }
                keys.initializeElement(
                    at: i,
                    to: PlaceKey(
                        fileAndLine: last!.rank << 32 | UInt64(UInt32(clamping: location.line)),
                        columnAndRule: UInt64(UInt32(clamping: location.column)) << 32 | lastRule!.rank))
            }
            initialized = findings.count
        }
    }

    /// Every rule's rank in the order of the ids.
    private static let ruleRank: [String: UInt64] = Dictionary(
        uniqueKeysWithValues: RuleID.all.map(\.rawValue).sorted().enumerated().map { ($1, UInt64($0)) })

    static func < (a: PlaceKey, b: PlaceKey) -> Bool {
        a.fileAndLine != b.fileAndLine ? a.fileAndLine < b.fileAndLine : a.columnAndRule < b.columnAndRule
    }
}

/// A message as the tie ordering compares it: its UTF-8, compared byte by byte when both
/// messages are plain text, else as Strings. Swift orders Strings by their Unicode scalars
/// after canonical normalisation; plain text (ASCII, and the few other characters messages
/// are written with: — – … → Δ, none of which normalisation changes or combines with
/// anything) is its own normal form, so for two plain messages the byte order and equality
/// are the String's. Any other message is compared as a String (a character and its
/// decomposition are equal there, and a Kelvin sign equals `K`). Most messages are made as
/// UTF-8 (`MessageText`): none of them is made a String to be ordered.
struct MessageKey: Comparable {
    let utf8: [UInt8]
    /// True when the message is plain text: byte order is String order.
    let isPlain: Bool

    init(_ utf8: [UInt8]) {
        self.utf8 = utf8
        isPlain = utf8.withUnsafeBytes(Self.isPlain)
    }

    /// True when `bytes` are ASCII, —, –, …, → or Δ.
    private static func isPlain(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < bytes.count {
            if i + 8 <= bytes.count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return false }
            if lead == 0xCE, bytes[i + 1] == 0x94 {  // Δ
                i += 2
                continue
            }
            guard lead == 0xE2, i + 2 < bytes.count else { return false }
            switch (bytes[i + 1], bytes[i + 2]) {
            case (0x80, 0x93), (0x80, 0x94), (0x80, 0xA6), (0x86, 0x92): i += 3  // – — … →
            default: return false
            }
        }
        return true
    }

    static func == (a: MessageKey, b: MessageKey) -> Bool {
        a.isPlain && b.isPlain ? a.utf8 == b.utf8 : a.string == b.string
    }

    static func < (a: MessageKey, b: MessageKey) -> Bool {
        guard a.isPlain && b.isPlain else { return a.string < b.string }
        return a.utf8.withUnsafeBytes { x in
            b.utf8.withUnsafeBytes { y in
                let common = min(x.count, y.count)
                var i = 0
                // Eight bytes at a time, read big-endian so that the first differing byte decides.
                while i + 8 <= common {
                    let p = UInt64(bigEndian: x.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let q = UInt64(bigEndian: y.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    if p != q { return p < q }
                    i += 8
                }
                while i < common {
                    if x[i] != y[i] { return x[i] < y[i] }
                    i += 1
                }
                return x.count < y.count
            }
        }
    }

    private var string: String { String(decoding: utf8, as: UTF8.self) }
}
