// expect: has no member 'topBarLeading'
import SwiftUI

// Generated code targets iOS and macOS, so iOS-only placements are left out of the stand-in.
struct Screen: View {
    var body: some View {
        Text("x").toolbar {
            ToolbarItem(placement: .topBarLeading) { Text("y") }
        }
    }
}
