// Breaks domain-imports
import Combine
import Foundation

public protocol NoteRepository: Sendable {
    var notes: AnyPublisher<[Note], Never> { get }
    func save(_ note: Note) async throws
}
