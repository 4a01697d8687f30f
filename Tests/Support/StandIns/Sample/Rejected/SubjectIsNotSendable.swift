// expect: type 'PassthroughSubject<Int, Never>' does not conform to the 'Sendable' protocol
import Combine

// Combine's subjects are not `Sendable` in the iOS 17 SDK; a mock keeps its subject in a constant of its own class.
let shared: any Sendable = PassthroughSubject<Int, Never>()
