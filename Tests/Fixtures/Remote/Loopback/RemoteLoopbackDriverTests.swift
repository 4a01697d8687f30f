// Written by scaffold's RemoteLoopbackTests into the slice it drives; not generated output.
import XCTest
@testable import RemoteLoopback

/// Drives the Wallet slice, wired as the app wires it (`AppFactory`, URLSession against `APIConfiguration.launch`, so
/// the base URL comes from `API_BASE_URL`), against the server scaffold's RemoteLoopbackTests runs on 127.0.0.1.
/// `LOOPBACK_PHASE` says what to drive: `online` while the server answers, `offline` after it stopped; the saved copy
/// lives in `LOOPBACK_FOLDER` across both. Run by RemoteLoopbackTests only: without those variables it fails.
nonisolated final class RemoteLoopbackDriverTests: XCTestCase {
    private struct Loopback {
        let phase: String
        let folder: URL
        let createdID: UUID
        let ghostID: UUID
    }

    private func loopback() throws -> Loopback {
        let environment = ProcessInfo.processInfo.environment
        func value(_ name: String) throws -> String {
            try XCTUnwrap(environment[name], "\(name) is not set: RemoteLoopbackTests runs this test with its server")
        }
        XCTAssertTrue(try value("API_BASE_URL").hasPrefix("http://127.0.0.1:"))
        return Loopback(
            phase: try value("LOOPBACK_PHASE"),
            folder: URL(fileURLWithPath: try value("LOOPBACK_FOLDER")),
            createdID: try XCTUnwrap(UUID(uuidString: try value("LOOPBACK_CREATED_ID"))),
            ghostID: try XCTUnwrap(UUID(uuidString: try value("LOOPBACK_GHOST_ID")))
        )
    }

    /// The root as the app makes it, its saved copy in the test's folder.
    @MainActor
    private func makeFactory(_ loopback: Loopback) -> AppFactory {
        var factory = AppFactory()
        factory.walletLocalStore = WalletLocalStore(folder: loopback.folder)
        return factory
    }

    @MainActor
    func testTheSliceAgainstTheLoopbackServer() async throws {
        let loopback = try loopback()
        switch loopback.phase {
        case "online": try await online(loopback)
        case "offline": try await offline(loopback)
        default: XCTFail("unknown LOOPBACK_PHASE \(loopback.phase)")
        }
    }

    @MainActor
    private func online(_ loopback: Loopback) async throws {
        let factory = makeFactory(loopback)

        // The list, a page at a time: two, then the last one
        let list = factory.makeWalletListViewModel()
        await list.load()
        XCTAssertNil(list.errorMessage)
        XCTAssertFalse(list.isShowingSavedCopy)
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings"])
        XCTAssertNotNil(list.nextPage)
        await list.loadNextPage()
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings", "Ghost"])
        XCTAssertNil(list.nextPage)
        XCTAssertEqual(list.wallets.first?.balance, Decimal(string: "120.5"))
        XCTAssertEqual(list.wallets.first?.note, "Weekly shop")

        // A create answered 201: the server's id is the one kept
        let form = factory.makeWalletFormViewModel()
        form.draft.name = "Travel"
        form.draft.balance = 300
        form.draft.note = "Summer"
        form.draft.openedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let created = await form.save()
        XCTAssertTrue(created, form.errorMessage ?? "")
        XCTAssertEqual(form.saved?.id, loopback.createdID)
        XCTAssertEqual(form.saved?.name, "Travel")

        // A 422: the server's words, its field error beside the field, the draft as typed
        let taken = factory.makeWalletFormViewModel()
        taken.draft.name = "Taken"
        taken.draft.balance = 1
        let refused = await taken.save()
        XCTAssertFalse(refused)
        XCTAssertEqual(taken.errorMessage, "That name is taken.")
        XCTAssertEqual(taken.fieldErrors, [.name: "is already used by another wallet"])
        XCTAssertEqual(taken.draft.name, "Taken")
        XCTAssertNil(taken.saved)

        // A wallet deleted elsewhere after it was listed
        let ghost = try XCTUnwrap(list.wallets.first { $0.id == loopback.ghostID })
        let edit = factory.makeWalletFormViewModel(wallet: ghost)
        edit.draft.name = "Ghost renamed"
        let updated = await edit.save()
        XCTAssertFalse(updated)
        XCTAssertEqual(edit.errorMessage, "This wallet was deleted elsewhere.")
        XCTAssertEqual(edit.draft.name, "Ghost renamed")

        // The list again: the new wallet in, the deleted one out, and all of it saved
        await list.load()
        await list.loadNextPage()
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings", "Travel"])
        let saved = await factory.walletLocalStore.all()
        XCTAssertEqual(saved.map(\.name), ["Groceries", "Savings", "Travel"])
    }

    @MainActor
    private func offline(_ loopback: Loopback) async throws {
        let factory = makeFactory(loopback)

        // The server stopped: the saved list, and the list says so
        let list = factory.makeWalletListViewModel()
        await list.load()
        XCTAssertTrue(list.isShowingSavedCopy)
        XCTAssertEqual(list.offlineMessage, "Offline — showing saved wallets")
        XCTAssertNil(list.errorMessage)
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings", "Travel"])
        XCTAssertEqual(list.wallets.last?.id, loopback.createdID)

        // A write while offline: the form says so, offers a retry and keeps what was typed
        let form = factory.makeWalletFormViewModel()
        form.draft.name = "Offline"
        let saved = await form.save()
        XCTAssertFalse(saved)
        XCTAssertEqual(form.errorMessage, "You're offline. Check your connection and try again.")
        XCTAssertTrue(form.canRetry)
        XCTAssertEqual(form.draft.name, "Offline")
    }
}
