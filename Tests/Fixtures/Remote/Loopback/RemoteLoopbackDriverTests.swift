// Written by scaffold's RemoteLoopbackTests into the slices it drives; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import RemoteLoopback

/// Drives the Wallet slice, wired as the app wires it (`LoopbackApp`, Roots/<preset>.swift: the preset's composition
/// root, URLSession against `APIConfiguration.launch`, so the base URL comes from `API_BASE_URL`), against the server
/// scaffold's RemoteLoopbackTests runs on 127.0.0.1. `LOOPBACK_PHASE` says what to drive: `online` while the server
/// answers (failing once, slow for one client), `offline` after it stopped; the saved copy lives in `LOOPBACK_FOLDER`
/// across both. Run by RemoteLoopbackTests only: without those variables it fails.
nonisolated final class RemoteLoopbackDriverTests: XCTestCase {
    private struct Loopback {
        let phase: String
        let folder: URL
        let createdID: UUID
        let ghostID: UUID
        let slowToken: String
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
            ghostID: try XCTUnwrap(UUID(uuidString: try value("LOOPBACK_GHOST_ID"))),
            slowToken: try value("LOOPBACK_SLOW_TOKEN")
        )
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
        let app = LoopbackApp(folder: loopback.folder)

        // The list, a page at a time: two, then the last one. The server's first answer is a 503, which the client
        // sends again by itself (a GET is idempotent), so the list never shows it.
        let list = app.makeList()
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
        let form = app.makeForm()
        form.draft.name = "Travel"
        form.draft.balance = 300
        form.draft.note = "Summer"
        form.draft.openedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let created = await form.save()
        XCTAssertTrue(created, form.errorMessage ?? "")
        XCTAssertEqual(form.saved?.id, loopback.createdID)
        XCTAssertEqual(form.saved?.name, "Travel")

        // A 422: the server's words, its field error beside the field, the draft as typed
        let taken = app.makeForm()
        taken.draft.name = "Taken"
        taken.draft.balance = 1
        let refused = await taken.save()
        XCTAssertFalse(refused)
        XCTAssertEqual(taken.errorMessage, "That name is taken.")
        XCTAssertEqual(taken.fieldErrors, [.name: "is already used by another wallet"])
        XCTAssertEqual(taken.draft.name, "Taken")
        XCTAssertNil(taken.saved)

        // A 500 on a create: said, offered again by the form, never sent again by itself (a POST is not idempotent)
        let failing = app.makeForm()
        failing.draft.name = "Broken"
        let failed = await failing.save()
        XCTAssertFalse(failed)
        XCTAssertEqual(failing.errorMessage, "The server had a problem. Try again in a moment.")
        XCTAssertTrue(failing.canRetry)
        XCTAssertEqual(failing.draft.name, "Broken")

        // A wallet deleted elsewhere after it was listed
        let ghost = try XCTUnwrap(list.wallets.first { $0.id == loopback.ghostID })
        let edit = app.makeForm(ghost)
        edit.draft.name = "Ghost renamed"
        let updated = await edit.save()
        XCTAssertFalse(updated)
        XCTAssertEqual(edit.errorMessage, "This wallet was deleted elsewhere.")
        XCTAssertEqual(edit.draft.name, "Ghost renamed")

        // The list again: the new wallet in, the deleted one out, and all of it saved
        await list.load()
        await list.loadNextPage()
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings", "Travel"])
        let saved = await app.saved()
        XCTAssertEqual(saved.map(\.name), ["Groceries", "Savings", "Travel"])

        // A server too slow for the app's one-second timeout: a transport failure, so the saved list, said to be offline
        let impatient = URLSessionConfiguration.ephemeral
        impatient.timeoutIntervalForRequest = 1
        let slowApp = LoopbackApp(folder: loopback.folder, session: URLSession(configuration: impatient),
                                  tokenProvider: LoopbackToken(value: loopback.slowToken))
        let slowList = slowApp.makeList()
        await slowList.load()
        XCTAssertTrue(slowList.isShowingSavedCopy)
        XCTAssertEqual(slowList.offlineMessage, "Offline — showing saved wallets")
        XCTAssertNil(slowList.errorMessage)
        XCTAssertEqual(slowList.wallets.map(\.name), ["Groceries", "Savings", "Travel"])
        app.keepSavedCopy()
    }

    @MainActor
    private func offline(_ loopback: Loopback) async throws {
        let app = LoopbackApp(folder: loopback.folder)
        defer { app.removeSavedCopy() }

        // The server stopped: the saved list, and the list says so
        let list = app.makeList()
        await list.load()
        XCTAssertTrue(list.isShowingSavedCopy)
        XCTAssertEqual(list.offlineMessage, "Offline — showing saved wallets")
        XCTAssertNil(list.errorMessage)
        XCTAssertEqual(list.wallets.map(\.name), ["Groceries", "Savings", "Travel"])
        XCTAssertEqual(list.wallets.last?.id, loopback.createdID)

        // A write while offline: the form says so, offers a retry and keeps what was typed
        let form = app.makeForm()
        form.draft.name = "Offline"
        let saved = await form.save()
        XCTAssertFalse(saved)
        XCTAssertEqual(form.errorMessage, "You're offline. Check your connection and try again.")
        XCTAssertTrue(form.canRetry)
        XCTAssertEqual(form.draft.name, "Offline")
    }
}

/// The token the app's sign-in would give: the server answers slowly to this one.
nonisolated struct LoopbackToken: TokenProvider {
    let value: String

    func token() async -> String? {
        value
    }

    func tokenWasRejected(_ token: String) async {}
}
