import SwiftUI

/// The logbook's mark, shown while the home screen is pushed.
struct SplashView: View {
    let router: Router

    var body: some View {
        Image(systemName: "book.closed")
            .task {
                router.show(.home)
            }
    }
}
