// expect: debug description for an optional value
import SwiftUI

struct Row: View {
    let note: String?

    var body: some View {
        Text("\(note)")
    }
}
