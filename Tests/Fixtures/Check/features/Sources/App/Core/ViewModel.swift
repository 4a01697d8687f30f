@MainActor
protocol ViewModel: AnyObject {
    associatedtype State
    var state: State { get }
}
