import Combine
import Foundation

final class NoteExportViewModel: ObservableObject {
    @Published private(set) var exported: URL?

    func export(_ text: String) throws {
        // Breaks presentation-data-access: writing files is the Data layer's.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes.txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        exported = url
    }
}
