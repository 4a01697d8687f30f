import Foundation
import MockKit
@testable import MockGenerator
import ScaffoldCore
import TextDiffTesting
import XCTest

/// Mocks a Mockolo or Sourcery user's tests can use unchanged: for each fixture (`DropIn/`), the members, handler
/// types and initializers that generator's mock offers, and every mock type-checking with its protocols in Swift 6
/// with no warning — all fixtures in one module, one compiler run.
final class DropInTests: XCTestCase {
    static let fixtures = MockoloDropInFixtures.all + CombineDropInFixtures.all + SourceryDropInFixtures.all

    /// Each flavour's fixtures in one project run of `scaffold mocks`, without the cache: the mocks by file name.
    private func render(in project: TemporaryProject) throws -> [String: String] {
        var mocks: [String: String] = [:]
        for flavor in MockAPIFlavor.allCases {
            let fixtures = Self.fixtures.filter { $0.flavor == flavor }
            guard !fixtures.isEmpty else { continue }
            for fixture in fixtures {
                try project.write("Sources/\(flavor.rawValue)/\(fixture.name).swift", fixture.source)
                if !fixture.use.isEmpty { try project.write("Tests/Use/\(fixture.name)Use.swift", fixture.use) }
            }
            var configuration = MocksConfiguration(
                sourceRoots: [project.root.appendingPathComponent("Sources/\(flavor.rawValue)")],
                outputDirectory: project.root.appendingPathComponent("Tests/Mocks/\(flavor.rawValue)"), root: project.root, useCache: false
            )
            configuration.flavor = flavor
            configuration.dropsProtocolSuffix = flavor == .sourceryClassic
            let result = try MocksPipeline.run(configuration)
            XCTAssertEqual(result.warnings.map(\.rendered), [], "\(flavor)")
            for file in result.changeSet.files {
                try project.write(file.path, file.contents)
                mocks[String(file.path.split(separator: "/").last!)] = file.contents
            }
        }
        return mocks
    }

    func testEachMockOffersWhatItsGeneratorsMockOffers() throws {
        let project = try TemporaryProject()
        let mocks = try render(in: project)
        for fixture in Self.fixtures {
            for member in fixture.declares {
                let (mock, name) = Self.split(member)
                let text = mocks.first { $0.key.hasSuffix("\(mock).swift") }?.value ?? ""
                XCTAssertTrue(RenderedMockReader.declares(name, in: text), "\(fixture.name): \(mock) lacks \(name)\n\(text)")
            }
            for (member, type) in fixture.handlers {
                let (mock, name) = Self.split(member)
                let text = mocks.first { $0.key.hasSuffix("\(mock).swift") }?.value ?? ""
                XCTAssertEqual(RenderedMockReader.handlerType(name, in: text), RenderedMockReader.normalized(type), "\(fixture.name): \(member)")
            }
            for (mock, parameters) in fixture.initializers {
                let text = mocks["\(mock).swift"] ?? ""
                XCTAssertTrue(text.contains("init(\(parameters)) {"), "\(fixture.name): \(mock) has no init(\(parameters))\n\(text)")
            }
            for (mock, declaration) in fixture.declarations {
                let text = mocks["\(mock).swift"] ?? ""
                XCTAssertTrue(text.contains("class \(mock)\(declaration) {"), "\(fixture.name): \(mock) is not declared `\(declaration)`\n\(text)")
            }
            for (member, backing) in fixture.publishers {
                let (mock, name) = Self.split(member)
                let text = mocks["\(mock).swift"] ?? ""
                XCTAssertEqual(RenderedMockReader.publisherBacking(name, in: text), backing, "\(fixture.name): \(member)\n\(text)")
            }
        }
    }

    /// Mockolo's names for a publisher that nothing backs in Sourcery's template: a plain property there, whose
    /// storage a test assigns (`underlyingStories`), with no subject.
    func testSourceryFlavoursKeepPublishersPlainProperties() throws {
        let project = try TemporaryProject()
        try project.write("Sources/Feed.swift", """
            import Combine
            /// @mockable(combine: stories = CurrentValueSubject)
            protocol Feed {
                var stories: AnyPublisher<[String], Never> { get }
            }
            """)
        var configuration = project.configuration
        configuration.flavor = .sourceryClassic
        let text = try XCTUnwrap(MocksPipeline.run(configuration).changeSet.files.first?.contents)
        XCTAssertTrue(RenderedMockReader.declares("underlyingStories", in: text), text)
        XCTAssertFalse(text.contains("Subject"), text)
        XCTAssertNil(RenderedMockReader.publisherBacking("stories", in: text))
    }

    /// A nested protocol's mock is in an extension of its type, in a file named after both.
    func testNestedProtocolsMockIsInAnExtensionOfItsType() throws {
        let project = try TemporaryProject()
        let mocks = try render(in: project)
        let text = try XCTUnwrap(mocks["Checkout.PaymentSheetMock.swift"])
        XCTAssertTrue(text.contains("extension Checkout {\n    /// A test double for `PaymentSheet`"), text)
    }

    /// Every fixture's protocols, mocks and use code in one module, type-checked by one compiler run in Swift 6 with
    /// complete concurrency checking and warnings as errors, then once more under Xcode 26's approachable
    /// concurrency (`-default-isolation MainActor`, …), against the Linux stand-ins where a framework is missing.
    func testEveryMockTypeChecksWithItsProtocolsWithoutWarnings() throws {
        let project = try TemporaryProject()
        let mocks = try render(in: project)
        XCTAssertGreaterThanOrEqual(mocks.count, Self.fixtures.count)
        let files = try FileManager.default.subpathsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".swift") }.sorted()
        let modules = try SwiftCompiler.temporaryDirectory("dropin-standins")
        defer { try? FileManager.default.removeItem(at: modules) }
        let combine = try StandInModules.build("Combine", into: modules)
        for mode in [[], SwiftCompiler.approachableFlags] {
            let compile = try SwiftCompiler.run(
                SwiftCompiler.swiftc + ["-typecheck"] + SwiftCompiler.strictFlags + mode + combine.importing
                    + ["-parse-as-library", "-module-name", "DropIn"] + files,
                in: project.root
            )
            XCTAssertEqual(compile.status, 0, "swiftc \(mode.joined(separator: " ")) failed:\n\(compile.output)")
        }
    }

    private static func split(_ member: String) -> (mock: String, name: String) {
        let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
        return (parts[0], parts[1])
    }
}
