protocol NoteRepositoryProtocol {
    func create(_ note: Note) async throws
    func update(_ note: Note) async throws
}
