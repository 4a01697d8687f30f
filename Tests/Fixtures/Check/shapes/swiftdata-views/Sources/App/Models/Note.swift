import Foundation
import SwiftData

@Model
final class Note {
    var title: String
    var isPinned: Bool
    init(title: String, isPinned: Bool = false) {
        self.title = title
        self.isPinned = isPinned
    }
}
