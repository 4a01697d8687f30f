import Foundation
// Breaks domain-imports
import SwiftData

@Model
final class Bookmark {
    var title: String
    var url: URL

    init(title: String, url: URL) {
        self.title = title
        self.url = url
    }
}
