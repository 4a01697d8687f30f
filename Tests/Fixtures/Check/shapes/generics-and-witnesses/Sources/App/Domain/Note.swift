import Foundation

struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
}
