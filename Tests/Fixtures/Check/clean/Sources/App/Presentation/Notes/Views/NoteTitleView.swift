import SwiftUI

struct NoteTitleView: View {
    @Binding var title: String
    @State private var alert: String?

    var body: some View {
        TextField("Title", text: $title)
            .onSubmit { confirm() }
    }

    private func confirm() {
        // Breaks view-business-rules: a note's rules are the Domain's.
        if title.count > 80 {
            alert = "A title has at most 80 characters"
        }
    }
}
