import Combine
import Foundation
import Notes

public final class DefaultNoteRepository: NoteRepository, @unchecked Sendable {
    private let subject = CurrentValueSubject<[Note], Never>([])
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public var notes: AnyPublisher<[Note], Never> { subject.eraseToAnyPublisher() }

    public func save(_ note: Note) async throws {
        subject.value.append(note)
    }
}
