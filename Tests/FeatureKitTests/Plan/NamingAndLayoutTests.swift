import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

final class NamingAndLayoutTests: XCTestCase {
    func testPlural() {
        XCTAssertEqual(Naming.plural("Wallet"), "Wallets")
        XCTAssertEqual(Naming.plural("Category"), "Categories")
        XCTAssertEqual(Naming.plural("Day"), "Days")
        XCTAssertEqual(Naming.plural("Box"), "Boxes")
    }

    func testLowerFirstAndLabels() {
        XCTAssertEqual(Naming.lowerFirst("Wallet"), "wallet")
        XCTAssertEqual(Naming.lowerFirst("URLSession"), "urlSession")
        XCTAssertEqual(Naming.lowerFirst("ID"), "id")
        XCTAssertEqual(Naming.label("ownerIDs"), "Owner IDs")
        XCTAssertEqual(Naming.label("dueDate"), "Due date")
        XCTAssertEqual(Naming.label("name"), "Name")
    }

    func testLabelsReadAsASentenceInSentenceCase() {
        XCTAssertEqual(Naming.label("remindAt"), "Remind at", "a two-letter word is not an acronym")
        XCTAssertEqual(Naming.label("sortedBy"), "Sorted by")
        XCTAssertEqual(Naming.label("planA"), "Plan a")
        XCTAssertEqual(Naming.label("userID"), "User ID")
        XCTAssertEqual(Naming.label("userId"), "User ID", "the camel-case spelling of the same acronym")
        XCTAssertEqual(Naming.label("ownerIds"), "Owner IDs")
        XCTAssertEqual(Naming.label("idleTime"), "Idle time", "only the whole word")
        XCTAssertEqual(Naming.label("imageURLs"), "Image URLs")
        XCTAssertEqual(Naming.label("homeURL"), "Home URL")
        XCTAssertEqual(FormControl.Control.midSentence(Naming.label("remindAt")), "remind at", "so a list's button reads \"Add remind at\"")
        XCTAssertEqual(FormControl.Control.midSentence(Naming.label("urlString")), "URL string", "an acronym written in lower case is still one")
        XCTAssertEqual(FormControl.Control.midSentence(Naming.label("URLString")), "URL string")
    }

    /// Issue 35: "Isbn has the wrong format." — an acronym written in lower case is still one.
    func testLabelsSpellAcronymsWrittenInLowerCase() {
        XCTAssertEqual(Naming.label("isbn"), "ISBN")
        XCTAssertEqual(Naming.label("vatNumber"), "VAT number")
        XCTAssertEqual(Naming.label("pins"), "PINs")
        XCTAssertEqual(Naming.label("websiteUrl"), "Website URL")
        XCTAssertEqual(Naming.label("id"), "ID")
        XCTAssertEqual(Naming.label("pinned"), "Pinned", "only the whole word")
        XCTAssertEqual(Naming.label("idle"), "Idle")
        XCTAssertEqual(FormControl.Control.midSentence(Naming.label("isbn")), "ISBN")
    }

    func testUseCaseNamesFollowSeed000() {
        XCTAssertEqual(Naming.useCaseName(operation: "list", kind: .fetchAll, entity: "Reminder"), "FetchRemindersUseCase")
        XCTAssertEqual(Naming.useCaseName(operation: "add", kind: .create, entity: "Reminder"), "AddReminderUseCase")
    }

    func testLayeredTreeFollowsSeed000() throws {
        let paths = try Specs.plan(Specs.wallet()).artifacts.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Models/Wallet.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Repositories/WalletRepositoryProtocol.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Repositories/WalletRepository.swift"))
        XCTAssertTrue(paths.contains("Sources/App/UseCases/CreateWalletUseCase.swift"))
        XCTAssertTrue(paths.contains("Sources/App/ViewModels/WalletListViewModel.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Views/WalletFormView.swift"))
        XCTAssertTrue(paths.contains("Tests/AppTests/Mocks/WalletRepositoryProtocolMock.swift"))
        XCTAssertFalse(paths.contains { $0.contains("DeleteWalletUseCase") })
    }

    func testFeaturesTreeFollowsSeed004And001() throws {
        let paths = try Specs.plan(Specs.wallet(), preset: .features).artifacts.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Core/Models/Wallet.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Core/Repositories/WalletRepository.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Features/Wallet/UseCases/CreateWalletUseCase.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Features/Wallet/ViewModels/WalletListViewModel.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Features/Wallet/Views/WalletListView.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Features/Wallet/Components/WalletRow.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Core/ViewModel.swift"))
    }

    func testCleanTreeFollowsSeed002() throws {
        let paths = try Specs.plan(Specs.wallet(), preset: .clean).artifacts.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Domain/Entities/Wallet.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Domain/Repositories/WalletRepository.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Domain/UseCases/CreateWalletUseCase.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Data/Repositories/DefaultWalletRepository.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Data/DataSources/WalletLocalDataSource.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Data/DTOs/WalletDTO.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Data/Mappers/WalletMapper.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Presentation/Wallet/WalletCoordinator.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Presentation/Wallet/ViewModels/WalletListViewModel.swift"))
    }

    func testMVVMTreeFollowsSeed003() throws {
        let plan = try Specs.plan(Specs.wallet(), preset: .mvvm)
        let paths = plan.artifacts.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Models/Wallet.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Persistence/WalletPersistenceManager.swift"))
        XCTAssertTrue(paths.contains("Sources/App/Persistence/WalletPersistenceManagerProtocol.swift"))
        XCTAssertTrue(paths.contains("Sources/App/ViewModels/WalletListViewModel.swift"))
        XCTAssertEqual(plan.names.repositoryProtocol, "WalletPersistenceManagerProtocol")
    }

    /// Seed 003 has no UseCase layer: what the rules take out of the view model is a Service (Scalability,
    /// "2. Service Layer": "Extract business logic"), in `Services/`, and no file goes to a `UseCases/` folder.
    func testMVVMPutsTheBusinessLogicTheRulesRequireInServices() throws {
        let plan = try Specs.plan(Specs.wallet(), preset: .mvvm)
        let paths = plan.artifacts.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Services/CreateWalletService.swift"), "\(paths)")
        XCTAssertTrue(paths.contains("Sources/App/Services/WalletValidator.swift"), "\(paths)")
        XCTAssertFalse(paths.contains { $0.contains("UseCase") }, "\(paths)")
        XCTAssertEqual(plan.useCases.first { $0.kind == .create }?.implementationName, "CreateWalletService")
        XCTAssertEqual(plan.businessLogic, .services)
        XCTAssertTrue(plan.businessLogic.explanation?.contains("\"Contains all business logic\"") == true)
        XCTAssertTrue(plan.businessLogic.explanation?.contains("\"Extract business logic\"") == true)
        for preset in [Preset.layered, .features, .clean] {
            XCTAssertEqual(try Specs.plan(Specs.wallet(), preset: preset).businessLogic, .useCases, preset.name)
        }
    }

    func testCompositionRootInjectionHasNoDefaults() throws {
        let plan = try Specs.plan(Specs.wallet(), preset: .clean)
        let useCase = try XCTUnwrap(plan.useCases.first { $0.kind == .create })
        let parameters = UseCaseContext(plan: plan, useCase: useCase).initParameters.map(\.text)
        XCTAssertEqual(parameters, ["repository: any WalletRepository,", "validator: WalletValidator"])
        XCTAssertEqual(useCase.implementationName, "DefaultCreateWalletUseCase")
    }

    func testCleanSendsEveryOperationThroughAUseCase() throws {
        let plan = try Specs.plan(Specs.wallet(), preset: .clean)
        XCTAssertEqual(plan.useCases.map(\.implementationName),
                       ["DefaultFetchWalletsUseCase", "DefaultCreateWalletUseCase", "DefaultUpdateWalletUseCase", "DefaultDeleteWalletUseCase"])
        let list = try XCTUnwrap(plan.decision(for: "list"))
        XCTAssertEqual(list.reasons.map(\.rule), ["presentationUsesUseCases"])
        XCTAssertEqual(try Specs.plan(Specs.wallet(), preset: .layered).decision(for: "list")?.useCase, false)
    }

    func testLabelsTakeTheirArticle() {
        XCTAssertEqual(Naming.withArticle("wallet"), "a wallet")
        XCTAssertEqual(Naming.withArticle("issue"), "an issue")
        XCTAssertEqual(Naming.withArticle("order line"), "an order line")
    }

    func testDefaultPrefixNaming() {
        let style = Style(observation: .observable, state: .flat, naming: .defaultPrefix)
        XCTAssertEqual(style.protocolName("WalletRepository"), "WalletRepository")
        XCTAssertEqual(style.implementationName("WalletRepository"), "DefaultWalletRepository")
    }
}
