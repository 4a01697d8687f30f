import ScaffoldCore

/// The shapes a feature's stored records may be in when this version of it is generated (issue 33; design, "A feature
/// lives on": "a spec change keeps every stored record loading"). Records exist only where a version was generated
/// with a store that keeps them (UserDefaults, a JSON file): the shapes of those versions, oldest first, are what this
/// version's store must read, and what scaffold records for the next run.
public struct ShapeHistory: Hashable, Sendable {
    /// Shapes of earlier versions whose records may be on a device, oldest first, the version before this one last;
    /// empty when no version before this one kept records. Version `n` is `earlier[n - 1]`.
    public var earlier: [RecordShape]
    /// The shape this version stores.
    public var current: RecordShape
    /// What the feature's record keeps (`FeatureRecord.shapes`): nil while the records have had one shape.
    public var recorded: [RecordShape]?

    public init(earlier: [RecordShape], current: RecordShape, recorded: [RecordShape]?) {
        self.earlier = earlier
        self.current = current
        self.recorded = recorded
    }

    /// `previous` is what scaffold recorded of the feature before this run (nil: a new feature), whose versions stored
    /// records a device may hold when `previousStored` (`FeatureRecord.storedRecords`); `persists` says whether this
    /// version's store keeps records. A version whose store
    /// keeps nothing (memory) neither adds a shape nor needs to read earlier ones; the shapes recorded stay for a later
    /// version that persists again, since the files earlier versions wrote are still on the devices.
    public init(previous: FeatureRecord?, previousStored: Bool, spec: FeatureSpec, persists: Bool) {
        guard let previous, previousStored else {
            self.init(earlier: [], current: RecordShape.of(spec, after: nil), recorded: nil)
            return
        }
        let shapes = previous.storedShapes
        let current = RecordShape.of(spec, after: shapes.last)
        guard persists else {
            self.init(earlier: [], current: current, recorded: previous.shapes)
            return
        }
        if let last = shapes.last, current.storesAlike(last) {
            // Stored alike: records of the last version are this one's; nothing new to keep.
            self.init(earlier: shapes, current: current, recorded: previous.shapes)
        } else {
            self.init(earlier: shapes, current: current, recorded: shapes + [current])
        }
    }

    /// This version's number: the recorded shape it stores, counted from 1.
    public var currentVersion: Int {
        guard let recorded else { return 1 }
        return recorded.lastIndex { $0.storesAlike(current) }.map { $0 + 1 } ?? recorded.count
    }

    /// Whether records stored by an earlier version may differ from this version's.
    public var changed: Bool { earlier.contains { !$0.storesAlike(current) } }

    /// The distinct shapes a device may hold records of, with their version numbers, oldest first; this version's
    /// own last. What the generated tests keep a fixture of.
    public var versions: [(number: Int, shape: RecordShape)] {
        var result: [(Int, RecordShape)] = []
        for (index, shape) in earlier.enumerated() where !result.contains(where: { $0.1.storesAlike(shape) }) && !shape.storesAlike(current) {
            result.append((index + 1, shape))
        }
        result.append((currentVersion, current))
        return result
    }
}
