// expect: has no member 'accentColor'
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New").foregroundStyle(.accentColor)
    }
}
