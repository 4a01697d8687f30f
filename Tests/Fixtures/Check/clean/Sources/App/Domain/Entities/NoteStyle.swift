import Foundation
// Breaks domain-imports.
import SwiftUI

struct NoteStyle: Hashable, Sendable {
    var name: String
}
