import Foundation

/// A harness package's built test product (`HarnessPackageTests.xctest` in `HarnessPackage.productsFolder`, every test target linked into
/// one program on Linux), run the way `swift test --skip-build` runs it, without SwiftPM in between.
///
/// A `swift test` run loads the package graph, asks the compiler for its target information and help twice, lists
/// every XCTest test by launching the product (`--dump-tests-json`), then launches it for XCTest (with `''` when no
/// XCTest test matches) and again for Swift Testing: a suite package's runs (one per mutant) paid that each time,
/// one run at a time, because SwiftPM holds the package's build lock while the tests run. Here the XCTest names are
/// listed once per build of the product, matched against the filter and skip patterns as SwiftPM matches them
/// (`Module.Class/method`), handed over a class at a time where a whole class is selected, and the Swift Testing run
/// takes the patterns itself (`--testing-library swift-testing --filter … --skip …`), as SwiftPM passes them.
struct TestProduct {
    let executable: URL

    init(packageRoot: URL) {
        executable = packageRoot.appendingPathComponent(HarnessPackage.productsFolder).appendingPathComponent("HarnessPackageTests.xctest")
    }

    /// The XCTest run of the tests `filter` matches and `skip` does not (none when no XCTest test does), then the Swift
    /// Testing run of the same patterns, in `directory` with `environment`; one output, failed if either failed.
    func run(filter: String, skip: String?, in directory: URL, environment: [String: String], timeout: TimeInterval) throws -> ProcessOutput {
        // `swift test` sets NO_COLOR when its output is not a terminal: Swift Testing's lines then carry no escape codes.
        let environment = environment.merging(["NO_COLOR": "1"]) { $1 }
        let selected = try xctestSpecifiers(filter: filter, skip: skip)
        // SwiftPM relays both of the product's streams on its standard output (Swift Testing writes on standard error).
        func run(_ arguments: [String]) throws -> ProcessOutput {
            let output = try ProcessRunner.run(executable, arguments, in: directory, environment: environment, timeout: timeout)
            return ProcessOutput(exitCode: output.exitCode, stdout: output.stdout + output.stderr, stderr: "", timedOut: output.timedOut)
        }
        let xctest = selected.isEmpty ? nil : try run([selected.joined(separator: ",")])
        var swiftTesting = try run(["--testing-library", "swift-testing", "--filter", filter] + (skip.map { ["--skip", $0] } ?? []))
        // Swift Testing exits with EX_UNAVAILABLE when no test of its own matched, which SwiftPM takes for a pass.
        if swiftTesting.exitCode == Self.noTestsRan { swiftTesting.exitCode = 0 }
        return xctest.map { $0.followed(by: swiftTesting) } ?? swiftTesting
    }

    /// Swift Testing's exit status when no test matched its filter (EX_UNAVAILABLE).
    static let noTestsRan: Int32 = 69

    /// `Module.Class` for a class whose every test is selected, else `Module.Class/method` for each selected test.
    func xctestSpecifiers(filter: String, skip: String?) throws -> [String] {
        let include = try NSRegularExpression(pattern: filter)
        let exclude = try skip.map { try NSRegularExpression(pattern: $0) }
        func matches(_ expression: NSRegularExpression, _ name: String) -> Bool {
            expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        let listed = try Self.xctestNames(of: executable)
        let selected = listed.filter { name in matches(include, name) && !(exclude.map { matches($0, name) } ?? false) }
        var specifiers: [String] = []
        let byClass = Dictionary(grouping: listed) { $0.prefix { $0 != "/" } }
        for (type, names) in Dictionary(grouping: selected, by: { $0.prefix { $0 != "/" } }).sorted(by: { $0.key < $1.key }) {
            specifiers += names.count == byClass[type]?.count ? [String(type)] : names
        }
        return specifiers
    }

    /// Every XCTest test of the product as `Module.Class/method` (`--list-tests`), listed once per build of it.
    static func xctestNames(of executable: URL) throws -> [String] {
        let built = (try? executable.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        return try listings.withLock { listings in
            if let listing = listings[executable.path], listing.built == built { return listing.names }
            let output = try ProcessRunner.run(executable, ["--list-tests"], timeout: 300)
            guard output.exitCode == 0 else { throw HarnessError("listing the tests of \(executable.path) failed:\n\(output.transcript)") }
            let names = output.stdout.split(separator: "\n").map(String.init).filter { $0.contains("/") && !$0.contains(" ") }
            listings[executable.path] = (built, names)
            return names
        }
    }

    private static let listings = ListingCache()

    /// The listings by product path, with the product's modification date when it was listed.
    private final class ListingCache: @unchecked Sendable {
        private let lock = NSLock()
        private var listings: [String: (built: Date?, names: [String])] = [:]

        func withLock<T>(_ body: (inout [String: (built: Date?, names: [String])]) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(&listings)
        }
    }
}
