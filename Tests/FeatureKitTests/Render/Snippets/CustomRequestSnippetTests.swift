import XCTest
@testable import FeatureKit

/// A custom operation whose `remote:` is a request (issue 31 item 2; RemotePurse.yml's `freeze`, `POST
/// /wallets/{id}/freeze`): the request is its effect — its UseCase calls the repository's `freeze(_:)`, which sends it
/// with no body and keeps what the server answers — never a PUT of the whole record, and never left unwritten.
final class CustomRequestSnippetTests: XCTestCase {
    /// The Purse whose `freeze` also sets its balance, as Book's `lend` sets `isOnLoan`.
    private func purseSettingBalance() throws -> FeatureSpec {
        var spec = try Snippets.spec("RemotePurse")
        let index = try XCTUnwrap(spec.operations.firstIndex { $0.name == "freeze" })
        spec.operations[index].sets = [FieldAssignment(field: "balance", value: .literal("0"))]
        return spec
    }

    func testTheRequestIsTheOperationsEffect() throws {
        let plan = try Snippets.plan("RemotePurse")
        let decision = try XCTUnwrap(plan.decision(for: "freeze"))
        XCTAssertTrue(decision.implemented)
        XCTAssertEqual(decision.effect, "sends `POST /wallets/{id}/freeze` and keeps the Purse the server answers")
        XCTAssertTrue(decision.reasons.contains { $0.sentence.contains("it sends `POST /wallets/{id}/freeze` (`remote:`)") })
        // Nothing is sent of the record, so nothing of it is prepared.
        let useCase = try Snippets.file("FreezePurseUseCase.swift", of: plan)
        assertSnippet(useCase, """
            func execute(_ purse: Purse) async throws -> Purse {
                try validator.validate(purse)
                return try await repository.freeze(purse)
            }
        """)
        XCTAssertFalse(useCase.contains("prepare("))
        assertSnippet(try Snippets.file("FreezePurseUseCaseTests.swift", of: plan), """
                XCTAssertEqual(repository.freezeArgValues, [expected])
        """)
    }

    func testItsSetsComeFirstAndTheRequestReplacesTheUpdate() throws {
        let plan = try Snippets.plan(purseSettingBalance())
        XCTAssertEqual(plan.decision(for: "freeze")?.effect, "sets balance = 0; then sends `POST /wallets/{id}/freeze` and keeps the Purse the server answers")
        let useCase = try Snippets.file("FreezePurseUseCase.swift", of: plan)
        assertSnippet(useCase, """
                purse.balance = 0
                purse = prepare(purse)
                try validator.validate(purse)
                return try await repository.freeze(purse)
        """)
        XCTAssertFalse(useCase.contains("repository.update"))
        assertSnippet(try Snippets.file("FreezePurseUseCaseTests.swift", of: plan), """
                XCTAssertEqual(repository.freezeArgValues, [expected])
        """)
    }

    func testTheRemoteFilesSendTheRequestAndKeepTheAnswer() throws {
        let plan = try Snippets.plan("RemotePurse")
        assertSnippet(try Snippets.file("PurseRepositoryProtocol.swift", of: plan), """
            func delete(id: UUID) async throws
            /// `freeze`: sends `POST /wallets/{id}/freeze` for `purse` and returns the purse the server stored.
            func freeze(_ purse: Purse) async throws -> Purse
        }
        """)
        assertSnippet(try Snippets.file("PurseRemoteDataSource.swift", of: plan), """
            func freeze(id: UUID) async throws -> PurseDTO? {
                let response = try await send(HTTPRequest(method: .post, path: "/wallets/\\(id.uuidString.lowercased())/freeze"))
                guard !response.body.isEmpty else { return nil }
                return try decode(PurseDTO.self, from: response)
            }
        """)
        assertSnippet(try Snippets.file("PurseRepository.swift", of: plan), """
            func freeze(_ purse: Purse) async throws -> Purse {
                let id = purse.id
                let stored: Purse
                do {
                    if let answer = try await remote.freeze(id: id) {
                        stored = PurseMapper.purse(from: answer)
                    } else {
                        stored = PurseMapper.purse(from: try await remote.fetch(id: id))
                    }
                } catch APIError.notFound {
                    // Deleted elsewhere: the copy lets it go too.
                    try? await local.remove(id: id)
                    throw PurseRepositoryError.notFound(id)
                } catch {
                    throw Self.failure(error, id: id)
                }
                try? await local.save(contentsOf: [stored])
                return stored
            }
        """)
        assertSnippet(try Snippets.file("InMemoryPurseRepository.swift", of: plan), """
            func freeze(_ purse: Purse) throws -> Purse {
                try update(purse)
            }
        """)
        // The mock the UseCase's tests stub has it too.
        XCTAssertTrue("\(ProtocolModels(plan: plan).repository.members)".contains("\"freeze\""))
    }

    /// The generated tests, in both frameworks: the request's method, path and empty body, the answer read and kept, an
    /// empty answer read again.
    func testTheGeneratedTestsProveTheRequestInBothFrameworks() throws {
        let xctest = try Snippets.plan("RemotePurse")
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: xctest), """
                let request = try XCTUnwrap(client.requestArgValues.first)
                XCTAssertEqual(request.method, .post)
                XCTAssertEqual(request.path, "/wallets/\\(id.uuidString.lowercased())/freeze")
                XCTAssertNil(request.body)
                XCTAssertEqual(dto.map(PurseMapper.purse(from:)), purse)
        """)
        assertSnippet(try Snippets.file("PurseRepositoryTests.swift", of: xctest), """
                XCTAssertEqual(subject.server.requestArgValues.map(\\.method), [.post, .get])
        """)
        let swiftTesting = try Snippets.plan("RemotePurse", preset: .mvvm) { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: swiftTesting), """
                #expect(request.method == .post)
                #expect(request.path == "/wallets/\\(id.uuidString.lowercased())/freeze")
                #expect(request.body == nil)
        """)
        assertSnippet(try Snippets.file("PurseServiceTests.swift", of: swiftTesting), """
                await #expect(throws: PurseServiceError.offline) {
        """)
    }
}
