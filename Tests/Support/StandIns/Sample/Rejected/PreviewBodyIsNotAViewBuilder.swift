// expect: result of 'Text' initializer is unused
import SwiftUI

// The SDK's `#Preview` takes `@MainActor () -> any View`, not a `@ViewBuilder`: without a `return` the `Text` is an unused
// value (a ViewBuilder would have collected it).
#Preview {
    let title = "Milk"
    Text(title)
}
