// Written by scaffold's OpenAPIUserRunTests into the slices it drives; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import RemoteLoopback

/// Drives the Shipment slice generated from parcels.yaml, wired as the app wires it (`LoopbackApp`, the preset's root
/// from Tests/Fixtures/Remote/Loopback/Roots with the Wallet's names replaced by the Shipment's), against the parcels
/// server OpenAPIUserRunTests runs on 127.0.0.1 (`API_BASE_URL`). `LOOPBACK_PHASE` says what to drive: `online` while
/// the server answers, `offline` after it stopped; the saved copy lives under `LOOPBACK_FOLDER` across both. Every
/// request says which app asks (`X-Parcels-Client`: this module's name), so the presets' drivers share one server and
/// one process. Without those variables it fails.
nonisolated final class ShipmentLoopbackDriverTests: XCTestCase {
    /// This module's name: the app the server keeps shipments for.
    private static let client = String(String(reflecting: Shipment.self).prefix { $0 != "." })

    private struct Loopback {
        let phase: String
        let folder: URL
        let createdID: UUID
        let ghostID: UUID
    }

    private func loopback() throws -> Loopback {
        let environment = ProcessInfo.processInfo.environment
        func value(_ name: String) throws -> String {
            try XCTUnwrap(environment[name], "\(name) is not set: OpenAPIUserRunTests runs this test with its server")
        }
        XCTAssertTrue(try value("API_BASE_URL").hasPrefix("http://127.0.0.1:"))
        return Loopback(
            phase: try value("LOOPBACK_PHASE"),
            folder: try folder(value("LOOPBACK_FOLDER")),
            createdID: try XCTUnwrap(UUID(uuidString: try value("LOOPBACK_CREATED_ID"))),
            ghostID: try XCTUnwrap(UUID(uuidString: try value("LOOPBACK_GHOST_ID")))
        )
    }

    /// The start of a day in the user's Gregorian calendar: what the form stores for a day and the DTO reads a day as.
    private func day(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return try XCTUnwrap(calendar.date(from: DateComponents(year: year, month: month, day: day)))
    }

    /// This module's folder under `root`, named after both (mvvm keeps its copy in a UserDefaults suite by that name).
    private func folder(_ root: String) -> URL {
        let root = URL(fileURLWithPath: root)
        return root.appendingPathComponent(Self.client + "-" + root.lastPathComponent)
    }

    /// The app as the preset wires it, over URLSession with this module's name in every request.
    @MainActor
    private func makeApp(_ loopback: Loopback) throws -> LoopbackApp {
        try FileManager.default.createDirectory(at: loopback.folder, withIntermediateDirectories: true)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["X-Parcels-Client": Self.client]
        return LoopbackApp(folder: loopback.folder, session: URLSession(configuration: configuration))
    }

    private func instant(_ text: String) throws -> Date {
        try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    @MainActor
    func testTheSliceAgainstTheParcelsServer() async throws {
        let loopback = try loopback()
        switch loopback.phase {
        case "online": try await online(loopback)
        case "offline": try await offline(loopback)
        default: XCTFail("unknown LOOPBACK_PHASE \(loopback.phase)")
        }
    }

    @MainActor
    private func online(_ loopback: Loopback) async throws {
        let app = try makeApp(loopback)

        // The list, a page at a time by the server's cursor; its keys, days and milliseconds read
        let list = app.makeList()
        await list.load()
        XCTAssertNil(list.errorMessage)
        XCTAssertFalse(list.isShowingSavedCopy)
        XCTAssertEqual(list.shipments.map(\.trackingCode), ["PK10000001", "PK10000002"])
        XCTAssertNotNil(list.nextPage)
        await list.loadNextPage()
        XCTAssertEqual(list.shipments.map(\.trackingCode), ["PK10000001", "PK10000002", "GHOST001"])
        XCTAssertNil(list.nextPage)
        let first = try XCTUnwrap(list.shipments.first)
        XCTAssertEqual(first.weightKg, 2.5)
        XCTAssertEqual(first.shippedOn, try day(2026, 11, 2))
        XCTAssertEqual(first.deliveredAt, try instant("2026-11-04T16:45:10.250Z"))
        XCTAssertEqual(first.recipientEmail, "ana@example.org")
        XCTAssertEqual(first.isFragile, true)
        XCTAssertEqual(first.createdAt, try instant("2026-11-01T09:15:30.125Z"))
        XCTAssertNil(list.shipments[1].deliveredAt)

        // A create answered 201: the server's id and stamp kept, the day sent as a day and read back as the same day
        let form = app.makeForm()
        form.draft.trackingCode = "PK20000001"
        form.draft.weightKg = 1.25
        form.draft.shippedOn = try day(2027, 1, 15)
        form.draft.recipientEmail = "bo@example.org"
        let created = await form.save()
        XCTAssertTrue(created, form.errorMessage ?? "")
        XCTAssertEqual(form.saved?.id, loopback.createdID)
        XCTAssertEqual(form.saved?.shippedOn, try day(2027, 1, 15))
        XCTAssertEqual(form.saved?.createdAt, try instant("2026-11-29T12:00:00.750Z"))

        // A 422 in RFC 9457's shape: the server's words, its field's reason beside the field, the draft as typed
        let taken = app.makeForm()
        taken.draft.trackingCode = "TAKEN001"
        let refused = await taken.save()
        XCTAssertFalse(refused)
        XCTAssertEqual(taken.errorMessage, "The shipment could not be saved.")
        XCTAssertEqual(taken.fieldErrors, [.trackingCode: "is already used by another shipment"])
        XCTAssertEqual(taken.draft.trackingCode, "TAKEN001")
        XCTAssertNil(taken.saved)

        // A 500 on a create: said, offered again, the draft kept
        let failing = app.makeForm()
        failing.draft.trackingCode = "BROKEN01"
        let failed = await failing.save()
        XCTAssertFalse(failed)
        XCTAssertEqual(failing.errorMessage, "The server had a problem. Try again in a moment.")
        XCTAssertTrue(failing.canRetry)
        XCTAssertEqual(failing.draft.trackingCode, "BROKEN01")

        // A shipment deleted elsewhere after it was listed: its PATCH answered 404
        let ghost = try XCTUnwrap(list.shipments.first { $0.id == loopback.ghostID })
        let edit = app.makeForm(ghost)
        edit.draft.weightKg = 3
        let updated = await edit.save()
        XCTAssertFalse(updated)
        XCTAssertEqual(edit.errorMessage, "This shipment was deleted elsewhere.")
        XCTAssertEqual(edit.draft.weightKg, 3)

        // The list again: the new shipment in, the deleted one out, and all of it saved
        await list.load()
        await list.loadNextPage()
        XCTAssertEqual(list.shipments.map(\.trackingCode), ["PK10000001", "PK10000002", "PK20000001"])
        let saved = await app.saved()
        XCTAssertEqual(saved.map(\.trackingCode), ["PK10000001", "PK10000002", "PK20000001"])
        app.keepSavedCopy()
    }

    @MainActor
    private func offline(_ loopback: Loopback) async throws {
        let app = try makeApp(loopback)
        defer { app.removeSavedCopy() }

        // The server stopped: the saved list, and the list says so
        let list = app.makeList()
        await list.load()
        XCTAssertTrue(list.isShowingSavedCopy)
        XCTAssertEqual(list.offlineMessage, "Offline — showing saved shipments")
        XCTAssertNil(list.errorMessage)
        XCTAssertEqual(list.shipments.map(\.trackingCode), ["PK10000001", "PK10000002", "PK20000001"])
        XCTAssertEqual(list.shipments.last?.id, loopback.createdID)
        XCTAssertEqual(list.shipments.first?.shippedOn, try day(2026, 11, 2))
    }
}
