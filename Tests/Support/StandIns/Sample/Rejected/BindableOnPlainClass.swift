// expect: must be an object that conforms to Observable
import SwiftUI

final class Plain {
    var name = ""
}

struct Editor: View {
    @Bindable var plain: Plain

    var body: some View {
        TextField("Name", text: $plain.name)
    }
}
