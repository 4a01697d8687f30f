import Foundation

// SwiftUI (not Foundation) adds these for `onDelete` and `onMove` handlers.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from `startIndex`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets, keeping their order, to before `destination`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = elements.indices.filter { source.contains($0) }
        var order = elements.indices.filter { !source.contains($0) }
        let insertion = order.prefix { $0 < destination }.count
        order.insert(contentsOf: moved, at: insertion)
        for (position, original) in zip(indices, order) {
            self[position] = elements[original]
        }
    }
}
