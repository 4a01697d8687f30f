import SwiftUI

/// A row of the list: a Presentation type named `Item`.
struct Item: View {
    let title: String
    var body: some View { Text(title) }
}
