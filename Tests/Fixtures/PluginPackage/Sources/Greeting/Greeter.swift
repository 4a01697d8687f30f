/// Marked three ways, as teams using Mockolo or Sourcery write it.
public protocol AutoMockable {}

/// @mockable
public protocol NameStore: Sendable {
    func name(for id: Int) async throws -> String
}

// sourcery: AutoMockable
public protocol Clock {
    var hour: Int { get }
}

public protocol Audit: AutoMockable {
    func record(_ line: String)
}

/// Greets by the time of day, with the name the store has.
public struct Greeter: Sendable {
    let store: any NameStore

    public init(store: any NameStore) {
        self.store = store
    }

    public func greeting(for id: Int, at clock: any Clock, audit: any Audit) async -> String {
        let salutation = clock.hour < 12 ? "Good morning" : "Good evening"
        do {
            let name = try await store.name(for: id)
            audit.record("greeted \(id)")
            return "\(salutation), \(name)"
        } catch {
            audit.record("no name for \(id)")
            return salutation
        }
    }
}
