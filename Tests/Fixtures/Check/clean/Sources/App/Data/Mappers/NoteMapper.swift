import Foundation

enum NoteMapper {
    static func entity(from dto: NoteDTO) -> Note {
        Note(id: dto.id, title: dto.title, updatedAt: Date())
    }

    static func dto(from note: Note) -> NoteDTO {
        NoteDTO(id: note.id, title: note.title)
    }
}
