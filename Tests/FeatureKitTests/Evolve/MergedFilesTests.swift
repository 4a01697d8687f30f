import FeatureKit
import ScaffoldCore
import XCTest

/// Which generated files merge when edited: a feature's code, tests and mocks, its companions' too; never scaffold's
/// records under `.scaffold/`, a saved shorthand spec, the regions of a person's file or a file written once.
final class MergedFilesTests: XCTestCase {
    func testAFeaturesCodeMergesAndWhatIsNotItsOwnDoesNot() {
        var changeSet = ChangeSet(files: [
            GeneratedFile(path: "Sources/App/Models/Wallet.swift", contents: "m"),
            GeneratedFile(path: "Tests/AppTests/Mocks/WalletRepositoryProtocolMock.swift", contents: "k"),
            GeneratedFile(path: ".scaffold/specs/Wallet.json", contents: "{}"),
            GeneratedFile(path: "Specs/Wallet.yml", contents: "s", group: "spec:Wallet"),
            GeneratedFile(path: "Sources/App/App/AppFactory.swift", contents: "r", mode: .insertBetweenMarkers),
            GeneratedFile(path: "Sources/App/UseCases/ArchiveWalletUseCase.swift", contents: "u", mode: .createOnly),
        ], group: "feature:Wallet")
        changeSet = changeSet.adding(companion: ChangeSet(files: [GeneratedFile(path: "Sources/App/Models/Category.swift", contents: "c")],
                                                          group: "feature:Category"))

        let merging = Set(MergedFiles.marking(changeSet).files.filter(\.merges).map(\.path))

        XCTAssertEqual(merging, [
            "Sources/App/Models/Wallet.swift", "Tests/AppTests/Mocks/WalletRepositoryProtocolMock.swift", "Sources/App/Models/Category.swift",
        ])
    }

    func testMocksOfTheMocksCommandDoNotMerge() {
        let changeSet = ChangeSet(files: [GeneratedFile(path: "Tests/AppTests/Mocks/ClockMock.swift", contents: "k")], group: "mocks")
        XCTAssertFalse(MergedFiles.marking(changeSet).files[0].merges)
    }
}
