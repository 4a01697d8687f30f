import Foundation

actor NoteLocalDataSource {
    private var records: [NoteDTO] = []

    func all() -> [NoteDTO] { records }
    func upsert(_ record: NoteDTO) { records.append(record) }
}
