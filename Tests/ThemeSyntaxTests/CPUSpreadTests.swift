import Testing

@testable import ThemeSyntax

/// `CPUSpread` holds each task of a parallel region to a CPU of its own, then gives the
/// thread back the CPUs it had. Where the system has no CPU affinity or the process may run
/// on one CPU, it changes nothing, and these tests check that instead.
@Suite struct CPUSpreadTests {
    /// A task runs held to one CPU (when the thread may run on two or more) and the thread
    /// gets every CPU back after it, for any index (taken modulo the count).
    @Test func aTaskIsHeldToOneCPUAndTheThreadGetsItsCPUsBack() {
        let before = CPUSpread.allowedCPUs()
        for index in 0..<(before + 2) {
            let inside = CPUSpread.run(onCPU: index) { CPUSpread.allowedCPUs() }
            #expect(inside == (before >= 2 ? 1 : before))
            #expect(CPUSpread.allowedCPUs() == before)
        }
    }

    /// A task of a region that is not spread runs where its thread may run.
    @Test func aTaskOfARegionNotSpreadIsNotHeld() {
        let before = CPUSpread.allowedCPUs()
        #expect(CPUSpread.run(onCPU: 1, if: false) { CPUSpread.allowedCPUs() } == before)
    }

    /// Indices `0 ..< n` hold their tasks to `n` different CPUs, and index `n` to index 0's.
    @Test func differentIndicesAreDifferentCPUs() {
        let count = CPUSpread.allowedCPUs()
        guard count >= 2, CPUSpread.currentCPU() != nil else {
            #expect(CPUSpread.run(onCPU: 1) { CPUSpread.allowedCPUs() } == count)
            return
        }
        let cpus = (0...count).map { index in CPUSpread.run(onCPU: index) { CPUSpread.currentCPU()! } }
        #expect(Set(cpus.prefix(count)).count == count)
        #expect(cpus[count] == cpus[0])
    }

    /// A region inside a held task is not spread (its thread may run on one CPU), and leaving
    /// the inner task leaves the thread held to the outer task's CPU.
    @Test func regionsNest() {
        let before = CPUSpread.allowedCPUs()
        CPUSpread.run(onCPU: 1) {
            let held = CPUSpread.allowedCPUs()
            #expect(held == (before >= 2 ? 1 : before))
            #expect(CPUSpread.spreads(2) == (held >= 2))
            CPUSpread.run(onCPU: 0) { #expect(CPUSpread.allowedCPUs() == held) }
            #expect(CPUSpread.allowedCPUs() == held)
        }
        #expect(CPUSpread.allowedCPUs() == before)
    }

    /// A region is spread only when it has two tasks or more and no more than the CPUs.
    @Test func whichRegionsAreSpread() {
        let count = CPUSpread.allowedCPUs()
        #expect(!CPUSpread.spreads(0))
        #expect(!CPUSpread.spreads(1))
        #expect(CPUSpread.spreads(2) == (count >= 2))
        #expect(CPUSpread.spreads(count) == (count >= 2))
        #expect(!CPUSpread.spreads(count + 1))
    }

    /// `parallelMap` over as many tasks as CPUs runs each held to a CPU of its own, and the
    /// calling thread keeps its CPUs.
    @Test func parallelMapRunsEachTaskOnItsOwnCPU() {
        let count = CPUSpread.allowedCPUs()
        let seen = parallelMap(count) { i in (i, CPUSpread.allowedCPUs(), CPUSpread.currentCPU()) }
        #expect(seen.map(\.0) == Array(0..<count))
        if count >= 2 {
            #expect(seen.allSatisfy { $0.1 == 1 })
            if seen.allSatisfy({ $0.2 != nil }) { #expect(Set(seen.map { $0.2! }).count == count) }
        }
        #expect(CPUSpread.allowedCPUs() == count)
    }
}
