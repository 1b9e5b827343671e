/// Did-you-mean suggestions by edit distance.
package enum Suggestion {
    /// The candidate closest to `word` (case-insensitive edit distance, a swap of two neighbours
    /// counting as one edit: 'brnad' is one edit from 'brand'), if it is close
    /// enough to be a likely typo: at most a third of the word's length, and at least 1 edit allowed
    /// for short words. Ties go to the earlier candidate. Linear in the candidates; each
    /// comparison is bounded by the threshold, so long hostile names cost little.
    package static func nearest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= 64 else { return nil }
        let limit = max(1, min(3, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            guard abs(c.count - target.count) <= limit else { continue }
            let d = distance(target, c, limit: limit)
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edit distance with adjacent transpositions (optimal string alignment: Levenshtein plus
    /// a swap of two neighbouring characters as one edit), giving up (returning `limit + 1`)
    /// once every path exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a == b { return 0 }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// ` — did you mean 'x'?` or the empty string.
    package static func phrase(_ suggestion: String?) -> String {
        suggestion.map { " — did you mean '\($0)'?" } ?? ""
    }
}
