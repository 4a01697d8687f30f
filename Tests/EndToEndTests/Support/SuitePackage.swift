import Foundation
import ScaffoldCore
import XCTest

/// Every generated project the suite proves under one isolation mode, as modules of one harness package built by
/// one `swift build`: the presets with all fixtures (CompileTests, whose remote slices RemoteLoopbackTests then drives
/// against a loopback server), the style combinations (StyleMatrixTests), the `init`ed apps (InitTests), the tricky names
/// (NamesTests), the fixed sweep of generated specs (SweepTests), and, under the default isolation, the stand-ins' sample
/// (StandInsCompileTests), the mutants of the generated slices (MutationTests) and the features merged after hand edits
/// and upgraded from 897fb66's output (EvolveTests).
///
/// A package per test would compile the stand-ins, load a manifest and link a test binary each time, and leave a
/// core idle while one module's last files compile; one package keeps both cores busy on modules of every part.
/// The first test that asks for a mode's package generates every part, builds and runs their tests; the others
/// read the outcome. A part whose files do not compile is reported to its own tests and left out, and the rest
/// is built again (incrementally), so one broken template does not hide what the other parts prove.
///
/// The parts are generated into a temporary workspace and mirrored into `.build/suite-packages/<mode>` of this
/// repository, file by file and only where the bytes differ, so the package's build folder survives from one run to
/// the next and a second run compiles only what a template change changed. A lock on `<mode>.lock` keeps two test
/// processes out of one folder.
final class SuitePackage: @unchecked Sendable {
    /// The parts of a mode's package, in the order they are generated.
    /// `SCAFFOLD_SUITE_PARTS=mutants,names` keeps only the parts in those folders: for running one test class
    /// while working on it (`SCAFFOLD_SUITE_PARTS=mutants swift test --skip-build --filter MutationTests`).
    static func parts(for isolation: HarnessPackage.Isolation) -> [any SuitePart.Type] {
        let shared: [any SuitePart.Type] = [CompilePart.self, StyleMatrixPart.self, InitAppsPart.self, NamesPart.self, SweepPart.self, OpenAPIUserPart.self]
        let all: [any SuitePart.Type] = switch isolation {
        case .nonisolated: shared + [StandInsSamplePart.self, MutantsPart.self, EvolvePart.self, TeamOwnedLoadPart.self, AdoptedClientLoopbackPart.self,
                             AdoptedDecodingLoopbackPart.self, AdoptedEndpointLoopbackPart.self]
        case .mainActor: shared
        }
        guard let only = ProcessInfo.processInfo.environment["SCAFFOLD_SUITE_PARTS"] else { return all }
        let folders = Set(only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        // `make sweep`'s part is built only when named.
        return (all + [FullSweepPart.self]).filter { folders.contains($0.folder) }
    }

    let isolation: HarnessPackage.Isolation
    let workspace: Workspace
    private(set) var package: HarnessPackage
    /// `Result<P.Generated, Error>` by part type.
    private var generated: [ObjectIdentifier: Any] = [:]
    /// Why a part was not built, by folder.
    private var buildFailures: [String: String] = [:]
    /// Why a module was left out of a part that leaves out failing modules alone, by folder and module name.
    private var moduleFailures: [String: [String: String]] = [:]
    /// `swift test` outputs by folder, then by test group label.
    private var runs: [String: [String: ProcessOutput]] = [:]
    private var listing: (output: ProcessOutput, names: [String])?

    /// The open lock file, held until the package is released.
    private let lock: Int32

    private init(_ isolation: HarnessPackage.Isolation) throws {
        self.isolation = isolation
        workspace = try Workspace("suite-\(isolation.rawValue)")
        let root = Self.folder.appendingPathComponent(isolation.rawValue)
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        lock = open(Self.folder.appendingPathComponent("\(isolation.rawValue).lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0, flock(lock, LOCK_EX) == 0 else { throw HarnessError("cannot lock \(root.path).lock") }
        package = HarnessPackage(root: root, modules: [], isolation: isolation)
    }

    deinit {
        close(lock)
    }

    /// Where the packages are kept between runs: `SCAFFOLD_SUITE_PACKAGES`, else `.build/suite-packages`.
    private static let folder: URL = ProcessInfo.processInfo.environment["SCAFFOLD_SUITE_PACKAGES"].map { URL(fileURLWithPath: $0) }
        ?? RepositoryPaths.root.appendingPathComponent(".build/suite-packages")

    /// The outcome of `part` in the mode's package, building the package first if no test has yet.
    static func outcome<P: SuitePart>(of part: P.Type, _ isolation: HarnessPackage.Isolation) throws -> PartOutcome<P.Generated> {
        let suite = try shared(isolation)
        guard let generated = suite.generated[ObjectIdentifier(part)] as? Result<P.Generated, Error> else {
            throw HarnessError("\(part) is not a part of the \(isolation.rawValue) suite package (SuitePackage.parts(for:), SCAFFOLD_SUITE_PARTS)")
        }
        let failure = (try? generated.get()) == nil ? "not generated" : suite.buildFailures[P.folder]
        return PartOutcome(generated: generated, buildFailure: failure, moduleFailures: suite.moduleFailures[P.folder] ?? [:],
                           runs: suite.runs[P.folder] ?? [:])
    }

    /// Every test of the package by full name (`swift test list`), read once.
    static func listedTests(_ isolation: HarnessPackage.Isolation) throws -> (output: ProcessOutput, names: [String]) {
        let suite = try shared(isolation)
        return try suite.listingLock.withLock {
            if let listing = suite.listing { return listing }
            let listing = try suite.package.listTests()
            suite.listing = listing
            return listing
        }
    }

    /// Held while the package's tests are listed.
    private let listingLock = NSLock()

    /// The package's root, for checks that read what the build left (`Modules` and app targets in `HarnessPackage.productsFolder`).
    static func root(_ isolation: HarnessPackage.Isolation) throws -> URL {
        try shared(isolation).package.root
    }

    // MARK: - Building once

    private static let cache = Cache()

    private static func shared(_ isolation: HarnessPackage.Isolation) throws -> SuitePackage {
        try cache.slot(isolation).value {
            let suite = try SuitePackage(isolation)
            try suite.generateBuildAndTest(afterBuilding: { buildAhead(after: isolation) })
            return suite
        }
    }

    /// `SCAFFOLD_SUITE_AHEAD=1` (`make test`, whose suite process asks for every mode) starts the next mode's package,
    /// generated and built on a thread of its own, once a mode's package is built: the next build then runs beside this
    /// mode's test runs and the tests that read them, which leave a core idle, instead of after them. The phases' CPU
    /// figures (`PhaseClock`, the whole process's) then include the other mode's work done meanwhile.
    private static func buildAhead(after isolation: HarnessPackage.Isolation) {
        guard ProcessInfo.processInfo.environment["SCAFFOLD_SUITE_AHEAD"].map({ !["", "0"].contains($0) }) == true,
              let next = cache.claimUnasked() else { return }
        Thread.detachNewThread { _ = try? shared(next) }
    }

    /// Prints what each phase took, wall and CPU (`PhaseClock`), and the tests of each part: where `make test`'s time goes.
    /// `afterBuilding` runs once the package is built, before its tests.
    private func generateBuildAndTest(afterBuilding: () -> Void) throws {
        var clock = PhaseClock()
        // Generation is scaffold runs, one process at a time per part: the parts run side by side, one per core.
        let parts = Self.parts(for: isolation)
        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
            generate(parts[index])
        }
        try FolderMirror.mirror(workspace.directory.url, into: package.root, keeping: [".build", ".harness-tmp", "Package.swift", "StandIns"])
        let generated = clock.lap()
        try build()
        let built = clock.lap()
        afterBuilding()
        var partClock = PhaseClock()
        var testedParts: [String] = []
        for part in Self.parts(for: isolation) where buildFailures[part.folder] == nil {
            try runTests(of: part)
            testedParts.append("  \(part.folder): \(runs[part.folder]?.count ?? 0) test runs in \(partClock.lap())")
        }
        print("suite package (\(isolation.rawValue)): \(package.modules.count) modules generated in \(generated),"
              + " built in \(built) (\(buildAttempts) swift build), tested in \(clock.lap())\n" + testedParts.joined(separator: "\n"))
    }

    private func generate<P: SuitePart>(_ part: P.Type) {
        let result = Result { try P.generate(in: workspace, isolation: isolation) }
        generationLock.withLock {
            generated[ObjectIdentifier(part)] = result
            if case .failure(let error) = result { buildFailures[P.folder] = "not generated: \(error)" }
        }
    }

    /// How many `swift build`s `build()` took: more than one when a part with compiler errors was left out.
    private var buildAttempts = 0

    /// Held while a part generated on a worker thread records its result.
    private let generationLock = NSLock()

    /// The part's generated modules, but those left out for their compiler errors.
    private func modules(of part: any SuitePart.Type) -> [HarnessPackage.Module] {
        func open<P: SuitePart>(_ part: P.Type) -> [HarnessPackage.Module] {
            ((generated[ObjectIdentifier(part)] as? Result<P.Generated, Error>).flatMap { try? $0.get() })?.modules ?? []
        }
        let failed = moduleFailures[part.folder] ?? [:]
        return open(part).filter { failed[$0.name] == nil }
    }

    /// Builds every generated part; a part with compiler errors in its folder is left out (or only its modules that
    /// have them, for a part that `leavesOutFailingModules`) and the rest built again. SwiftPM stops at the first
    /// modules that fail, so a build that left something out is tried again while each try leaves out a module of
    /// such a part; a second failure otherwise means nothing was built.
    private func build() throws {
        var attempt = 0
        defer { buildAttempts = attempt }
        // Each try that leaves out a module alone may go on: every such module could fail, one try at a time.
        let isolatedModules = Self.parts(for: isolation).filter { $0.leavesOutFailingModules }.map { modules(of: $0).count }.reduce(0, +)
        while true {
            attempt += 1
            let included = Self.parts(for: isolation).filter { buildFailures[$0.folder] == nil }
            package.modules = included.flatMap { modules(of: $0) }
            guard !package.modules.isEmpty else { return }
            try package.install()
            let output = try package.build(timeout: 3600)
            guard output.exitCode != 0 else { return }
            let errors = CompilerErrors(output.stdout + "\n" + output.stderr, root: package.root)
            var leftOutModules = false
            var leftOutParts = false
            for part in included where !errors.lines(under: part.folder).isEmpty {
                let modules = part.leavesOutFailingModules ? modules(of: part) : []
                var covered: [String] = []
                for module in modules {
                    let own = errors.lines(under: module.sources) + errors.lines(under: module.tests)
                    guard !own.isEmpty else { continue }
                    moduleFailures[part.folder, default: [:]][module.name] = own.joined(separator: "\n")
                    covered += own
                    leftOutModules = true
                }
                let rest = errors.lines(under: part.folder).filter { !covered.contains($0) }
                if !rest.isEmpty {
                    buildFailures[part.folder] = "compiler errors in \(part.folder)/:\n" + rest.joined(separator: "\n")
                    leftOutParts = true
                }
            }
            // Errors outside every part's folder (the stand-ins, the manifest, the linker), nothing left out, or a
            // second failure that left out no module alone: nothing built, and every part says why.
            let again = leftOutModules ? attempt <= isolatedModules + 1 : attempt == 1
            if !again || !(leftOutModules || leftOutParts) || !errors.outside(included.map { $0.folder }).isEmpty {
                for part in included where buildFailures[part.folder] == nil {
                    buildFailures[part.folder] = "the suite package did not build:\n\(output.transcript)"
                }
                return
            }
        }
    }

    private func runTests(of part: any SuitePart.Type) throws {
        func open<P: SuitePart>(_ part: P.Type) throws {
            guard let generated = (generated[ObjectIdentifier(part)] as? Result<P.Generated, Error>).flatMap({ try? $0.get() }) else { return }
            let failed = moduleFailures[P.folder] ?? [:]
            let groups = generated.testGroups.compactMap { group -> (TestGroup, [String])? in
                let built = group.modules.filter { failed[$0] == nil }
                return built.isEmpty ? nil : (group, built)
            }
            // The runs go side by side, one per core (`parallelMap`): each is its own process of the built product, and
            // the generated tests keep their records in stores of their own (a UUID's folder or UserDefaults suite), as
            // Swift Testing runs them in parallel anyway. The mutants' 209 runs took 130 s one at a time (stop 45).
            // A part whose groups read what an earlier group stored runs them in order.
            let package = package
            let run: @Sendable ((TestGroup, [String])) -> Result<ProcessOutput, Error> = { entry in
                let (group, built) = entry
                return Result { () throws -> ProcessOutput in
                    var output = try package.test(modules: built, environment: group.environment, skip: group.skip)
                    // A run that fails without naming a failed test (seen a few times under a load of 20+ on two cores,
                    // in Swift Testing modules, and never when run alone) is run once more, so that a verdict — a
                    // mutant's above all — rests on a test the output names.
                    if output.exitCode != 0, FailedTests(output.stdout + "\n" + output.stderr).names.isEmpty {
                        output = try package.test(modules: built, environment: group.environment, skip: group.skip)
                    }
                    return output
                }
            }
            let results = generated.testGroupsRunInOrder ? groups.map(run) : parallelMap(groups, run)
            var outputs: [String: ProcessOutput] = [:]
            for ((group, _), result) in zip(groups, results) {
                outputs[group.label] = try result.get()
            }
            runs[P.folder] = outputs
        }
        try open(part)
    }

    /// The built packages by mode, kept until the test bundle finishes (then their folders are removed). A mode's
    /// package is made under its own slot's lock, so one mode's tests read their outcome while the next mode builds.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [HarnessPackage.Isolation: Slot] = [:]
        private var observer: BundleEndObserver?

        /// The mode's slot, made on first use.
        func slot(_ isolation: HarnessPackage.Isolation) -> Slot {
            lock.withLock {
                observeBundleEnd()
                if let slot = slots[isolation] { return slot }
                let slot = Slot()
                slots[isolation] = slot
                return slot
            }
        }

        /// The first mode no test has asked for yet, its slot made so that it is built once; nil when every mode is.
        func claimUnasked() -> HarnessPackage.Isolation? {
            lock.withLock {
                guard let next = HarnessPackage.Isolation.allCases.first(where: { slots[$0] == nil }) else { return nil }
                slots[next] = Slot()
                return next
            }
        }

        /// Drops the packages when the bundle ends, so their temporary folders (gigabytes of build) go with them.
        private func observeBundleEnd() {
            guard observer == nil else { return }
            let observer = BundleEndObserver { [weak self] in self?.lock.withLock { self?.slots.removeAll() } }
            self.observer = observer
            XCTestObservationCenter.shared.addTestObserver(observer)
        }
    }

    /// One mode's package: made by the first caller, which holds the lock while it generates, builds and tests;
    /// later callers wait for it and read the same result.
    private final class Slot: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<SuitePackage, Error>?

        func value(_ make: () throws -> SuitePackage) throws -> SuitePackage {
            try lock.withLock {
                if let result { return try result.get() }
                let made = Result { try make() }
                result = made
                return try made.get()
            }
        }
    }

    private final class BundleEndObserver: NSObject, XCTestObservation, @unchecked Sendable {
        let finished: () -> Void

        init(finished: @escaping () -> Void) {
            self.finished = finished
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            finished()
        }
    }
}

/// The `path:line:column: error:` lines of a build, by the folder of the package they are in.
struct CompilerErrors {
    /// Error lines with their path made relative to the package root.
    let relativeLines: [String]

    init(_ output: String, root: URL) {
        let prefixes = Set([root.path, root.resolvingSymlinksInPath().path]).map { $0 + "/" }
        relativeLines = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }.map { line in
            prefixes.first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) } ?? line
        }
        .uniqued()
    }

    func lines(under folder: String) -> [String] {
        relativeLines.filter { $0.hasPrefix(folder + "/") }
    }

    /// Error lines in none of `folders`. A line naming no file (`error: emit-module command failed with exit code 1`)
    /// says only that a compilation failed, whose own errors name their files: it is none of these.
    func outside(_ folders: [String]) -> [String] {
        relativeLines.filter { line in !line.hasPrefix("error: ") && !folders.contains { line.hasPrefix($0 + "/") } }
    }
}

private extension Array where Element == String {
    /// The elements in order, each once (a compiler error is printed by every batch that meets it).
    func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
