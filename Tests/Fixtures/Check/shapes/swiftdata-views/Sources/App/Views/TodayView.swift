import SwiftData
import SwiftUI

/// Fetching with a descriptor through the environment's context: one access, reported where the context is read.
struct TodayView: View {
    // Breaks view-data-access
    @Environment(\.modelContext) private var context

    var body: some View {
        Text("\(count)")
    }

    private var count: Int {
        (try? context.fetchCount(FetchDescriptor<Note>())) ?? 0
    }
}
